import { describe, expect, it } from 'vitest';
import { filterMenu } from '@backoffice/domain';
import { menuDefinition } from '../layout/menuDefinition';

describe('the Playback entries of the sidebar', () => {
  it("lists the group's screens for the wildcard", () => {
    const group = filterMenu(['*'], menuDefinition()).find((node) => node.item!.key === 'playback');
    expect(group?.children?.map((child) => child.item!.key)).toEqual(['playback', 'playback_single']);
  });
});
