import { CoreResources, Permission, type Role } from '@backoffice/contracts';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { SessionsService } from '../../platform/auth/sessions.service.js';
import { fieldsOf, type CrudContext, type CrudResource } from '../../platform/crud/crud-resource.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { GrantGuard } from '../grants/grant-guard.service.js';
import { CreateRoleDto, SaveRoleDto } from './role.dto.js';
import { RoleEntity } from './role.entity.js';
import { assertRolesUnlocked, replaceRolePermissions } from './role-permissions.js';
import { clock } from '../../platform/clock/clock.js';

const SELECT = {
  RoleID: 'r.role_id',
  Name: 'r.name',
  FancyName: 'r.fancy_name',
  Type: 'r.type',
  Locked: 'r.locked',
  CustomerID: 'r.customer_id',
  Permissions: `(SELECT coalesce(json_agg(json_build_object('PermissionID', p.permission_id, 'Name', p.name) ORDER BY p.name), '[]'::json)
                   FROM core.role_permissions rp JOIN core.permissions p ON p.permission_id = rp.permission_id WHERE rp.role_id = r.role_id)`,
  PermissionIDs: `ARRAY(SELECT rp.permission_id FROM core.role_permissions rp WHERE rp.role_id = r.role_id ORDER BY rp.permission_id)`,
};

/** The roles a caller in `customerId` sees and may assign: the global catalogue and that customer's own. */
export const VISIBLE_ROLES_SQL = (customer: string) => `(r.customer_id IS NULL OR r.customer_id = ${customer})`;

/**
 * Changing or deleting roles: a global role needs `*`; any role needs every permission it confers
 * or will confer, and every customer of every user who holds it (GrantGuard).
 */
async function assertMayChangeRoles(context: CrudContext, roleIds: readonly number[], newPermissionIds: readonly number[], action: string) {
  const grants = context.get(GrantGuard);
  await grants.lock(context.manager);
  const global = await context.manager.query<{ name: string }[]>(`SELECT name FROM core.roles WHERE role_id = ANY($1) AND customer_id IS NULL ORDER BY name`, [
    roleIds,
  ]);
  if (global.length > 0) {
    grants.assertHolds(
      context.principal,
      [Permission.All],
      `${action} (global roles are shared by every customer: ${global.map((row) => row.name).join(', ')})`,
    );
  }
  const names = [...(await grants.rolePermissionNames(context.manager, roleIds)), ...(await grants.permissionNames(context.manager, newPermissionIds))];
  grants.assertHolds(context.principal, names, action);
  await grants.assertMayChangeRoleHolders(context.manager, context.principal, roleIds, action);
}

/** After the commit: every holder's sessions read their grants again (ids read before a delete took the holders away). */
async function holdersOf(context: CrudContext, roleIds: readonly number[]): Promise<number[]> {
  const rows = await context.manager.query<{ user_id: number }[]>(`SELECT DISTINCT user_id FROM core.user_roles WHERE role_id = ANY($1)`, [roleIds]);
  return rows.map((row) => row.user_id);
}

/**
 * A role is a named set of permissions: global (the installation's catalogue, changed only by
 * holders of `*`) or owned by one customer (seen and changed only there). Nobody makes or changes a
 * role that confers a permission they do not hold, or one whose holders open a customer they do
 * not; only a holder of * locks a role (a locked role, the administrator, is then changed by nobody).
 */
export const rolesResource: CrudResource<RoleEntity, Role> = {
  wire: CoreResources.roles,
  entity: RoleEntity,
  from: 'core.roles r',
  id: { sql: 'r.role_id', property: 'roleId' },
  fields: fieldsOf(SELECT, { RoleID: 'number', Name: 'string', FancyName: 'string', Type: 'string', Locked: 'boolean', CustomerID: 'number' }),
  select: SELECT,
  tenant: { where: (customerId, bind) => VISIBLE_ROLES_SQL(bind(customerId)) },
  dto: { create: CreateRoleDto, save: SaveRoleDto },
  writable: { Name: 'name', FancyName: 'fancyName', Type: 'type', Locked: 'locked' },
  hooks: {
    async beforeCreate(values, body, context) {
      const grants = context.get(GrantGuard);
      if (body.Locked === true) grants.assertHolds(context.principal, [Permission.All], 'Locking a role');
      if (body.Global === true) grants.assertHolds(context.principal, [Permission.All], 'Creating a global role');
      await grants.lock(context.manager);
      grants.assertHolds(context.principal, await grants.permissionNames(context.manager, body.PermissionIDs as number[]), 'Creating this role');
      return { ...values, customerId: body.Global === true ? null : activeCustomerFor(context.principal) };
    },
    async afterCreate(id, body, { manager }) {
      await replaceRolePermissions(manager, id, body.PermissionIDs as number[]);
    },
    async beforeSave(values, body, context) {
      await assertRolesUnlocked(context.manager, [context.id]);
      if (body.Locked === true) context.get(GrantGuard).assertHolds(context.principal, [Permission.All], 'Locking a role');
      await assertMayChangeRoles(context, [context.id], Array.isArray(body.PermissionIDs) ? (body.PermissionIDs as number[]) : [], 'Changing this role');
      return { ...values, updatedAt: clock.now() };
    },
    async afterSave(id, body, context) {
      if (!Array.isArray(body.PermissionIDs)) return;
      await replaceRolePermissions(context.manager, id, body.PermissionIDs as number[]);
      await context.get(GrantGuard).assertAdministratorRemains(context.manager);
      const holders = await holdersOf(context, [id]);
      context.afterCommit(() => context.get(SessionsService).forgetUsers(holders));
    },
    async beforeDelete(ids, context) {
      await assertRolesUnlocked(context.manager, ids);
      await assertMayChangeRoles(context, ids, [], 'Deleting these roles');
      const holders = await holdersOf(context, ids);
      context.afterCommit(() => context.get(SessionsService).forgetUsers(holders));
    },
    async afterDelete(_ids, { manager, get }) {
      await get(GrantGuard).assertAdministratorRemains(manager);
    },
  },
};

/** 400 naming role ids that do not exist or are not visible in the caller's active customer (another customer's role). */
export async function assertAssignableRoleIds(context: Pick<CrudContext, 'manager' | 'principal'>, roleIds: readonly number[]): Promise<void> {
  const unique = [...new Set(roleIds)];
  const known = await context.manager.query<{ role_id: number }[]>(
    `SELECT r.role_id FROM core.roles r WHERE r.role_id = ANY($1) AND ${VISIBLE_ROLES_SQL('$2')}`,
    [unique, activeCustomerFor(context.principal)],
  );
  const missing = unique.filter((id) => !known.some((row) => row.role_id === id));
  if (missing.length > 0) throw AppError.badRequest(`Unknown role ids: ${missing.join(', ')}.`);
}

/** A global role or one of the active customer's is in the caller's view of a user's roles; another customer's role is not. */
export async function roleIdsOutOfView(context: Pick<CrudContext, 'manager' | 'principal'>, roleIds: readonly number[]): Promise<number[]> {
  const rows = await context.manager.query<{ role_id: number }[]>(
    `SELECT r.role_id FROM core.roles r WHERE r.role_id = ANY($1) AND NOT ${VISIBLE_ROLES_SQL('$2')}`,
    [[...roleIds], activeCustomerFor(context.principal)],
  );
  return rows.map((row) => row.role_id);
}
