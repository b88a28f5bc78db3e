import { Permission } from '@backoffice/contracts';
import { AppConfig } from '../../platform/config/app-config.js';
import { fieldsOf, type CrudResource } from '../../platform/crud/crud-resource.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { GrantGuard } from '../grants/grant-guard.service.js';
import { assertPasswordComplexity, hashPassword, passwordExpiry } from './passwords.js';
import { CreateUserDto, SaveUserDto } from './user.dto.js';
import { UserEntity } from './user.entity.js';

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
};

/** Indexed in the core migration (users_search_trgm_idx); the text must match the index's. */
export const USERS_SEARCH_DOCUMENT = `(u.first_name || chr(31) || u.last_name || chr(31) || u.username || chr(31) || u.email)`;

/**
 * Users belong to customers through core.user_customers; the list shows the active customer's
 * users and a new user joins the active customer. Passwords are hashed here and never answered.
 * Changing or deleting another user needs every permission that user holds (GrantGuard), and
 * the last active administrator can be neither deactivated nor deleted.
 */
export const usersResource: CrudResource<UserEntity> = {
  path: 'users',
  labels: { singular: 'User', plural: 'Users' },
  entity: UserEntity,
  from: 'core.users u',
  id: { wire: 'UserID', bulkWire: 'UserIDs', sql: 'u.user_id', property: 'userId' },
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
  searchFields: ['FirstName', 'LastName', 'Username', 'Email'],
  searchDocument: USERS_SEARCH_DOCUMENT,
  tenant: {
    where: (principal, bind) =>
      `EXISTS (SELECT 1 FROM core.user_customers uc WHERE uc.user_id = u.user_id AND uc.customer_id = ${bind(principal.activeCustomerId)})`,
    async attach(id, customerId, manager) {
      await manager.query(`INSERT INTO core.user_customers (user_id, customer_id) VALUES ($1, $2)`, [id, customerId]);
    },
  },
  permissions: { view: [Permission.CoreUserView], edit: [Permission.CoreUserEdit] },
  dto: { create: CreateUserDto, save: SaveUserDto },
  writable: { FirstName: 'firstName', LastName: 'lastName', Username: 'username', Email: 'email', PhoneNumber: 'phoneNumber', Status: 'status' },
  hooks: {
    async beforeCreate(values, body, { principal, get }) {
      const password = body.Password as string;
      assertPasswordComplexity(password);
      return {
        ...values,
        passwordHash: await hashPassword(password),
        passwordExpires: passwordExpiry(get(AppConfig).passwordMaxAgeDays),
        createdBy: principal.realUserId,
        lastModifiedBy: principal.realUserId,
      };
    },
    async beforeSave(values, body, { principal, get, manager, id }) {
      const grants = get(GrantGuard);
      await grants.lock(manager);
      if (id !== principal.userId && id !== principal.realUserId) await grants.assertOutranks(manager, principal.permissions, [id], 'Changing this user');
      const next: Partial<UserEntity> = { ...values, lastModifiedBy: principal.realUserId, updatedAt: new Date() };
      if (typeof body.Password === 'string') {
        assertPasswordComplexity(body.Password);
        next.passwordHash = await hashPassword(body.Password);
        next.passwordExpires = passwordExpiry(get(AppConfig).passwordMaxAgeDays);
      }
      return next;
    },
    async afterSave(_id, body, { get, manager }) {
      if (body.Status !== undefined && body.Status !== 1) await get(GrantGuard).assertAdministratorRemains(manager);
    },
    async beforeDelete(ids, { principal, get, manager }) {
      if (ids.includes(principal.realUserId) || ids.includes(principal.userId)) {
        throw AppError.conflict('You cannot delete the user you are signed in as.');
      }
      const grants = get(GrantGuard);
      await grants.lock(manager);
      await grants.assertOutranks(manager, principal.permissions, ids, 'Deleting users');
    },
    async afterDelete(_ids, { get, manager }) {
      await get(GrantGuard).assertAdministratorRemains(manager);
    },
  },
};
