import { CALL_RESULT_LABELS, CALL_RESULT_TYPES, type CallResultStatistics } from '@backoffice/contracts';
import type { ReportRange } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';
import { COUNTED_DAYS, COUNTED_SPAN, EDGE_CALLS } from '../counted-days.queries.js';

/**
 * Calls with a result, counted per routing exten and result type (docs/reports.md, "Call result"):
 * the whole customer days from reports.result_counts, the calls outside them (a DateFrom with a
 * time of day) counted as they are.
 */
export async function callResultStatistics(db: EntityManager, customerId: number, range: ReportRange, exten?: string): Promise<CallResultStatistics> {
  const rows: { exten: string; type: string; count: number }[] = await db.query(
    `WITH ${COUNTED_SPAN}
     SELECT x.exten AS "exten", x.type AS "type", sum(x.calls)::int AS "count"
       FROM (SELECT r.routing_exten AS exten, r.result_type AS type, r.calls
               FROM reports.result_counts r
              WHERE ${COUNTED_DAYS} AND ($4::text IS NULL OR r.routing_exten = $4)
             UNION ALL
             SELECT c.routing_exten, c.result_type, 1
               FROM telephony.calls c
              WHERE ${EDGE_CALLS} AND c.result_type IS NOT NULL AND ($4::text IS NULL OR c.routing_exten = $4)) x
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
