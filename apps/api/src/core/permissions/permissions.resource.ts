import { ALL_PERMISSIONS, CoreResources, type PermissionRecord } from '@backoffice/contracts';
import type { EntityManager } from 'typeorm';
import { customersNotHeld } from '@backoffice/domain';
import { SessionsService } from '../../platform/auth/sessions.service.js';
import { fieldsOf, type CrudContext, type CrudResource } from '../../platform/crud/crud-resource.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { CreatePermissionDto, SavePermissionDto } from './permission.dto.js';
import { PermissionEntity } from './permission.entity.js';

const SELECT = { PermissionID: 'p.permission_id', Name: 'p.name' };

/**
 * The product checks its built-in permissions by name: renaming or deleting one (above all `*`)
 * would silently unlink it from every role that grants it, so they are fixed; permissions an
 * administrator created may be renamed and deleted.
 */
async function assertNotBuiltIn(manager: EntityManager, ids: readonly number[]): Promise<void> {
  const rows = await manager.query<{ name: string }[]>(`SELECT name FROM core.permissions WHERE permission_id = ANY($1) AND name = ANY($2) ORDER BY name`, [
    ids,
    [...ALL_PERMISSIONS],
  ]);
  if (rows.length > 0) {
    throw AppError.conflict(
      `Built-in permissions cannot be renamed or deleted (the product checks them by name): ${rows.map((row) => `'${row.name}'`).join(', ')}.`,
    );
  }
}

/**
 * A permission's name is part of what its holders (through roles or given to them) can do: the
 * caller must hold every customer of every holder, as for changing a role or a user.
 */
async function assertMayChangeHolders(context: CrudContext, permissionIds: readonly number[], action: string): Promise<void> {
  const rows = await context.manager.query<{ customer_id: number }[]>(
    `SELECT DISTINCT uc.customer_id
       FROM core.user_customers uc
      WHERE uc.user_id IN (SELECT ur.user_id FROM core.user_roles ur JOIN core.role_permissions rp ON rp.role_id = ur.role_id WHERE rp.permission_id = ANY($1)
                           UNION SELECT x.user_id FROM core.user_included_permissions x WHERE x.permission_id = ANY($1)
                           UNION SELECT x.user_id FROM core.user_excluded_permissions x WHERE x.permission_id = ANY($1))`,
    [permissionIds],
  );
  const missing = customersNotHeld(
    context.principal,
    rows.map((row) => row.customer_id),
  );
  if (missing.length > 0) throw AppError.forbidden(`${action}: it is held by users of customers you do not hold (${missing.join(', ')}).`);
}

/** Permissions are one catalogue for all customers; names are what the code checks. */
export const permissionsResource: CrudResource<PermissionEntity, PermissionRecord> = {
  wire: CoreResources.permissions,
  entity: PermissionEntity,
  from: 'core.permissions p',
  id: { sql: 'p.permission_id', property: 'permissionId' },
  fields: fieldsOf(SELECT, { PermissionID: 'number', Name: 'string' }),
  select: SELECT,
  tenant: null,
  dto: { create: CreatePermissionDto, save: SavePermissionDto },
  writable: { Name: 'name' },
  hooks: {
    async beforeSave(values, _body, context) {
      await assertNotBuiltIn(context.manager, [context.id]);
      await assertMayChangeHolders(context, [context.id], 'Renaming this permission');
      context.afterCommit(() => context.get(SessionsService).forgetAll());
      return values;
    },
    async beforeDelete(ids, context) {
      await assertNotBuiltIn(context.manager, ids);
      await assertMayChangeHolders(context, ids, 'Deleting these permissions');
      context.afterCommit(() => context.get(SessionsService).forgetAll());
    },
  },
};
