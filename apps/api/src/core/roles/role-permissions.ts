import type { EntityManager } from 'typeorm';
import { AppError } from '../../platform/rpc/app-error.js';

/** Replaces a role's permissions; every id must name an existing permission. */
export async function replaceRolePermissions(manager: EntityManager, roleId: number, permissionIds: readonly number[]): Promise<void> {
  const unique = [...new Set(permissionIds)];
  const known = await manager.query<{ permission_id: number }[]>(`SELECT permission_id FROM core.permissions WHERE permission_id = ANY($1)`, [unique]);
  const missing = unique.filter((id) => !known.some((row) => row.permission_id === id));
  if (missing.length > 0) throw AppError.badRequest(`Unknown permission ids: ${missing.join(', ')}.`);
  await manager.query(`DELETE FROM core.role_permissions WHERE role_id = $1`, [roleId]);
  await manager.query(`INSERT INTO core.role_permissions (role_id, permission_id) SELECT $1, unnest($2::int[])`, [roleId, unique]);
}

/** A locked role is part of the installation: it cannot be changed or deleted. */
export async function assertRolesUnlocked(manager: EntityManager, roleIds: readonly number[]): Promise<void> {
  const locked = await manager.query<{ name: string }[]>(`SELECT name FROM core.roles WHERE role_id = ANY($1) AND locked ORDER BY name`, [roleIds]);
  if (locked.length > 0) throw AppError.conflict(`Locked roles cannot be changed or deleted: ${locked.map((row) => row.name).join(', ')}.`);
}
