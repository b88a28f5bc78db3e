import { Permission } from '@backoffice/contracts';
import { hasAnyPermission } from '@backoffice/domain';
import { createContext, useContext } from 'react';
import type { AdminArea } from '../shared/area';
import { useSession } from './session';

export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'clone' | 'export' | string;

/** Which permissions open which action of a resource (any one of them). */
export interface AccessRule {
  view: readonly string[];
  edit: readonly string[];
  create?: readonly string[];
}

/**
 * The policy of the given areas: each resource's declared view and edit permissions (the ones
 * the server checks), pages the legacy client opened with other permissions, and the areas'
 * rules for parts of screens (spec part 1 section 6).
 */
export function accessPolicy(areas: readonly AdminArea[]): ReadonlyMap<string, AccessRule> {
  const policy = new Map<string, AccessRule>();
  for (const area of areas) {
    for (const { wire, pagePermissions } of area.resources) {
      const { view, edit } = wire.permissions;
      policy.set(wire.name, {
        view,
        edit: [...edit, ...(pagePermissions?.edit ?? [])],
        create: pagePermissions?.create ? [...edit, ...pagePermissions.create] : undefined,
      });
    }
    for (const [name, rule] of Object.entries(area.access ?? {})) policy.set(name, rule);
  }
  return policy;
}

/**
 * canAccess as a pure rule over a permission list (`*` grants all): viewing actions need a view
 * permission, changing actions an edit permission.
 */
export function canAccessWith(policy: ReadonlyMap<string, AccessRule>, granted: readonly string[], resource: string, action: Action): boolean {
  if (granted.includes(Permission.All)) return true;
  const rule = policy.get(resource);
  if (!rule) return false;
  if (action === 'list' || action === 'show' || action === 'export') return hasAnyPermission(granted, rule.view);
  if (action === 'create' && rule.create) return hasAnyPermission(granted, rule.create);
  return hasAnyPermission(granted, rule.edit);
}

/** The policy of the areas App.tsx registers, for screens that hide what the user may not open. */
export const AccessPolicyContext = createContext<ReadonlyMap<string, AccessRule>>(new Map());

/** Whether the signed-in user may take the action on the resource (the authProvider's canAccess, synchronously). */
export function useCanAccessNow(resource: string, action: Action): boolean {
  const policy = useContext(AccessPolicyContext);
  const session = useSession();
  return canAccessWith(policy, session?.permissions ?? [], resource, action);
}
