import { effectivePermissions, replaceExcluded, replaceIncluded } from '@backoffice/domain';
import type { PermissionRecord, Role } from '@backoffice/contracts';

/** What the user access tab edits: role ids and included/excluded permission ids. */
export interface UserAccess {
  roleIds: number[];
  included: number[];
  excluded: number[];
}

export type UserAccessChange =
  { type: 'roles'; ids: number[] } | { type: 'included'; ids: number[] } | { type: 'excluded'; ids: number[] } | { type: 'reset'; access: UserAccess };

/** Choosing a permission in one list removes it from the other (spec part 1 section 6). */
export function userAccessReducer(state: UserAccess, change: UserAccessChange): UserAccess {
  switch (change.type) {
    case 'roles':
      return { ...state, roleIds: [...new Set(change.ids)] };
    case 'included': {
      const next = replaceIncluded({ included: state.included, excluded: state.excluded }, change.ids);
      return { ...state, ...next };
    }
    case 'excluded': {
      const next = replaceExcluded({ included: state.included, excluded: state.excluded }, change.ids);
      return { ...state, ...next };
    }
    case 'reset':
      return change.access;
  }
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');

/** Which of the three lists differ from what was loaded; Save stays disabled while none does. */
export function changedLists(saved: UserAccess, current: UserAccess): { roles: boolean; included: boolean; excluded: boolean } {
  return {
    roles: !sameIds(saved.roleIds, current.roleIds),
    included: !sameIds(saved.included, current.included),
    excluded: !sameIds(saved.excluded, current.excluded),
  };
}

/** The read-only "User permissions" list: permissions of the chosen roles ∪ included − excluded. */
export function computedPermissionNames(
  access: UserAccess,
  roles: readonly Pick<Role, 'RoleID' | 'Permissions'>[],
  permissions: readonly PermissionRecord[],
): string[] {
  const nameOf = new Map(permissions.map((permission) => [permission.PermissionID, permission.Name]));
  const fromRoles = roles
    .filter((role) => access.roleIds.includes(role.RoleID))
    .flatMap((role) => (role.Permissions ?? []).map((permission) => permission.Name));
  const names = (ids: number[]) => ids.map((id) => nameOf.get(id)).filter((name): name is string => Boolean(name));
  return effectivePermissions(fromRoles, names(access.included), names(access.excluded));
}
