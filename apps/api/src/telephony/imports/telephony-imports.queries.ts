import { WILDCARD_PERMISSION } from '@backoffice/contracts';
import type { EntityManager } from 'typeorm';
import type { Principal } from '../../platform/auth/principal.js';

/** Whether a customer exists and the user may import for it: a holder of `*` every existing one, others their own. */
export async function importableCustomer(db: EntityManager, principal: Principal, customerId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM core.customers c WHERE c.customer_id = $1
       AND ($2 OR EXISTS (SELECT 1 FROM core.user_customers uc WHERE uc.customer_id = c.customer_id AND uc.user_id = $3))`,
    [customerId, principal.permissions.includes(WILDCARD_PERMISSION), principal.userId],
  );
  return rows.length > 0;
}
