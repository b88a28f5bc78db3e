import { describe, expect, it } from 'vitest';
import { filterMenu } from '@backoffice/domain';
import { menuDefinition } from '../layout/menuDefinition';
import { AREAS } from '../areas';

describe('the News entry of the sidebar', () => {
  it('is the one entry of the News group for the wildcard', () => {
    const group = filterMenu(['*'], menuDefinition(AREAS)).find((node) => node.item!.key === 'news');
    expect(group?.children?.map((child) => child.item!.key)).toEqual(['news']);
  });
});
