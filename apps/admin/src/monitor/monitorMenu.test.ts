import { describe, expect, it } from 'vitest';
import { filterMenu } from '@backoffice/domain';
import { menuDefinition } from '../layout/menuDefinition';
import { AREAS } from '../areas';

describe('the Monitor entries of the sidebar', () => {
  it("lists the group's screens for the wildcard", () => {
    const group = filterMenu(['*'], menuDefinition(AREAS)).find((node) => node.item!.key === 'monitor');
    expect(group?.children?.map((child) => child.item!.key)).toEqual(['monitors', 'monitor/texts', 'pbx_quick_state', 'wallboard', 'wallboard_kiosks']);
  });
});
