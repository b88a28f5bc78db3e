import { Permission } from '@backoffice/contracts';
import { fieldsOf, type CrudResource } from '../../platform/crud/crud-resource.js';
import { CreateRoleDto, SaveRoleDto } from './role.dto.js';
import { RoleEntity } from './role.entity.js';
import { assertRolesUnlocked, replaceRolePermissions } from './role-permissions.js';

const SELECT = {
  RoleID: 'r.role_id',
  Name: 'r.name',
  FancyName: 'r.fancy_name',
  Type: 'r.type',
  Locked: 'r.locked',
  Permissions: `(SELECT coalesce(json_agg(json_build_object('PermissionID', p.permission_id, 'Name', p.name) ORDER BY p.name), '[]'::json)
                   FROM core.role_permissions rp JOIN core.permissions p ON p.permission_id = rp.permission_id WHERE rp.role_id = r.role_id)`,
  PermissionIDs: `ARRAY(SELECT rp.permission_id FROM core.role_permissions rp WHERE rp.role_id = r.role_id ORDER BY rp.permission_id)`,
};

/** Roles are one catalogue for all customers; a role is a named set of permissions. */
export const rolesResource: CrudResource<RoleEntity> = {
  path: 'roles',
  labels: { singular: 'Role', plural: 'Roles' },
  entity: RoleEntity,
  from: 'core.roles r',
  id: { wire: 'RoleID', bulkWire: 'RoleIDs', sql: 'r.role_id', property: 'roleId' },
  fields: fieldsOf(SELECT, { RoleID: 'number', Name: 'string', FancyName: 'string', Type: 'string', Locked: 'boolean' }),
  select: SELECT,
  searchFields: ['Name', 'FancyName'],
  tenant: null,
  permissions: { view: [Permission.CoreRoleView], edit: [Permission.CoreRoleEdit] },
  dto: { create: CreateRoleDto, save: SaveRoleDto },
  writable: { Name: 'name', FancyName: 'fancyName', Type: 'type', Locked: 'locked' },
  hooks: {
    async afterCreate(id, body, { manager }) {
      await replaceRolePermissions(manager, id, body.PermissionIDs as number[]);
    },
    async beforeSave(values, _body, { manager, id }) {
      await assertRolesUnlocked(manager, [id]);
      return { ...values, updatedAt: new Date() };
    },
    async afterSave(id, body, { manager }) {
      if (Array.isArray(body.PermissionIDs)) await replaceRolePermissions(manager, id, body.PermissionIDs as number[]);
    },
    async beforeDelete(ids, { manager }) {
      await assertRolesUnlocked(manager, ids);
    },
  },
};
