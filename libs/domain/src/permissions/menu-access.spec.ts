import { describe, expect, it } from '@jest/globals';
import { filterMenu, type MenuNode } from './menu-access.js';

const menu: MenuNode<string>[] = [
  { item: 'profile' },
  {
    item: 'core',
    permissions: ['core'],
    children: [
      { item: 'users', permissions: ['core_user_view'] },
      { item: 'roles', permissions: ['core_role_view'] },
    ],
  },
  {
    item: 'playback',
    permissions: ['playback_listen_all', 'playback_listen_own'],
    children: [
      { item: 'calls', permissions: ['playback_listen_all', 'playback_listen_own'], combine: 'or' },
      { item: 'single', permissions: ['playback_listen_all', 'playback'], combine: 'and' },
    ],
  },
];

const items = (nodes: MenuNode<string>[]): unknown[] => nodes.map((node) => (node.children ? [node.item, items([...node.children])] : node.item));

describe('filterMenu', () => {
  it('shows everything to the wildcard', () => {
    expect(items(filterMenu(['*'], menu))).toEqual(['profile', ['core', ['users', 'roles']], ['playback', ['calls', 'single']]]);
  });

  it('always shows an entry without permissions', () => {
    expect(items(filterMenu([], menu))).toEqual(['profile']);
  });

  it('filters a group by any of its permissions and its entries by their own', () => {
    expect(items(filterMenu(['core', 'core_user_view'], menu))).toEqual(['profile', ['core', ['users']]]);
  });

  it('drops a group whose entries are all hidden', () => {
    expect(items(filterMenu(['core'], menu))).toEqual(['profile']);
  });

  it('combines entry permissions with AND by default and OR on request', () => {
    expect(items(filterMenu(['playback_listen_own'], menu))).toEqual(['profile', ['playback', ['calls']]]);
    expect(items(filterMenu(['playback_listen_all'], menu))).toEqual(['profile', ['playback', ['calls']]]);
    expect(items(filterMenu(['playback_listen_all', 'playback'], menu))).toEqual(['profile', ['playback', ['calls', 'single']]]);
  });
});
