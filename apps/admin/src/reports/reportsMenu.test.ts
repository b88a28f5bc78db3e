import { describe, expect, it } from 'vitest';
import { filterMenu } from '@backoffice/domain';
import { menuDefinition } from '../layout/menuDefinition';
import { AREAS } from '../areas';

const entriesOf = (permissions: string[], group: string) =>
  filterMenu(permissions, menuDefinition(AREAS))
    .find((node) => node.item!.key === group)
    ?.children?.map((child) => child.item!.key);

describe('the Reports entries of the sidebar', () => {
  it('lists every report in the Report group for the wildcard', () => {
    expect(entriesOf(['*'], 'report')).toEqual([
      'report_exten_switch',
      'report_exten_productivity',
      'report_agent_productivity',
      'report_call_result',
      'report_absence',
      'report_activity',
      'report_call_duration',
      'report_call_log',
      'report_acd_details',
      'report_queue_intervals',
      'report_pc_info',
    ]);
  });

  it('shows an agent with report_absence_own only the absence report', () => {
    expect(entriesOf(['report', 'report_absence_own'], 'report')).toEqual(['report_absence']);
    expect(filterMenu(['report', 'report_absence_own'], menuDefinition(AREAS)).map((node) => node.item!.key)).toEqual(['profile', 'report']);
  });
});
