import { REPORT_SUM_LABEL, type CallDurationReport, type CallDurationRow } from '@backoffice/contracts';
import type { ReportRange } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';
import { COUNTED_DAYS, COUNTED_SPAN, EDGE_CALLS } from '../counted-days.queries.js';

/**
 * Average handling time per agent (docs/reports.md, "Average handling time"): answered calls
 * with a known talk time, average talk in minutes and average wait in seconds (2 decimals), the
 * count; agents and supervisors apart, each closed by a totals row without employee id.
 */
export async function callDurationReport(db: EntityManager, customerId: number, range: ReportRange, exten?: string): Promise<CallDurationReport> {
  // Sums per agent first (the whole customer days from reports.duration_sums, the calls outside
  // them as they are), then names and the totals rows over those few sums.
  const rows: (CallDurationRow & { supervisor: boolean })[] = await db.query(
    `WITH ${COUNTED_SPAN}, per_agent AS (
       SELECT x.agent_id, sum(x.talk) AS talk, sum(x.wait) AS wait, sum(x.calls) AS calls
         FROM (SELECT r.agent_id, r.talk_seconds AS talk, r.wait_seconds AS wait, r.calls
                 FROM reports.duration_sums r
                WHERE ${COUNTED_DAYS} AND ($4::text IS NULL OR r.routing_exten = $4)
               UNION ALL
               SELECT c.agent_id, c.talk_seconds, coalesce(c.wait_routing_seconds, 0) + coalesce(c.wait_agent_seconds, 0), 1
                 FROM telephony.calls c
                WHERE ${EDGE_CALLS} AND c.answered AND c.talk_seconds IS NOT NULL AND c.agent_id IS NOT NULL
                  AND ($4::text IS NULL OR c.routing_exten = $4)) x
        GROUP BY x.agent_id
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
