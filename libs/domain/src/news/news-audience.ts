/**
 * Who a news item is addressed to. The form and the server share these rules: a role brings its
 * users, a user who read the news stays addressed whatever else changes.
 */

/** A user the form can address, with the roles they hold. */
export interface AudienceUser {
  UserID: number;
  Roles: readonly { RoleID: number }[];
}

/** The form's selection: addressed users, chosen roles, and who already read the news. */
export interface AudienceSelection {
  userIds: readonly number[];
  roleIds: readonly number[];
  readUserIds: readonly number[];
}

const unique = (ids: Iterable<number>): number[] => [...new Set(ids)];

/** The users holding any of the roles. */
export function usersOfRoles(users: readonly AudienceUser[], roleIds: readonly number[]): number[] {
  const wanted = new Set(roleIds);
  return users.filter((user) => user.Roles.some((role) => wanted.has(role.RoleID))).map((user) => user.UserID);
}

/**
 * The selection after the roles changed to `nextRoleIds`: users of newly chosen roles are added;
 * users of removed roles are removed unless they read the news or hold a role still chosen.
 */
export function changeRoles(selection: AudienceSelection, nextRoleIds: readonly number[], users: readonly AudienceUser[]): AudienceSelection {
  const previous = new Set(selection.roleIds);
  const next = unique(nextRoleIds);
  const added = next.filter((id) => !previous.has(id));
  const removed = selection.roleIds.filter((id) => !next.includes(id));
  const keptByRole = new Set(usersOfRoles(users, next));
  const read = new Set(selection.readUserIds);
  const dropped = new Set(usersOfRoles(users, removed).filter((id) => !read.has(id) && !keptByRole.has(id)));
  const userIds = unique([...selection.userIds.filter((id) => !dropped.has(id)), ...usersOfRoles(users, added)]);
  return { ...selection, roleIds: next, userIds };
}

/** A user who read the news cannot be deselected. */
export function canDeselectUser(selection: Pick<AudienceSelection, 'readUserIds'>, userId: number): boolean {
  return !selection.readUserIds.includes(userId);
}

/** The selection after a click on a user: selects, or deselects unless the user read the news. */
export function toggleUser(selection: AudienceSelection, userId: number): AudienceSelection {
  if (!selection.userIds.includes(userId)) return { ...selection, userIds: [...selection.userIds, userId] };
  if (!canDeselectUser(selection, userId)) return selection;
  return { ...selection, userIds: selection.userIds.filter((id) => id !== userId) };
}

/** The audience a save stores: the users asked for, and every reader even if the request left them out. */
export function audienceToStore(requestedUserIds: readonly number[], readUserIds: readonly number[]): number[] {
  return unique([...requestedUserIds, ...readUserIds]).sort((a, b) => a - b);
}
