import { REPORT_SUM_LABEL, type CallDurationReport, type CallDurationRow } from '@backoffice/contracts';
import type { ReportRange } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';

/**
 * Average handling time per agent (docs/reports.md, "Average handling time"): answered calls
 * with a known talk time, average talk in minutes and average wait in seconds (2 decimals), the
 * count; agents and supervisors apart, each closed by a totals row without employee id.
 */
export async function callDurationReport(db: EntityManager, customerId: number, range: ReportRange, exten?: string): Promise<CallDurationReport> {
  // Sums per agent first, over the calls alone (a parallel index-only scan), then names and the
  // totals rows over those few sums: grouping the joined call rows was about 3x slower a year.
  const rows: (CallDurationRow & { supervisor: boolean })[] = await db.query(
    `WITH per_agent AS (
       SELECT c.agent_id, sum(c.talk_seconds) AS talk, sum(coalesce(c.wait_routing_seconds, 0) + coalesce(c.wait_agent_seconds, 0)) AS wait, count(*) AS calls
         FROM telephony.calls c
        WHERE c.customer_id = $1 AND c.started_at >= $2 AND c.started_at < $3 AND c.answered AND c.talk_seconds IS NOT NULL
          AND ($4::text IS NULL OR c.routing_exten = $4)
        GROUP BY c.agent_id
     )
     SELECT a.is_supervisor AS "supervisor",
            CASE WHEN grouping(a.agent_id) = 1 THEN $5 ELSE coalesce(nullif(trim(a.first_name || ' ' || a.last_name), ''), a.username) END AS "agent",
            CASE WHEN grouping(a.agent_id) = 1 THEN NULL ELSE a.employee_id END AS "mitarbeiter_id",
            round(sum(p.talk)::numeric / sum(p.calls) / 60.0, 2)::float8 AS "anruf_dauer",
            round(sum(p.wait)::numeric / sum(p.calls), 2)::float8 AS "wartezeit",
            sum(p.calls)::int AS "anzahl"
       FROM per_agent p
       JOIN telephony.agents a ON a.agent_id = p.agent_id
      GROUP BY GROUPING SETS ((a.is_supervisor, a.agent_id, a.employee_id, a.first_name, a.last_name, a.username), (a.is_supervisor))
      ORDER BY grouping(a.agent_id), 2, 3`,
    [customerId, range.from, range.to, exten ?? null, REPORT_SUM_LABEL],
  );
  const list = (supervisor: boolean) => rows.filter((row) => row.supervisor === supervisor).map(({ supervisor: _, ...row }) => row);
  return { agentCallDuration: list(false), supervisorCallDuration: list(true) };
}
