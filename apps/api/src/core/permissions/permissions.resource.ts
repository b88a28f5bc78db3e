import { ALL_PERMISSIONS, CoreResources } from '@backoffice/contracts';
import type { EntityManager } from 'typeorm';
import { fieldsOf, type CrudResource } from '../../platform/crud/crud-resource.js';
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

/** Permissions are one catalogue for all customers; names are what the code checks. */
export const permissionsResource: CrudResource<PermissionEntity> = {
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
    async beforeSave(values, _body, { manager, id }) {
      await assertNotBuiltIn(manager, [id]);
      return values;
    },
    async beforeDelete(ids, { manager }) {
      await assertNotBuiltIn(manager, ids);
    },
  },
};
