import { describe, expect, it } from 'vitest';
import { filterMenu } from '@backoffice/domain';
import { menuDefinition } from '../layout/menuDefinition';
import { AREAS } from '../areas';

describe('the Assistance entries of the sidebar', () => {
  it('lists the dashboard, the partners and the partner search for the wildcard', () => {
    const group = filterMenu(['*'], menuDefinition(AREAS)).find((node) => node.item!.key === 'assistance');
    expect(group?.children?.map((child) => child.item!.key)).toEqual(['assistance-dashboard', 'assistance/partners', 'assistance-partner-search']);
  });
});
