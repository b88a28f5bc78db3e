import { CALL_RESULT_LABELS, CALL_RESULT_TYPES, type CallResultStatistics } from '@backoffice/contracts';
import type { ReportRange } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';

/** Calls with a result, counted per routing exten and result type (docs/reports.md, "Call result"). */
export async function callResultStatistics(db: EntityManager, customerId: number, range: ReportRange, exten?: string): Promise<CallResultStatistics> {
  const rows: { exten: string; type: string; count: number }[] = await db.query(
    `SELECT c.routing_exten AS "exten", c.result_type AS "type", count(*)::int AS "count"
       FROM telephony.calls c
      WHERE c.customer_id = $1 AND c.started_at >= $2 AND c.started_at < $3 AND c.result_type IS NOT NULL
        AND ($4::text IS NULL OR c.routing_exten = $4)
      GROUP BY 1, 2`,
    [customerId, range.from, range.to, exten ?? null],
  );
  const statistic: Record<string, Record<string, number>> = {};
  for (const row of rows.sort((a, b) => a.exten.localeCompare(b.exten))) {
    statistic[row.exten] ??= Object.fromEntries(CALL_RESULT_TYPES.map((type) => [type, 0]));
    statistic[row.exten][row.type] = row.count;
  }
  return { CallStatistic: statistic, TypeNames: { ...CALL_RESULT_LABELS } };
}
