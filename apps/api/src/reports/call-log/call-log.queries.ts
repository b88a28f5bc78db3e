import { MAX_OFFSET, type CallLogRow } from '@backoffice/contracts';
import { type ReportRange } from '@backoffice/domain';
import { KEYSET_ANCHOR, keysetPage, offsetTooDeep, type SortKey } from '@backoffice/domain/server';
import type { EntityManager } from 'typeorm';

/** The call log's row: every column aliased to its wire name, times on the customer's clock. */
const COLUMNS = `
  SELECT to_char(c.started_at AT TIME ZONE $2, 'YYYY-MM-DD HH24:MI:SS') AS "zeit",
         c.dialled_number AS "dnis", c.caller_number AS "clip", a.username AS "benutzername",
         c.routing_exten AS "klappe_routing", c.agent_exten AS "klappe_agent",
         c.wait_routing_seconds AS "wartezeit_routing", c.wait_agent_seconds AS "wartezeit_agent",
         c.result_type AS "ergebnis", c.talk_seconds AS "dauer", c.call_id::float8 AS "nummer", c.status AS "status"
    FROM telephony.calls c
    LEFT JOIN telephony.agents a ON a.agent_id = c.agent_id
   WHERE c.customer_id = $1 AND c.started_at >= $3 AND c.started_at < $4`;
const SELECT = `${COLUMNS} ORDER BY c.started_at, c.call_id`;
/** The log's order, for keyset pages (calls_report_idx answers it). */
const KEYS: SortKey[] = [
  { sql: 'c.started_at', descending: false, notNull: true },
  { sql: 'c.call_id', descending: false, notNull: true },
];

/** The whole log of the range, for the streamed CSV (docs/reports.md, "Call log"). */
export function callLogQuery(customerId: number, timeZone: string, range: ReportRange): { sql: string; params: unknown[] } {
  return { sql: SELECT, params: [customerId, timeZone, range.from, range.to] };
}

/** The page right after or before a call of the log (its `nummer`): keyset paging. */
export interface CallLogAnchor {
  side: 'after' | 'before';
  callId: number;
}

/**
 * One page of the log and how many calls the range holds. With an anchor the page continues from
 * that call by calls_report_idx, as cheap as page 1; when the call is not the customer's (any more),
 * the page is the one `page` says, which may not be deeper than MAX_OFFSET.
 */
export async function callLogPage(
  db: EntityManager,
  customerId: number,
  timeZone: string,
  range: ReportRange,
  page: number,
  pageSize: number,
  anchor?: CallLogAnchor,
): Promise<{ Rows: CallLogRow[]; Total: number }> {
  const params = [customerId, timeZone, range.from, range.to];
  const pageRows = async (): Promise<CallLogRow[]> => {
    if (anchor) {
      const keyset = keysetPage(KEYS, anchor.side, String(anchor.callId));
      const found = await db.query<CallLogRow[]>(
        `WITH ${KEYSET_ANCHOR} AS (SELECT ${keyset.anchorSelect} FROM telephony.calls c WHERE c.call_id = $5::bigint AND c.customer_id = $1)
         ${COLUMNS} AND ${keyset.condition} ORDER BY ${keyset.orderBy} LIMIT $6`,
        [...params, keyset.anchorId, pageSize],
      );
      if (found.length > 0) return anchor.side === 'before' ? found.reverse() : found;
      const [known] = await db.query(`SELECT 1 FROM telephony.calls WHERE call_id = $1::bigint AND customer_id = $2`, [keyset.anchorId, customerId]);
      if (known) return found;
    }
    const offset = (page - 1) * pageSize;
    if (offset > MAX_OFFSET) throw offsetTooDeep();
    return db.query<CallLogRow[]>(`${SELECT} LIMIT $5 OFFSET $6`, [...params, pageSize, offset]);
  };
  const [rows, [{ total }]] = await Promise.all([
    pageRows(),
    db.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM telephony.calls WHERE customer_id = $1 AND started_at >= $2 AND started_at < $3`, [
      customerId,
      range.from,
      range.to,
    ]),
  ]);
  return { Rows: rows, Total: total };
}

/** The log of the range up to `limit` rows, for a mailed report (docs/reports.md, "Scheduled reports"). */
export function callLogRows(db: EntityManager, customerId: number, timeZone: string, range: ReportRange, limit: number): Promise<CallLogRow[]> {
  return db.query<CallLogRow[]>(`${SELECT} LIMIT $5`, [customerId, timeZone, range.from, range.to, limit]);
}
