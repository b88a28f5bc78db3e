import { describe, expect, it } from '@jest/globals';
import { audienceToStore, canDeselectUser, changeRoles, toggleUser, usersOfRoles, type AudienceUser } from './news-audience.js';

const AGENTS = 1;
const SUPERVISORS = 2;
const users: AudienceUser[] = [
  { UserID: 10, Roles: [{ RoleID: AGENTS }] },
  { UserID: 11, Roles: [{ RoleID: AGENTS }] },
  { UserID: 12, Roles: [{ RoleID: AGENTS }, { RoleID: SUPERVISORS }] },
  { UserID: 20, Roles: [{ RoleID: SUPERVISORS }] },
  { UserID: 30, Roles: [] },
];
const empty = { userIds: [], roleIds: [], readUserIds: [] };

describe('news audience', () => {
  it('finds the users of roles', () => {
    expect(usersOfRoles(users, [AGENTS])).toEqual([10, 11, 12]);
    expect(usersOfRoles(users, [SUPERVISORS])).toEqual([12, 20]);
    expect(usersOfRoles(users, [])).toEqual([]);
  });

  it('adds the users of a newly chosen role, keeping the ones picked by hand', () => {
    const picked = { ...empty, userIds: [30] };
    expect(changeRoles(picked, [AGENTS], users)).toEqual({ userIds: [30, 10, 11, 12], roleIds: [AGENTS], readUserIds: [] });
  });

  it("adds only the new role's users when a second role joins", () => {
    const agents = changeRoles(empty, [AGENTS], users);
    const withoutEleven = toggleUser(agents, 11);
    // 11 was deselected by hand; choosing supervisors does not bring 11 back, it adds 20 (12 is there).
    expect(changeRoles(withoutEleven, [AGENTS, SUPERVISORS], users).userIds).toEqual([10, 12, 20]);
  });

  it("removes a removed role's users unless they hold another chosen role", () => {
    const both = changeRoles(empty, [AGENTS, SUPERVISORS], users);
    const onlySupervisors = changeRoles(both, [SUPERVISORS], users);
    expect([...onlySupervisors.userIds].sort()).toEqual([12, 20]);
    expect(onlySupervisors.roleIds).toEqual([SUPERVISORS]);
  });

  it("keeps a removed role's user who read the news", () => {
    const agents = { userIds: [10, 11, 12], roleIds: [AGENTS], readUserIds: [11] };
    expect(changeRoles(agents, [], users)).toEqual({ userIds: [11], roleIds: [], readUserIds: [11] });
  });

  it('keeps users picked by hand who hold no removed role', () => {
    const mixed = { userIds: [10, 11, 12, 30], roleIds: [AGENTS], readUserIds: [] };
    expect(changeRoles(mixed, [], users).userIds).toEqual([30]);
  });

  it('ignores a role chosen twice', () => {
    expect(changeRoles(empty, [AGENTS, AGENTS], users)).toEqual({ userIds: [10, 11, 12], roleIds: [AGENTS], readUserIds: [] });
  });

  it('selects and deselects users, but never one who read the news', () => {
    const selection = { userIds: [10], roleIds: [], readUserIds: [10] };
    expect(canDeselectUser(selection, 10)).toBe(false);
    expect(canDeselectUser(selection, 11)).toBe(true);
    expect(toggleUser(selection, 10)).toBe(selection);
    const added = toggleUser(selection, 11);
    expect(added.userIds).toEqual([10, 11]);
    expect(toggleUser(added, 11).userIds).toEqual([10]);
  });

  it('stores every reader even when a save leaves them out', () => {
    expect(audienceToStore([12, 10], [11, 10])).toEqual([10, 11, 12]);
    expect(audienceToStore([], [])).toEqual([]);
  });
});
