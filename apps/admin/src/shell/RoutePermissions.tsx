import type { ReactNode } from 'react';
import { AccessDenied } from 'react-admin';
import { canSeeEntry } from '@backoffice/domain';
import { useSession } from '../providers/session';
import type { AreaRoute } from '../shared/area';

/** Whether a user holding `granted` may open the page (its permissions read as a menu entry's). */
export function mayOpenRoute(granted: readonly string[], route: Pick<AreaRoute, 'permissions' | 'combine'>): boolean {
  return canSeeEntry(granted, { permissions: route.permissions, combine: route.combine }, false);
}

/** An area's page, or react-admin's access-denied page for a user without its permissions. */
export function RoutePermissions({ route, children }: { route: Pick<AreaRoute, 'permissions' | 'combine'>; children: ReactNode }) {
  const session = useSession();
  return mayOpenRoute(session?.permissions ?? [], route) ? children : <AccessDenied />;
}
