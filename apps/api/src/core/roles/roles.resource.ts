import { CoreResources, Permission } from '@backoffice/contracts';
import { fieldsOf, type CrudContext, type CrudResource } from '../../platform/crud/crud-resource.js';
import { GrantGuard } from '../grants/grant-guard.service.js';
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

/** A role's permissions and the ones a save would give it must all be the caller's own. */
async function assertCallerHoldsRoles(context: CrudContext, roleIds: readonly number[], newPermissionIds: readonly number[], action: string) {
  const grants = context.get(GrantGuard);
  await grants.lock(context.manager);
  const names = [...(await grants.rolePermissionNames(context.manager, roleIds)), ...(await grants.permissionNames(context.manager, newPermissionIds))];
  grants.assertHolds(context.principal, names, action);
}

/**
 * Roles are one catalogue for all customers; a role is a named set of permissions. Nobody makes
 * or changes a role that confers a permission they do not hold; only a holder of * locks a role
 * (a locked role, the administrator, can then be changed by nobody).
 */
export const rolesResource: CrudResource<RoleEntity> = {
  wire: CoreResources.roles,
  entity: RoleEntity,
  from: 'core.roles r',
  id: { sql: 'r.role_id', property: 'roleId' },
  fields: fieldsOf(SELECT, { RoleID: 'number', Name: 'string', FancyName: 'string', Type: 'string', Locked: 'boolean' }),
  select: SELECT,
  tenant: null,
  dto: { create: CreateRoleDto, save: SaveRoleDto },
  writable: { Name: 'name', FancyName: 'fancyName', Type: 'type', Locked: 'locked' },
  hooks: {
    async beforeCreate(values, body, context) {
      if (body.Locked === true) context.get(GrantGuard).assertHolds(context.principal, [Permission.All], 'Locking a role');
      await assertCallerHoldsRoles(context, [], body.PermissionIDs as number[], 'Creating this role');
      return values;
    },
    async afterCreate(id, body, { manager }) {
      await replaceRolePermissions(manager, id, body.PermissionIDs as number[]);
    },
    async beforeSave(values, body, context) {
      await assertRolesUnlocked(context.manager, [context.id]);
      if (body.Locked === true) context.get(GrantGuard).assertHolds(context.principal, [Permission.All], 'Locking a role');
      await assertCallerHoldsRoles(context, [context.id], Array.isArray(body.PermissionIDs) ? (body.PermissionIDs as number[]) : [], 'Changing this role');
      return { ...values, updatedAt: new Date() };
    },
    async afterSave(id, body, { manager, get }) {
      if (!Array.isArray(body.PermissionIDs)) return;
      await replaceRolePermissions(manager, id, body.PermissionIDs as number[]);
      await get(GrantGuard).assertAdministratorRemains(manager);
    },
    async beforeDelete(ids, context) {
      await assertRolesUnlocked(context.manager, ids);
      await assertCallerHoldsRoles(context, ids, [], 'Deleting these roles');
    },
    async afterDelete(_ids, { manager, get }) {
      await get(GrantGuard).assertAdministratorRemains(manager);
    },
  },
};
