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

/** Makes exactly these agents the customer's excluded ones. */
export async function replaceExcludedAgents(manager: EntityManager, customerId: number, agentIds: number[]): Promise<void> {
  await manager.query(`DELETE FROM quality.excluded_agents WHERE customer_id = $1 AND NOT (agent_id = ANY($2))`, [customerId, agentIds]);
  await manager.query(`INSERT INTO quality.excluded_agents (customer_id, agent_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`, [
    customerId,
    agentIds,
  ]);
}

/** Those of the ids that are agents of the customer. */
export async function agentIdsOf(manager: EntityManager, customerId: number, agentIds: number[]): Promise<number[]> {
  const rows = await manager.query<{ agent_id: number }[]>(`SELECT agent_id FROM telephony.agents WHERE customer_id = $1 AND agent_id = ANY($2)`, [
    customerId,
    agentIds,
  ]);
  return rows.map((row) => row.agent_id);
}

/** Those of the ids that are call customers (lines) of the customer. */
export async function callCustomerIdsOf(manager: EntityManager, customerId: number, callCustomerIds: number[]): Promise<number[]> {
  const rows = await manager.query<{ call_customer_id: number }[]>(
    `SELECT call_customer_id FROM telephony.call_customers WHERE customer_id = $1 AND call_customer_id = ANY($2)`,
    [customerId, callCustomerIds],
  );
  return rows.map((row) => row.call_customer_id);
}
