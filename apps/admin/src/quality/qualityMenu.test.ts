import { describe, expect, it } from 'vitest';
import { filterMenu } from '@backoffice/domain';
import { menuDefinition } from '../layout/menuDefinition';
import { AREAS } from '../areas';

const labels = (permissions: string[]) =>
  filterMenu(permissions, menuDefinition(AREAS)).map((group) => [group.item!.key, (group.children ?? []).map((child) => child.item!.key)]);

describe('the Quality entries of the sidebar', () => {
  it('lists every Quality screen for the wildcard', () => {
    expect(labels(['*']).find(([group]) => group === 'quality')).toEqual([
      'quality',
      [
        'quality_generation',
        'quality_evaluation',
        'my_evaluation',
        'quality_report_generation',
        'report_list',
        'issue',
        'scorecard',
        'quality_excluded_agents',
      ],
    ]);
  });

  it('gives an agent only the own evaluations', () => {
    expect(labels(['quality', 'quality_own_evaluations'])).toEqual([
      ['profile', ['dashboard', 'change_customer']],
      ['quality', ['my_evaluation']],
    ]);
  });

  it('shows each Quality entry with its own permission (spec part 1 section 2)', () => {
    expect(labels(['quality', 'quality_list_evaluation', 'quality_view_issues'])).toEqual([
      ['profile', ['dashboard', 'change_customer']],
      ['quality', ['quality_evaluation', 'issue']],
    ]);
    expect(labels(['quality_generate_evaluation'])).toEqual([['profile', ['dashboard', 'change_customer']]]);
    expect(labels(['quality', 'quality_edit_scorecards'])).toEqual([
      ['profile', ['dashboard', 'change_customer']],
      ['quality', ['scorecard']],
    ]);
  });
});
