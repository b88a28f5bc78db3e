import { ALL_PERMISSIONS, WILDCARD_PERMISSION } from '@backoffice/contracts';

/**
 * Nobody grants or changes what they do not hold. These rules decide whether a caller may change
 * someone's grants (roles, included and excluded permissions), a role's permissions, or another
 * user's account; the server applies them on every such call.
 */

/** The permissions of `wanted` the caller does not hold; a holder of `*` holds everything. */
export function permissionsNotHeld(callerPermissions: readonly string[], wanted: Iterable<string>): string[] {
  if (callerPermissions.includes(WILDCARD_PERMISSION)) return [];
  const held = new Set(callerPermissions);
  return [...new Set(wanted)].filter((name) => !held.has(name)).sort();
}

/** A caller outranks a target who holds nothing the caller does not: only then may they change the target's account or grants. */
export function outranks(callerPermissions: readonly string[], targetPermissions: readonly string[]): boolean {
  return permissionsNotHeld(callerPermissions, targetPermissions).length === 0;
}

/**
 * The customers of a target (a user, or every holder of a role) the caller does not hold: changing
 * what that target can do would reach into those customers. A holder of `*` acts for every customer.
 */
export function customersNotHeld(caller: { permissions: readonly string[]; customerIds: readonly number[] }, targetCustomerIds: Iterable<number>): number[] {
  if (caller.permissions.includes(WILDCARD_PERMISSION)) return [];
  const held = new Set(caller.customerIds);
  return [...new Set(targetCustomerIds)].filter((id) => !held.has(id)).sort((a, b) => a - b);
}

/**
 * Whether the caller may change or delete a role at all: nobody a locked one, only a holder of `*`
 * a global one (shared by every customer). The server also checks what the role confers and who holds it.
 */
export function mayChangeRole(role: { Locked: boolean; CustomerID: number | null }, callerPermissions: readonly string[]): boolean {
  if (role.Locked) return false;
  return role.CustomerID !== null || callerPermissions.includes(WILDCARD_PERMISSION);
}

/**
 * Whether a permission may be renamed or deleted: the product checks its built-in permissions by
 * name, so only ones an administrator created may change.
 */
export function mayChangePermission(permission: { Name: string }): boolean {
  return !(ALL_PERMISSIONS as readonly string[]).includes(permission.Name);
}

/** Items in one list and not the other: what a replacement adds or removes. */
export function changedItems<T>(before: Iterable<T>, after: Iterable<T>): T[] {
  const a = new Set(before);
  const b = new Set(after);
  return [...[...a].filter((item) => !b.has(item)), ...[...b].filter((item) => !a.has(item))];
}

/** Words for a 403 that names what is missing. */
export function describeNotHeld(action: string, missing: readonly string[]): string {
  const list = missing.map((name) => `'${name}'`).join(', ');
  return `${action} needs ${missing.length === 1 ? 'the permission' : 'the permissions'} ${list}, which you do not hold.`;
}
