import type { CallLogRow } from '@backoffice/contracts';
import type { ReportRange } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';

/** The call log's row: every column aliased to its wire name, times on the customer's clock. */
const SELECT = `
  SELECT to_char(c.started_at AT TIME ZONE $2, 'YYYY-MM-DD HH24:MI:SS') AS "zeit",
         c.dialled_number AS "dnis", c.caller_number AS "clip", a.username AS "benutzername",
         c.routing_exten AS "klappe_routing", c.agent_exten AS "klappe_agent",
         c.wait_routing_seconds AS "wartezeit_routing", c.wait_agent_seconds AS "wartezeit_agent",
         c.result_type AS "ergebnis", c.talk_seconds AS "dauer", c.call_id::float8 AS "nummer", c.status AS "status"
    FROM telephony.calls c
    LEFT JOIN telephony.agents a ON a.agent_id = c.agent_id
   WHERE c.customer_id = $1 AND c.started_at >= $3 AND c.started_at < $4
   ORDER BY c.started_at, c.call_id`;

/** The whole log of the range, for the streamed CSV (docs/reports.md, "Call log"). */
export function callLogQuery(customerId: number, timeZone: string, range: ReportRange): { sql: string; params: unknown[] } {
  return { sql: SELECT, params: [customerId, timeZone, range.from, range.to] };
}

/** One page of the log and how many calls the range holds. */
export async function callLogPage(
  db: EntityManager,
  customerId: number,
  timeZone: string,
  range: ReportRange,
  page: number,
  pageSize: number,
): Promise<{ Rows: CallLogRow[]; Total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db.query(`${SELECT} LIMIT $5 OFFSET $6`, [customerId, timeZone, range.from, range.to, pageSize, (page - 1) * pageSize]),
    db.query(`SELECT count(*)::int AS total FROM telephony.calls WHERE customer_id = $1 AND started_at >= $2 AND started_at < $3`, [
      customerId,
      range.from,
      range.to,
    ]),
  ]);
  return { Rows: rows as CallLogRow[], Total: total as number };
}
