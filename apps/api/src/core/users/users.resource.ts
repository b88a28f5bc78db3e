import { CoreResources, Permission, type User } from '@backoffice/contracts';
import { LoginRateLimiter } from '../../platform/auth/login-rate-limiter.js';
import { SessionsService } from '../../platform/auth/sessions.service.js';
import { AppConfig } from '../../platform/config/app-config.js';
import { fieldsOf, type CrudResource } from '../../platform/crud/crud-resource.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { GrantGuard } from '../grants/grant-guard.service.js';
import type { Principal } from '../../platform/auth/principal.js';
import { hasPermission } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';
import { addCustomers, assertAssignableCustomers, replaceVisibleCustomers } from './user-customers.js';
import { assertPasswordComplexity, hashPassword, passwordExpiry } from './passwords.js';
import { CreateUserDto, SaveUserDto } from './user.dto.js';
import { UserEntity } from './user.entity.js';
import { assertAssignableRoleIds } from '../roles/roles.resource.js';
import { clock } from '../../platform/clock/clock.js';

const SELECT = {
  UserID: 'u.user_id',
  FirstName: 'u.first_name',
  LastName: 'u.last_name',
  Username: 'u.username',
  Email: 'u.email',
  PhoneNumber: 'u.phone_number',
  Status: 'u.status',
  CreatedBy: 'u.created_by',
  LastModifiedBy: 'u.last_modified_by',
  PasswordExpires: 'u.password_expires',
  // For the list's Roles column: ten index lookups on a page of ten.
  Roles: `(SELECT string_agg(r.fancy_name, ', ' ORDER BY r.fancy_name) FROM core.user_roles ur JOIN core.roles r ON r.role_id = ur.role_id WHERE ur.user_id = u.user_id)`,
};

/** Indexed in the core migration (users_search_trgm_idx); the text must match the index's. */
export const USERS_SEARCH_DOCUMENT = `(u.first_name || chr(31) || u.last_name || chr(31) || u.username || chr(31) || u.email)`;

/** Roles of a new user: core_role_edit, roles the active customer sees, and only permissions the caller holds (as users/roles/bulk_save). */
async function assertAssignableRoles(manager: EntityManager, principal: Principal, grants: GrantGuard, roleIds: readonly number[]): Promise<void> {
  if (roleIds.length === 0) return;
  if (!hasPermission(principal.permissions, Permission.CoreRoleEdit)) throw AppError.forbidden(`Assigning roles needs ${Permission.CoreRoleEdit}.`);
  await assertAssignableRoleIds({ manager, principal }, roleIds);
  grants.assertHolds(principal, await grants.rolePermissionNames(manager, [...new Set(roleIds)]), 'Assigning these roles');
}

/** What the sockets of a user's ended sessions are told. */
const USER_SESSION_ENDED = {
  customerRemoved: 'Your access to this customer was removed. Please sign in again.',
  passwordChanged: 'Your password was changed. Please sign in again.',
  deactivated: 'Your account was deactivated.',
  deleted: 'The user of this session was deleted.',
};

/**
 * Users belong to customers through core.user_customers; the list shows the active customer's
 * users and a new user joins the active customer. Passwords are hashed here and never answered.
 * Changing or deleting another user needs every permission that user holds (GrantGuard), and
 * the last active administrator can be neither deactivated nor deleted. A loaded user tells
 * whether sign-in is locked (SignInLocked); sign-in-lock.controller.ts lifts the lock.
 */
// SignInLocked is held in Redis, added by afterLoad.
export const usersResource: CrudResource<UserEntity, Omit<User, 'SignInLocked'>> = {
  wire: CoreResources.users,
  entity: UserEntity,
  from: 'core.users u',
  id: { sql: 'u.user_id', property: 'userId' },
  fields: fieldsOf(SELECT, {
    UserID: 'number',
    FirstName: 'string',
    LastName: 'string',
    Username: 'string',
    Email: 'string',
    Status: 'number',
    PasswordExpires: 'date',
  }),
  select: SELECT,
  searchDocument: USERS_SEARCH_DOCUMENT,
  tenant: {
    where: (customerId, bind) => `EXISTS (SELECT 1 FROM core.user_customers uc WHERE uc.user_id = u.user_id AND uc.customer_id = ${bind(customerId)})`,
    async attach(id, customerId, manager) {
      await manager.query(`INSERT INTO core.user_customers (user_id, customer_id) VALUES ($1, $2)`, [id, customerId]);
    },
  },
  dto: { create: CreateUserDto, save: SaveUserDto },
  writable: { FirstName: 'firstName', LastName: 'lastName', Username: 'username', Email: 'email', PhoneNumber: 'phoneNumber', Status: 'status' },
  hooks: {
    async beforeCreate(values, body, { principal, get, manager }) {
      const password = body.Password as string;
      assertPasswordComplexity(password);
      if (Array.isArray(body.CustomerIDs)) await assertAssignableCustomers(manager, principal, body.CustomerIDs as number[]);
      if (Array.isArray(body.RoleIDs)) await assertAssignableRoles(manager, principal, get(GrantGuard), body.RoleIDs as number[]);
      return {
        ...values,
        passwordHash: await hashPassword(password),
        passwordExpires: passwordExpiry(get(AppConfig).passwordMaxAgeDays),
        createdBy: principal.realUserId,
        lastModifiedBy: principal.realUserId,
      };
    },
    async afterCreate(id, body, { manager }) {
      // The active customer was joined by the tenant scope; the chosen customers come on top.
      if (Array.isArray(body.CustomerIDs)) await addCustomers(manager, id, body.CustomerIDs as number[]);
      if (Array.isArray(body.RoleIDs) && body.RoleIDs.length > 0) {
        await manager.query(`INSERT INTO core.user_roles (user_id, role_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`, [
          id,
          [...new Set(body.RoleIDs)],
        ]);
      }
    },
    async beforeSave(values, body, { principal, get, manager, id, afterCommit }) {
      const grants = get(GrantGuard);
      const sessions = get(SessionsService);
      let passwordHash: string | undefined;
      if (typeof body.Password === 'string') {
        assertPasswordComplexity(body.Password);
        // Hashed before the lock: the hash takes tens of milliseconds, which no other change should wait for.
        passwordHash = await hashPassword(body.Password);
      }
      // Customers and status change what the user may do (and who is left to administer); the rest only needs the check to hold.
      await grants.lock(manager, Array.isArray(body.CustomerIDs) || body.Status !== undefined ? 'exclusive' : 'shared');
      if (id !== principal.userId && id !== principal.realUserId) await grants.assertMayChangeUsers(manager, principal, [id], 'Changing this user');
      // Sessions this change ends, and why: their tokens fail on the next call, their sockets close.
      const ended: { ids: string[]; reason: string }[] = [];
      if (Array.isArray(body.CustomerIDs)) {
        await assertAssignableCustomers(manager, principal, body.CustomerIDs as number[]);
        const removed = await replaceVisibleCustomers(manager, principal, id, body.CustomerIDs as number[]);
        if (removed.length > 0) {
          ended.push({ ids: await sessions.revokeUserSessions(manager, id, { activeIn: removed }), reason: USER_SESSION_ENDED.customerRemoved });
        }
      }
      const next: Partial<UserEntity> = { ...values, lastModifiedBy: principal.realUserId, updatedAt: clock.now() };
      if (passwordHash !== undefined) {
        next.passwordHash = passwordHash;
        next.passwordExpires = passwordExpiry(get(AppConfig).passwordMaxAgeDays);
        // Whoever changes a password ends the user's other sessions; one's own change keeps the session it was made in.
        ended.push({
          ids: await sessions.revokeUserSessions(manager, id, { exceptSessionId: principal.sessionId }),
          reason: USER_SESSION_ENDED.passwordChanged,
        });
      }
      if (body.Status !== undefined && body.Status !== 1) {
        ended.push({ ids: await sessions.revokeUserSessions(manager, id), reason: USER_SESSION_ENDED.deactivated });
      }
      afterCommit(async () => {
        for (const { ids, reason } of ended) await sessions.forget(ids, reason);
        await sessions.forgetUsers([id]);
      });
      return next;
    },
    async afterSave(_id, body, { get, manager }) {
      if (body.Status !== undefined && body.Status !== 1) await get(GrantGuard).assertAdministratorRemains(manager);
    },
    async beforeDelete(ids, { principal, get, manager, afterCommit }) {
      if (ids.includes(principal.realUserId) || ids.includes(principal.userId)) {
        throw AppError.conflict('You cannot delete the user you are signed in as.');
      }
      const grants = get(GrantGuard);
      await grants.lock(manager);
      await grants.assertMayChangeUsers(manager, principal, ids, 'Deleting users');
      // The session rows go with the users (ON DELETE CASCADE); their tokens and sockets must go too.
      const sessions = await manager.query<{ session_id: string }[]>(
        `SELECT session_id FROM core.sessions WHERE (user_id = ANY($1) OR support_user_id = ANY($1)) AND revoked_at IS NULL`,
        [ids],
      );
      afterCommit(() =>
        get(SessionsService).forget(
          sessions.map((row) => row.session_id),
          USER_SESSION_ENDED.deleted,
        ),
      );
    },
    async afterDelete(_ids, { get, manager }) {
      await get(GrantGuard).assertAdministratorRemains(manager);
    },
    // Read from Redis per loaded user; the list does not carry it (a page would cost a lookup per row).
    async afterLoad(row, { get }) {
      return { ...row, SignInLocked: await get(LoginRateLimiter).isLocked(String(row.Username)) };
    },
  },
};
