import { Permission, WILDCARD_PERMISSION, type Customer } from '@backoffice/contracts';
import { hasPermission } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';
import type { Principal } from '../../platform/auth/principal.js';
import { AppError } from '../../platform/rpc/app-error.js';

/**
 * A user's customers, as the user form assigns them (holders of core_customer_view). The caller
 * works with the customers they may see (all with `*`, else their own); the user keeps the others.
 */

/** The user's customers the caller may see. */
export function visibleCustomersOf(manager: EntityManager, principal: Principal, userId: number): Promise<Customer[]> {
  return manager.query<Customer[]>(
    `SELECT c.customer_id AS "CustomerID", c.name AS "Name", c.status AS "Status", c.country AS "Country", c.time_zone AS "TimeZone"
       FROM core.customers c JOIN core.user_customers uc ON uc.customer_id = c.customer_id AND uc.user_id = $1
      WHERE $2::boolean OR c.customer_id = ANY($3::int[])
      ORDER BY c.name, c.customer_id`,
    [userId, principal.permissions.includes(WILDCARD_PERMISSION), principal.customerIds],
  );
}

/** Refuses a customer list from a caller without core_customer_view or naming a customer they may not see (404, as an unknown one). */
export async function assertAssignableCustomers(manager: EntityManager, principal: Principal, customerIds: readonly number[]): Promise<void> {
  if (!hasPermission(principal.permissions, Permission.CoreCustomerView)) {
    throw AppError.forbidden(`Assigning customers needs ${Permission.CoreCustomerView}.`);
  }
  const unique = [...new Set(customerIds)];
  const rows = await manager.query<{ customer_id: number }[]>(
    `SELECT customer_id FROM core.customers WHERE customer_id = ANY($1::int[]) AND ($2::boolean OR customer_id = ANY($3::int[]))`,
    [unique, principal.permissions.includes(WILDCARD_PERMISSION), principal.customerIds],
  );
  const missing = unique.filter((id) => !rows.some((row) => row.customer_id === id));
  if (missing.length > 0) throw AppError.notFound(`Customer ${missing.join(', ')} was not found.`);
}

/**
 * Sets the user's customers the caller may see to `customerIds` (checked with assertAssignableCustomers);
 * the user keeps customers the caller may not see, and loses the roles those it leaves own.
 * Inside the save's transaction; answers the customers taken away.
 */
export async function replaceVisibleCustomers(manager: EntityManager, principal: Principal, userId: number, customerIds: readonly number[]): Promise<number[]> {
  // TypeORM answers a DELETE … RETURNING with [rows, affected].
  const [removed] = await manager.query<[{ customer_id: number }[], number]>(
    `DELETE FROM core.user_customers WHERE user_id = $1 AND customer_id <> ALL($2::int[]) AND ($3::boolean OR customer_id = ANY($4::int[]))
     RETURNING customer_id`,
    [userId, [...new Set(customerIds)], principal.permissions.includes(WILDCARD_PERMISSION), principal.customerIds],
  );
  const removedIds = removed.map((row) => row.customer_id);
  if (removedIds.length > 0) {
    await manager.query(
      `DELETE FROM core.user_roles ur USING core.roles r WHERE ur.user_id = $1 AND r.role_id = ur.role_id AND r.customer_id = ANY($2::int[])`,
      [userId, removedIds],
    );
  }
  await addCustomers(manager, userId, customerIds);
  return removedIds;
}

export async function addCustomers(manager: EntityManager, userId: number, customerIds: readonly number[]): Promise<void> {
  await manager.query(`INSERT INTO core.user_customers (user_id, customer_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`, [
    userId,
    [...new Set(customerIds)],
  ]);
}
