import type { ReportGenerated } from '@backoffice/contracts';
import type { EntityManager } from 'typeorm';

/** A stored report's file, or null when the customer has no such report. */
export async function reportFile(manager: EntityManager, customerId: number, reportId: number): Promise<{ storageKey: string; fileName: string } | null> {
  const [row] = await manager.query<{ storage_key: string; file_name: string }[]>(
    `SELECT storage_key, file_name FROM quality.reports WHERE customer_id = $1 AND report_id = $2`,
    [customerId, reportId],
  );
  return row ? { storageKey: row.storage_key, fileName: row.file_name } : null;
}

/** The stored files of these reports of the customer. */
export async function reportStorageKeys(manager: EntityManager, customerId: number, reportIds: number[]): Promise<string[]> {
  const rows = await manager.query<{ storage_key: string }[]>(`SELECT storage_key FROM quality.reports WHERE customer_id = $1 AND report_id = ANY($2)`, [
    customerId,
    reportIds,
  ]);
  return rows.map((row) => row.storage_key);
}

/** How many evaluations of these agents a report of the period would list (`from` and `to` both included). */
export async function countEvaluationsToReport(manager: EntityManager, customerId: number, agentIds: number[], from: Date, to: Date): Promise<number> {
  const [{ count }] = await manager.query<{ count: number }[]>(
    `SELECT count(*)::int AS count FROM quality.call_evaluations
      WHERE customer_id = $1 AND agent_id = ANY($2) AND call_started_at >= $3 AND call_started_at <= $4`,
    [customerId, agentIds, from, to],
  );
  return count;
}

/** Those of the reports already archived, locked for the archiving transaction. */
export async function lockArchivedAmong(manager: EntityManager, customerId: number, reportIds: number[]): Promise<number[]> {
  const rows = await manager.query<{ report_id: number }[]>(
    `SELECT report_id FROM quality.reports WHERE customer_id = $1 AND report_id = ANY($2) AND archived ORDER BY report_id FOR UPDATE`,
    [customerId, reportIds],
  );
  return rows.map((row) => row.report_id);
}

export async function archiveReports(manager: EntityManager, customerId: number, reportIds: number[]): Promise<void> {
  await manager.query(`UPDATE quality.reports SET archived = true WHERE customer_id = $1 AND report_id = ANY($2)`, [customerId, reportIds]);
}

/** What a report's heading names: the customer, the requester and the agents (by name). */
export async function reportHeading(
  manager: EntityManager,
  customerId: number,
  userId: number,
  agentIds: number[],
): Promise<{ customer: { name: string; timeZone: string }; user: { firstName: string; lastName: string; username: string } | null; agentNames: string[] }> {
  const [customer] = await manager.query<{ name: string; time_zone: string }[]>(`SELECT name, time_zone FROM core.customers WHERE customer_id = $1`, [
    customerId,
  ]);
  const [user] = await manager.query<{ first_name: string; last_name: string; username: string }[]>(
    `SELECT first_name, last_name, username FROM core.users WHERE user_id = $1`,
    [userId],
  );
  const agents = await manager.query<{ name: string }[]>(
    `SELECT trim(first_name || ' ' || last_name) AS name FROM telephony.agents WHERE customer_id = $1 AND agent_id = ANY($2) ORDER BY lower(last_name), lower(first_name)`,
    [customerId, agentIds],
  );
  return {
    customer: { name: customer.name, timeZone: customer.time_zone },
    user: user ? { firstName: user.first_name, lastName: user.last_name, username: user.username } : null,
    agentNames: agents.map((agent) => agent.name),
  };
}

export interface StoredReport {
  customerId: number;
  from: Date;
  to: Date;
  userId: number;
  username: string;
  agentIds: number[];
  perAgent: boolean;
  perfect: number;
  total: number;
  fileName: string;
  storageKey: string;
  fileBytes: number;
  jobId: string;
  createdAt: Date;
}

/** Lists a rendered report, once per job (a retry finds the row written). */
export async function insertReport(manager: EntityManager, report: StoredReport): Promise<void> {
  await manager.query(
    `INSERT INTO quality.reports (customer_id, period_from, period_to, report_user_id, report_user, agent_ids, per_agent,
                                  perfect_calls, total_calls, file_name, storage_key, file_bytes, job_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     ON CONFLICT (customer_id, job_id) DO NOTHING`,
    [
      report.customerId,
      report.from,
      report.to,
      report.userId,
      report.username,
      report.agentIds,
      report.perAgent,
      report.perfect,
      report.total,
      report.fileName,
      report.storageKey,
      report.fileBytes,
      report.jobId,
      report.createdAt,
    ],
  );
}

/** The report a job wrote, if it did. */
export async function reportOfJob(manager: EntityManager, customerId: number, jobId: string): Promise<ReportGenerated | null> {
  const [row] = await manager.query<{ report_id: number; perfect_calls: number; total_calls: number }[]>(
    `SELECT report_id, perfect_calls, total_calls FROM quality.reports WHERE customer_id = $1 AND job_id = $2`,
    [customerId, jobId],
  );
  return row ? { ReportID: row.report_id, PerfectCalls: row.perfect_calls, TotalCalls: row.total_calls } : null;
}
