import { describe, expect, it } from 'vitest';
import { filterMenu } from '@backoffice/domain';
import { menuDefinition } from '../layout/menuDefinition';
import { AREAS } from '../areas';

describe('the Lunch break entries of the sidebar', () => {
  it("lists the group's screens for the wildcard", () => {
    const group = filterMenu(['*'], menuDefinition(AREAS)).find((node) => node.item!.key === 'lunch_break');
    expect(group?.children?.map((child) => child.item!.key)).toEqual(['lunch_breaks', 'lunch_breaks_edit', 'lunch_break_excluded_agents']);
  });
});
