import { REPORT_SUM_LABEL, type ActivityReport, type ActivityRow } from '@backoffice/contracts';
import type { ReportRange } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';

/**
 * Mails sent per agent, agents and supervisors apart, each list closed by its SUM row (a
 * grouping set: SQL adds it up); a list without mails is empty (docs/reports.md, "Activity").
 */
export async function activityReport(db: EntityManager, customerId: number, range: ReportRange): Promise<ActivityReport> {
  const rows: (ActivityRow & { supervisor: boolean })[] = await db.query(
    `SELECT a.is_supervisor AS "supervisor",
            CASE WHEN grouping(a.agent_id) = 1 THEN $4 ELSE a.employee_id END AS "agent",
            CASE WHEN grouping(a.agent_id) = 1 THEN '' ELSE coalesce(nullif(trim(a.first_name || ' ' || a.last_name), ''), a.username) END AS "agent_name",
            count(*)::int AS "anzahl_mail"
       FROM telephony.mail_activities m
       JOIN telephony.agents a ON a.agent_id = m.agent_id
      WHERE m.customer_id = $1 AND m.sent_at >= $2 AND m.sent_at < $3
      GROUP BY GROUPING SETS ((a.is_supervisor, a.agent_id, a.employee_id, a.first_name, a.last_name, a.username), (a.is_supervisor))
      ORDER BY grouping(a.agent_id), 3, 2`,
    [customerId, range.from, range.to, REPORT_SUM_LABEL],
  );
  const list = (supervisor: boolean) => rows.filter((row) => row.supervisor === supervisor).map(({ supervisor: _, ...row }) => row);
  return { agentActivities: list(false), supervisorActivities: list(true) };
}
