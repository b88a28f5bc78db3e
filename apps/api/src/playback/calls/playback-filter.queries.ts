/**
 * The ids a playback filter names that the customer does not have (the resource refuses them).
 * Apart from the calls' queries, which read through the resource: one file importing the other both ways was a cycle.
 */
import type { EntityManager } from 'typeorm';

/** Those of the employee ids that are no agent of the customer. */
export async function unknownEmployeeIds(manager: EntityManager, customerId: number, employeeIds: string[]): Promise<string[]> {
  const known = await manager.query<{ employee_id: string }[]>(
    `SELECT employee_id FROM telephony.agents WHERE customer_id = $1 AND employee_id = ANY($2::text[])`,
    [customerId, employeeIds],
  );
  return [...new Set(employeeIds)].filter((id) => !known.some((row) => row.employee_id === id));
}

/** Those of the call customer ids that are not the customer's. */
export async function unknownCallCustomerIds(manager: EntityManager, customerId: number, callCustomerIds: number[]): Promise<number[]> {
  const known = await manager.query<{ call_customer_id: number }[]>(
    `SELECT call_customer_id FROM telephony.call_customers WHERE customer_id = $1 AND call_customer_id = ANY($2::int[])`,
    [customerId, callCustomerIds],
  );
  return [...new Set(callCustomerIds)].filter((id) => !known.some((row) => row.call_customer_id === id));
}
