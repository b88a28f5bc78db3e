import type { EntityManager } from 'typeorm';

/** Whether the call is under evaluation for the customer (its audio may be heard by evaluators). */
export async function isEvaluatedCall(manager: EntityManager, customerId: number, callId: string): Promise<boolean> {
  const rows = await manager.query<unknown[]>(`SELECT 1 FROM quality.call_evaluations WHERE customer_id = $1 AND call_id = $2`, [customerId, callId]);
  return rows.length > 0;
}

/** The customer's agents among these ids that are excluded from sampling. */
export async function excludedAmong(manager: EntityManager, customerId: number, agentIds: number[]): Promise<number[]> {
  const rows = await manager.query<{ agent_id: number }[]>(`SELECT agent_id FROM quality.excluded_agents WHERE customer_id = $1 AND agent_id = ANY($2)`, [
    customerId,
    agentIds,
  ]);
  return rows.map((row) => row.agent_id);
}

/** How many evaluations one run of a sampling job wrote. */
export async function countGenerated(manager: EntityManager, customerId: number, generation: string): Promise<number> {
  const [{ count }] = await manager.query<{ count: number }[]>(
    `SELECT count(*)::int AS count FROM quality.call_evaluations WHERE customer_id = $1 AND generation_job = $2`,
    [customerId, generation],
  );
  return count;
}
