import { CustomerStatus } from '@backoffice/contracts';
import type { EntityManager } from 'typeorm';

/** The customers whose queue the poller reads: those with status active (a job of the installation, no session). */
export async function polledCustomerIds(manager: EntityManager): Promise<number[]> {
  const rows = await manager.query<{ customer_id: number }[]>(`SELECT customer_id FROM core.customers WHERE status = $1 ORDER BY customer_id`, [
    CustomerStatus.Active,
  ]);
  return rows.map((row) => row.customer_id);
}
