import { hasAllPermissions, hasAnyPermission } from './effective-permissions.js';

/**
 * A sidebar group or entry with the permissions that show it. Groups (top level) are shown with
 * any one of their permissions. Entries inside a group combine their permissions with AND by
 * default, or OR when `combine` says so. An empty or missing list always shows.
 */
export interface MenuNode<T = unknown> {
  permissions?: readonly string[];
  combine?: 'and' | 'or';
  children?: readonly MenuNode<T>[];
  item?: T;
}

export function canSeeEntry(granted: readonly string[], node: MenuNode<unknown>, topLevel: boolean): boolean {
  const required = node.permissions ?? [];
  if (required.length === 0) return true;
  const combine = node.combine ?? (topLevel ? 'or' : 'and');
  return combine === 'or' ? hasAnyPermission(granted, required) : hasAllPermissions(granted, required);
}

/** The menu a user sees: entries they may use; a group with no visible entry is dropped. */
export function filterMenu<T>(granted: readonly string[], nodes: readonly MenuNode<T>[], topLevel = true): MenuNode<T>[] {
  const kept: MenuNode<T>[] = [];
  for (const node of nodes) {
    if (!canSeeEntry(granted, node, topLevel)) continue;
    if (!node.children) {
      kept.push(node);
      continue;
    }
    const children = filterMenu(granted, node.children, false);
    if (children.length > 0) kept.push({ ...node, children });
  }
  return kept;
}
