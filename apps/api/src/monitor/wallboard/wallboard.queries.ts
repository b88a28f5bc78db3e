import { CustomerStatus } from '@backoffice/contracts';
import type { DirectoryAgent, QueueCallGroup } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';

/** A customer's wallboard scope: its queues (PBX queue name → the routing exten the figures use) and its agents' PBX members. */
export interface WallboardScope {
  customerId: number;
  timeZone: string;
  queues: { queueName: string; queue: string; name: string }[];
  members: string[];
}

/** Every active customer's scope (the floor keeper watches these; a job of the installation, no session). */
export async function wallboardScopes(db: EntityManager): Promise<WallboardScope[]> {
  const rows = await db.query<{ customer_id: number; time_zone: string; queues: WallboardScope['queues'] | null; members: string[] | null }[]>(
    `SELECT c.customer_id, c.time_zone,
            (SELECT json_agg(json_build_object('queueName', q.queue_name, 'queue', q.routing_exten, 'name', q.name) ORDER BY q.routing_exten, q.name)
               FROM telephony.call_customers q WHERE q.customer_id = c.customer_id) AS queues,
            (SELECT array_agg(a.pbx_member ORDER BY a.pbx_member) FROM telephony.agents a WHERE a.customer_id = c.customer_id AND a.pbx_member IS NOT NULL) AS members
       FROM core.customers c WHERE c.status = $1 ORDER BY c.customer_id`,
    [CustomerStatus.Active],
  );
  return rows.map((row) => ({ customerId: row.customer_id, timeZone: row.time_zone, queues: row.queues ?? [], members: row.members ?? [] }));
}

/** One customer's scope (the load call of a customer the keeper has not watched yet). */
export async function wallboardScopeOf(db: EntityManager, customerId: number): Promise<Omit<WallboardScope, 'timeZone'>> {
  const queues = await db.query<WallboardScope['queues']>(
    `SELECT queue_name AS "queueName", routing_exten AS queue, name FROM telephony.call_customers WHERE customer_id = $1 ORDER BY routing_exten, name`,
    [customerId],
  );
  return { customerId, queues, members: [] };
}

/**
 * Today's calls of the customer (started in [from, to), the customer's day) per queue (routing
 * exten, as the ACD report and the service levels name it), how they ended and their wait: the
 * raw rows the figures are counted from, grouped so a busy day is a few hundred groups.
 */
export function todaysCallGroups(db: EntityManager, customerId: number, day: { from: Date; to: Date }): Promise<QueueCallGroup[]> {
  return db.query(
    `SELECT c.routing_exten AS queue, c.answered, c.lost,
            coalesce(c.wait_routing_seconds, 0) + coalesce(c.wait_agent_seconds, 0) AS "waitSeconds",
            count(*)::int AS calls, coalesce(sum(c.talk_seconds) FILTER (WHERE c.answered), 0)::float8 AS "talkSeconds"
       FROM telephony.calls c
      WHERE c.customer_id = $1 AND c.started_at >= $2 AND c.started_at < $3
      GROUP BY 1, 2, 3, 4`,
    [customerId, day.from, day.to],
  );
}

/** The customer's agents by name, with their PBX member and the calls they answered today. */
export function wallboardAgents(db: EntityManager, customerId: number, day: { from: Date; to: Date }): Promise<DirectoryAgent[]> {
  return db.query(
    `SELECT a.agent_id AS "agentId",
            coalesce(nullif(trim(a.first_name || ' ' || a.last_name), ''), a.username) AS name,
            a.pbx_member AS "pbxMember",
            (SELECT count(*)::int FROM telephony.calls c
              WHERE c.customer_id = a.customer_id AND c.agent_id = a.agent_id AND c.answered AND c.started_at >= $2 AND c.started_at < $3) AS "callsToday"
       FROM telephony.agents a
      WHERE a.customer_id = $1
      ORDER BY 2, a.agent_id`,
    [customerId, day.from, day.to],
  );
}
