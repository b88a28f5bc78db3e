/**
 * Asterisk's realtime queue_log table (`time, callid, queuename, agent, event, data1..data5`, as
 * res_config_pgsql, res_config_mysql and res_config_odbc write it) read as queue_log lines: the
 * rules every database's reader shares, so a row gives the same line, and a read the same next
 * position, whichever database holds the table.
 */
import { instantOf, parseWallTime } from '../../time/zoned-time.js';

/** The columns a queue_log table must have (an `id` column is optional: it orders the rows when there). */
export const QUEUE_LOG_TABLE_COLUMNS = ['time', 'callid', 'queuename', 'agent', 'event', 'data1', 'data2', 'data3', 'data4', 'data5'] as const;

/** Where a table source stands. */
export interface TablePosition {
  /** The last id read (tables with an `id` column). */
  id?: number;
  /** Without an id column: the last time read (as the database writes the column as text) and how many rows of that time were read. */
  time?: string;
  atTime?: number;
}

/** One row as a reader hands it over: `epoch` is the time in epoch seconds (or, when it could not be read, the time as written). */
export interface QueueLogTableRow {
  /** The row's id (tables with an `id` column). */
  id?: string | null;
  /** The row's time as text (tables without one), the position's `time`. */
  at?: string | null;
  epoch: string;
  callid: string | null;
  queuename: string | null;
  agent: string | null;
  event: string | null;
  data1: string | null;
  data2: string | null;
  data3: string | null;
  data4: string | null;
  data5: string | null;
}

/** The queue_log line a row stands for: `time|callid|queuename|agent|event|data1|…|data5`, an empty column as an empty field. */
export function queueLogLineOfRow(row: QueueLogTableRow): string {
  return [row.epoch, row.callid, row.queuename, row.agent, row.event, row.data1, row.data2, row.data3, row.data4, row.data5]
    .map((field) => field ?? '')
    .join('|');
}

/** The columns of {@link QUEUE_LOG_TABLE_COLUMNS} a table lacks. */
export function missingQueueLogColumns(columns: Iterable<string>): string[] {
  const names = new Set([...columns].map((column) => column.toLowerCase()));
  return QUEUE_LOG_TABLE_COLUMNS.filter((column) => !names.has(column));
}

/**
 * The epoch seconds of a time a table holds as text (a VARCHAR or a DATETIME without a zone):
 * epoch seconds as written, a wall time `YYYY-MM-DD HH:MM:SS[.ffffff]` on the PBX's clock, which is
 * the customer's time zone (as a plain `timestamp` column is read). Null when it is neither.
 */
export function epochOfTimeText(text: string, timeZone: string): string | null {
  const trimmed = text.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return trimmed;
  const wall = parseWallTime(trimmed);
  if (!wall || !/\d{2}:\d{2}/.test(trimmed)) return null;
  return String(instantOf(wall, timeZone).getTime() / 1000);
}

/**
 * The position after a read of `rows` (in the order read) from `stored`: the last id; or, without
 * an id column, the last time and how many rows of that time have been read by now (a read that
 * ends inside a time's rows goes on with the rest of them: the next read skips that many).
 */
export function tablePositionAfter(stored: TablePosition | null, rows: readonly Pick<QueueLogTableRow, 'id' | 'at'>[], hasId: boolean): TablePosition {
  const position: TablePosition = { ...(stored ?? {}) };
  const last = rows.at(-1);
  if (!last) return position;
  if (hasId) {
    position.id = Number(last.id);
    return position;
  }
  const at = last.at ?? '';
  const sameTime = rows.filter((row) => (row.at ?? '') === at).length;
  position.atTime = at === position.time ? (position.atTime ?? 0) + sameTime : sameTime;
  position.time = at;
  return position;
}
