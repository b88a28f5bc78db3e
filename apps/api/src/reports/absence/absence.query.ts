import { ABSENCE_REASONS, type AbsenceAgentRow, type AbsenceReasonRow } from '@backoffice/contracts';
import type { ReportRange } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';

/** The causes offered: the demo's list, then any other reason the tenant's absences carry. */
export async function absenceReasons(db: EntityManager, customerId: number): Promise<AbsenceReasonRow[]> {
  const rows: { reason: string }[] = await db.query(`SELECT DISTINCT reason FROM telephony.absences WHERE customer_id = $1 ORDER BY reason`, [customerId]);
  const known = new Set<string>(ABSENCE_REASONS);
  return [...ABSENCE_REASONS, ...rows.map((row) => row.reason).filter((reason) => !known.has(reason))].map((reason) => ({ status_grund: reason }));
}

/** Agents of the tenant by user name; only those with the mail address when one is given. */
export function absenceAgents(db: EntityManager, customerId: number, email: string | null): Promise<AbsenceAgentRow[]> {
  return db.query(
    `SELECT a.agent_id AS "mitarbeiter_id", a.username AS "benutzername"
       FROM telephony.agents a
      WHERE a.customer_id = $1 AND ($2::text IS NULL OR lower(a.email) = lower($2))
      ORDER BY lower(a.username), a.agent_id`,
    [customerId, email],
  );
}

export interface AbsenceDetailRecord {
  agent: string;
  date: string;
  start: string;
  ende: string;
  seconds: number;
  status_grund: string;
}

/**
 * Absences starting in the range with one of the causes, of the given agents (all when null), by
 * agent and start, times on the customer's clock (docs/reports.md, "Absence").
 */
export function absenceDetails(
  db: EntityManager,
  customerId: number,
  timeZone: string,
  range: ReportRange,
  reasons: string[],
  agentIds: number[] | null,
): Promise<AbsenceDetailRecord[]> {
  return db.query(
    `SELECT a.username AS "agent",
            to_char(x.started_at AT TIME ZONE $2, 'YYYY-MM-DD') AS "date",
            to_char(x.started_at AT TIME ZONE $2, 'HH24:MI') AS "start",
            CASE WHEN (x.ended_at AT TIME ZONE $2)::date = (x.started_at AT TIME ZONE $2)::date
                 THEN to_char(x.ended_at AT TIME ZONE $2, 'HH24:MI')
                 ELSE to_char(x.ended_at AT TIME ZONE $2, 'YYYY-MM-DD HH24:MI') END AS "ende",
            extract(epoch FROM x.ended_at - x.started_at)::float8 AS "seconds",
            x.reason AS "status_grund"
       FROM telephony.absences x
       JOIN telephony.agents a ON a.agent_id = x.agent_id
      WHERE x.customer_id = $1 AND x.started_at >= $3 AND x.started_at < $4 AND x.reason = ANY($5::text[])
        AND ($6::int[] IS NULL OR x.agent_id = ANY($6::int[]))
      ORDER BY lower(a.username), a.agent_id, x.started_at`,
    [customerId, timeZone, range.from, range.to, reasons, agentIds],
  );
}
