import { WILDCARD_PERMISSION } from '@backoffice/contracts';

/**
 * A user's effective permissions: (permissions of their roles ∪ included) − excluded.
 * Sorted and without repeats, so two computations of the same grants compare equal.
 */
export function effectivePermissions(rolePermissions: Iterable<string>, included: Iterable<string>, excluded: Iterable<string>): string[] {
  const granted = new Set<string>(rolePermissions);
  for (const name of included) granted.add(name);
  for (const name of excluded) granted.delete(name);
  return [...granted].sort();
}

/** True when the grants hold `required` or the wildcard. */
export function hasPermission(granted: readonly string[], required: string): boolean {
  return granted.includes(WILDCARD_PERMISSION) || granted.includes(required);
}

/** Any-of: true when `required` is empty or the grants hold one of them (or the wildcard). */
export function hasAnyPermission(granted: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0) return true;
  return required.some((name) => hasPermission(granted, name));
}

/** All-of: true when the grants hold every one of `required` (or the wildcard). */
export function hasAllPermissions(granted: readonly string[], required: readonly string[]): boolean {
  return required.every((name) => hasPermission(granted, name));
}
