import type { EvaluationStatus } from '@backoffice/contracts';
import type { DataSource } from 'typeorm';
import { streamRows } from '../../platform/database/query-stream.js';
import { withStatementTimeout } from '../../platform/database/statement-timeout.js';
import type { ReportLine } from './report-pdf.js';

export interface ReportScope {
  customerId: number;
  agentIds: number[];
  from: Date;
  to: Date;
  timeZone: string;
  perAgent: boolean;
}

const WHERE = `e.customer_id = $1 AND e.agent_id = ANY($2) AND e.call_started_at >= $3 AND e.call_started_at <= $4`;

/** A job's reads: `statementTimeoutMs` is the job's statement limit (JOB_STATEMENT_TIMEOUT_MS). */
export async function countReportLines(dataSource: DataSource, scope: ReportScope, statementTimeoutMs: number): Promise<number> {
  const [{ count }] = await withStatementTimeout(dataSource, statementTimeoutMs, (manager) =>
    manager.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM quality.call_evaluations e WHERE ${WHERE}`, [
      scope.customerId,
      scope.agentIds,
      scope.from,
      scope.to,
    ]),
  );
  return count;
}

/** The report's calls through a cursor: by agent name then time, or by time alone. */
export async function* reportLines(dataSource: DataSource, scope: ReportScope, statementTimeoutMs: number): AsyncGenerator<ReportLine> {
  const order = scope.perAgent
    ? 'lower(a.last_name), lower(a.first_name), e.agent_id, e.call_started_at, e.call_evaluation_id'
    : 'e.call_started_at, e.call_evaluation_id';
  const rows = streamRows<{
    agent_id: number;
    first_name: string;
    last_name: string;
    time: string;
    caller_number: string;
    status: EvaluationStatus;
    issues: string[];
    typo_mistake: boolean;
    comment: string;
    score: number | null;
    section_scores: { Name: string; Score: number | null }[] | null;
  }>(
    dataSource,
    `SELECT e.agent_id, a.first_name, a.last_name, to_char(e.call_started_at AT TIME ZONE $5, 'YYYY.MM.DD HH24:MI') AS time, c.caller_number,
            e.status, e.typo_mistake, e.comment, e.score::float8 AS score, e.section_scores,
            ARRAY(SELECT it.name FROM quality.evaluation_issues ei JOIN quality.issue_types it ON it.issue_id = ei.issue_id
                   WHERE ei.call_evaluation_id = e.call_evaluation_id ORDER BY it.name) AS issues
       FROM quality.call_evaluations e
       JOIN telephony.agents a ON a.agent_id = e.agent_id
       JOIN telephony.calls c ON c.call_id = e.call_id
      WHERE ${WHERE}
      ORDER BY ${order}`,
    [scope.customerId, scope.agentIds, scope.from, scope.to, scope.timeZone],
    { statementTimeoutMs },
  );
  for await (const row of rows) {
    yield {
      agentId: row.agent_id,
      agentName: `${row.first_name} ${row.last_name}`.trim(),
      time: row.time,
      number: row.caller_number,
      status: row.status,
      issues: row.issues,
      typoMistake: row.typo_mistake,
      comment: row.comment,
      score: row.score,
      sectionScores: row.section_scores ?? [],
    };
  }
}
