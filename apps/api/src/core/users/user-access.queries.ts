import type { PermissionRecord } from '@backoffice/contracts';
import type { EntityManager } from 'typeorm';

export function listUserRoles(manager: EntityManager, userId: number): Promise<{ RoleID: number; Name: string; FancyName: string }[]> {
  return manager.query(
    `SELECT r.role_id AS "RoleID", r.name AS "Name", r.fancy_name AS "FancyName"
       FROM core.user_roles ur JOIN core.roles r ON r.role_id = ur.role_id
      WHERE ur.user_id = $1 ORDER BY r.name`,
    [userId],
  );
}

export function listUserPermissions(manager: EntityManager, userId: number, list: 'included' | 'excluded'): Promise<PermissionRecord[]> {
  // `list` is one of two literals, never user text.
  return manager.query(
    `SELECT p.permission_id AS "PermissionID", p.name AS "Name"
       FROM core.user_${list === 'included' ? 'included' : 'excluded'}_permissions x
       JOIN core.permissions p ON p.permission_id = x.permission_id
      WHERE x.user_id = $1 ORDER BY p.name`,
    [userId],
  );
}
