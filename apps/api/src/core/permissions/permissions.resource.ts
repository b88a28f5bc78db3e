import { Permission } from '@backoffice/contracts';
import { fieldsOf, type CrudResource } from '../../platform/crud/crud-resource.js';
import { CreatePermissionDto, SavePermissionDto } from './permission.dto.js';
import { PermissionEntity } from './permission.entity.js';

const SELECT = { PermissionID: 'p.permission_id', Name: 'p.name' };

/** Permissions are one catalogue for all customers; names are what the code checks. */
export const permissionsResource: CrudResource<PermissionEntity> = {
  path: 'permissions',
  labels: { singular: 'Permission', plural: 'Permissions' },
  entity: PermissionEntity,
  from: 'core.permissions p',
  id: { wire: 'PermissionID', bulkWire: 'PermissionIDs', sql: 'p.permission_id', property: 'permissionId' },
  fields: fieldsOf(SELECT, { PermissionID: 'number', Name: 'string' }),
  select: SELECT,
  searchFields: ['Name'],
  tenant: null,
  permissions: { view: [Permission.CorePermissionView], edit: [Permission.CorePermissionEdit] },
  dto: { create: CreatePermissionDto, save: SavePermissionDto },
  writable: { Name: 'name' },
};
