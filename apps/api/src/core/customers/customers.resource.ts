import { CoreResources, WILDCARD_PERMISSION, type Customer } from '@backoffice/contracts';
import { fieldsOf, type CrudResource } from '../../platform/crud/crud-resource.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { SessionsService } from '../../platform/auth/sessions.service.js';
import type { EntityManager } from 'typeorm';
import { CreateCustomerDto, SaveCustomerDto } from './customer.dto.js';
import { CustomerEntity } from './customer.entity.js';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { clock } from '../../platform/clock/clock.js';

async function usersOf(manager: EntityManager, customerIds: readonly number[]): Promise<number[]> {
  const rows = await manager.query<{ user_id: number }[]>(`SELECT DISTINCT user_id FROM core.user_customers WHERE customer_id = ANY($1)`, [customerIds]);
  return rows.map((row) => row.user_id);
}

const SELECT = { CustomerID: 'c.customer_id', Name: 'c.name', Status: 'c.status', Country: 'c.country', TimeZone: 'c.time_zone' };

/**
 * Customers are the tenants. A user sees the customers they belong to (a holder of `*` sees
 * all); a customer they create is theirs at once. The active customer cannot be deleted. Each
 * has a time zone (IANA name): its local days and the local times of its PBX exports.
 */
export const customersResource: CrudResource<CustomerEntity, Customer> = {
  wire: CoreResources.customers,
  entity: CustomerEntity,
  from: 'core.customers c',
  id: { sql: 'c.customer_id', property: 'customerId' },
  fields: fieldsOf(SELECT, { CustomerID: 'number', Name: 'string', Status: 'number', Country: 'string', TimeZone: 'string' }),
  select: SELECT,
  tenant: {
    where: (_customerId, bind, principal) =>
      principal.permissions.includes(WILDCARD_PERMISSION)
        ? 'TRUE'
        : `EXISTS (SELECT 1 FROM core.user_customers uc WHERE uc.customer_id = c.customer_id AND uc.user_id = ${bind(principal.userId)})`,
  },
  dto: { create: CreateCustomerDto, save: SaveCustomerDto },
  writable: { Name: 'name', Status: 'status', Country: 'country', TimeZone: 'timeZone' },
  hooks: {
    async afterCreate(id, _body, { principal, manager, get, afterCommit }) {
      await manager.query(`INSERT INTO core.user_customers (user_id, customer_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [principal.userId, id]);
      afterCommit(() => get(SessionsService).forgetUsers([principal.userId]));
    },
    async beforeSave(values, _body, { manager, id, get, afterCommit }) {
      // Its users' sessions carry its time zone and status: they read them again.
      const users = await usersOf(manager, [id]);
      afterCommit(() => get(SessionsService).forgetUsers(users));
      return { ...values, updatedAt: clock.now() };
    },
    async beforeDelete(ids, { principal, manager, get, afterCommit }) {
      if (ids.includes(activeCustomerFor(principal))) {
        throw AppError.conflict('The active customer cannot be deleted. Switch to another customer first.');
      }
      // Sessions acting in a deleted customer end; its other users' sessions lose it from their list.
      const [ended] = await manager.query<[{ session_id: string }[], number]>(
        `UPDATE core.sessions SET revoked_at = now() WHERE active_customer_id = ANY($1) AND revoked_at IS NULL RETURNING session_id`,
        [ids],
      );
      const users = await usersOf(manager, ids);
      afterCommit(async () => {
        const sessions = get(SessionsService);
        await sessions.forget(
          ended.map((row) => row.session_id),
          'The customer you were working in was deleted. Please sign in again.',
        );
        await sessions.forgetUsers(users);
      });
    },
  },
};
