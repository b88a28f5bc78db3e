import { REPORT_SUM_LABEL, type CallDurationReport, type CallDurationRow } from '@backoffice/contracts';
import type { ReportRange } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';

/**
 * Average handling time per agent (docs/reports.md, "Average handling time"): answered calls
 * with a known talk time, average talk in minutes and average wait in seconds (2 decimals), the
 * count; agents and supervisors apart, each closed by a totals row without employee id.
 */
export async function callDurationReport(db: EntityManager, customerId: number, range: ReportRange, exten?: string): Promise<CallDurationReport> {
  const rows: (CallDurationRow & { supervisor: boolean })[] = await db.query(
    `SELECT a.is_supervisor AS "supervisor",
            CASE WHEN grouping(a.agent_id) = 1 THEN $5 ELSE coalesce(nullif(trim(a.first_name || ' ' || a.last_name), ''), a.username) END AS "agent",
            CASE WHEN grouping(a.agent_id) = 1 THEN NULL ELSE a.employee_id END AS "mitarbeiter_id",
            round(avg(c.talk_seconds) / 60.0, 2)::float8 AS "anruf_dauer",
            round(avg(coalesce(c.wait_routing_seconds, 0) + coalesce(c.wait_agent_seconds, 0)), 2)::float8 AS "wartezeit",
            count(*)::int AS "anzahl"
       FROM telephony.calls c
       JOIN telephony.agents a ON a.agent_id = c.agent_id
      WHERE c.customer_id = $1 AND c.started_at >= $2 AND c.started_at < $3 AND c.answered AND c.talk_seconds IS NOT NULL
        AND ($4::text IS NULL OR c.routing_exten = $4)
      GROUP BY GROUPING SETS ((a.is_supervisor, a.agent_id, a.employee_id, a.first_name, a.last_name, a.username), (a.is_supervisor))
      ORDER BY grouping(a.agent_id), 2, 3`,
    [customerId, range.from, range.to, exten ?? null, REPORT_SUM_LABEL],
  );
  const list = (supervisor: boolean) => rows.filter((row) => row.supervisor === supervisor).map(({ supervisor: _, ...row }) => row);
  return { agentCallDuration: list(false), supervisorCallDuration: list(true) };
}
