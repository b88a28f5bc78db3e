import type { LunchBreakEntry, LunchPlan } from '@backoffice/contracts';
import { isoWeekday } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';

/**
 * The plan of one of the customer's days: every agent not left out of the plan, sorted by user
 * name, with the first lunch break of that day (the generator and the imports write one per
 * Mittagspause) as the customer's wall clock; From and To null when the agent has none.
 */
export async function readLunchPlan(manager: EntityManager, customerId: number, date: string, timeZone: string): Promise<LunchPlan> {
  const rows = await manager.query<LunchBreakEntry[]>(
    `SELECT a.agent_id AS "AgentID", a.username AS "Username",
            to_char(lb.started_at AT TIME ZONE $3, 'HH24:MI') AS "From",
            to_char(lb.ended_at AT TIME ZONE $3, 'HH24:MI') AS "To"
       FROM telephony.agents a
       LEFT JOIN LATERAL (
         SELECT started_at, ended_at FROM telephony.lunch_breaks b
          WHERE b.customer_id = $1 AND b.agent_id = a.agent_id AND b.break_date = $2::date
          ORDER BY started_at LIMIT 1) lb ON TRUE
      WHERE a.customer_id = $1
        AND NOT EXISTS (SELECT 1 FROM lunch_break.excluded_agents x WHERE x.customer_id = $1 AND x.agent_id = a.agent_id)
      ORDER BY lower(a.username), a.agent_id`,
    [customerId, date, timeZone],
  );
  return { Date: date, Weekday: isoWeekday(date), LunchBreaks: rows };
}
