import type { ExcludedAgent, QualityAgent, QualityCallCustomer } from '@backoffice/contracts';
import type { EntityManager } from 'typeorm';

/** The customer's agents, by name, as the spec's client reads them (CallcenterUser[0].Username). */
export async function listAgents(manager: EntityManager, customerId: number): Promise<QualityAgent[]> {
  const rows = await manager.query<{ agent_id: number; first_name: string; last_name: string; username: string }[]>(
    `SELECT agent_id, first_name, last_name, username FROM telephony.agents WHERE customer_id = $1 ORDER BY lower(last_name), lower(first_name), agent_id`,
    [customerId],
  );
  return rows.map((row) => ({ ID: row.agent_id, FirstName: row.first_name, LastName: row.last_name, CallcenterUser: [{ Username: row.username }] }));
}

export async function listCallCustomers(manager: EntityManager, customerId: number): Promise<QualityCallCustomer[]> {
  const rows = await manager.query<{ call_customer_id: number; name: string }[]>(
    `SELECT call_customer_id, name FROM telephony.call_customers WHERE customer_id = $1 ORDER BY lower(name), call_customer_id`,
    [customerId],
  );
  return rows.map((row) => ({ CallCustomerID: row.call_customer_id, Name: row.name }));
}

export async function listExcludedAgents(manager: EntityManager, customerId: number): Promise<ExcludedAgent[]> {
  const rows = await manager.query<{ agent_id: number }[]>(`SELECT agent_id FROM quality.excluded_agents WHERE customer_id = $1 ORDER BY agent_id`, [
    customerId,
  ]);
  return rows.map((row) => ({ AgentID: row.agent_id }));
}
