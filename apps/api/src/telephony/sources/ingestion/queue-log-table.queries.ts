/**
 * The SQL of reading Asterisk's realtime queue_log table in the PBX's database, per driver: its
 * columns, and its rows after an id or from a time. The Table setting is checked when saved
 * (`telephonySourceProblem`: a name, optionally schema-qualified) and quoted as an identifier here
 * again; everything else is a bound parameter.
 */
import { epochOfTimeText, type QueueLogTableRow } from '@backoffice/domain/server';
import type { RowDataPacket } from 'mysql2/promise';
import type { PbxDatabase } from './pbx-database.js';
import { PBX_QUERY_TIMEOUT_MS } from './pbx-database.js';

export interface TableColumn {
  name: string;
  /** The column's type as information_schema names it (`timestamp with time zone`, `datetime`, `varchar` …). */
  type: string;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/** `schema.table` quoted for the driver: "…" in PostgreSQL, `…` in MySQL; anything but plain names is refused. */
export function quotedTable(driver: PbxDatabase['driver'], table: string): string {
  const parts = table.split('.');
  if (parts.length > 2 || !parts.every((part) => IDENTIFIER.test(part))) throw new Error(`the table name ${table} is not a (schema-qualified) name`);
  return parts.map((part) => (driver === 'mysql' ? `\`${part}\`` : `"${part}"`)).join('.');
}

/** The table's columns; none when it does not exist (or the login cannot see it). */
export async function queueLogTableColumns(database: PbxDatabase, table: string): Promise<TableColumn[]> {
  const [schema, name] = table.includes('.') ? table.split('.') : [null, table];
  if (database.driver === 'postgres')
    return (
      await database.pool.query<TableColumn>(
        `SELECT column_name AS name, data_type AS type FROM information_schema.columns WHERE table_name = $1 AND table_schema = coalesce($2, current_schema())`,
        [name, schema],
      )
    ).rows;
  // In MySQL a schema is a database: `asterisk.queue_log` names the database asterisk, a bare name the URL's.
  const [rows] = await database.pool.query<(RowDataPacket & TableColumn)[]>({
    sql: `SELECT COLUMN_NAME AS name, LOWER(DATA_TYPE) AS type FROM information_schema.COLUMNS WHERE TABLE_NAME = ? AND TABLE_SCHEMA = COALESCE(?, DATABASE())`,
    values: [name, schema],
    timeout: PBX_QUERY_TIMEOUT_MS,
  });
  return rows.map((row) => ({ name: String(row.name).toLowerCase(), type: String(row.type) }));
}

/** Where the rows of a read start: after an id, or from a time (skipping the rows of that time read before). */
export type RowsFrom = { afterId: number } | { time: string | null; skip: number };

/**
 * At most `limit` rows from `from`, in id order (or time order, the rows of one time in the order
 * the database keeps them), each with its time as epoch seconds: a zoned time exactly, a time
 * without a zone (Asterisk writes its local time) in the customer's zone, text as epoch seconds or
 * such a local time.
 */
export async function queueLogTableRows(
  database: PbxDatabase,
  table: string,
  timeType: string,
  timeZone: string,
  from: RowsFrom,
  limit: number,
): Promise<QueueLogTableRow[]> {
  const quoted = quotedTable(database.driver, table);
  const byId = 'afterId' in from;
  if (database.driver === 'postgres') {
    const epoch =
      timeType === 'timestamp with time zone'
        ? `extract(epoch FROM "time")`
        : timeType === 'timestamp without time zone'
          ? `extract(epoch FROM "time" AT TIME ZONE $2::text)`
          : `CASE WHEN "time"::text ~ '^\\d+(\\.\\d+)?$' THEN "time"::text::numeric ELSE extract(epoch FROM "time"::text::timestamp AT TIME ZONE $2::text) END`;
    // $2 (the zone) is bound whatever the column's type: typed here for a timestamptz column, which does not use it.
    const zone = `$2::text IS NOT NULL`;
    const fields = `${epoch}::text AS epoch, callid, queuename, agent, event, data1, data2, data3, data4, data5`;
    const sql = byId
      ? `SELECT id::text AS id, ${fields} FROM ${quoted} WHERE ${zone} AND id > $1 ORDER BY id LIMIT $3`
      : // Rows of one time come in the table's physical order; those of the last time read are skipped by count.
        `SELECT "time"::text AS at, ${fields} FROM ${quoted} WHERE ${zone} AND ($1::text IS NULL OR "time" >= $1::text::${timeType})
          ORDER BY "time", ctid LIMIT $3 OFFSET $4`;
    const values = byId ? [from.afterId, timeZone, limit] : [from.time, timeZone, limit, from.skip];
    return (await database.pool.query<QueueLogTableRow>(sql, values)).rows.map((row) => ({ ...row, ...textColumns(row) }));
  }
  // MySQL: the time as the server writes it (the session is UTC, see openPbxDatabase), converted here; a TIMESTAMP is exact.
  const unix = timeType === 'timestamp' ? 'CAST(UNIX_TIMESTAMP(`time`) AS CHAR)' : 'NULL';
  const fields = `CAST(\`time\` AS CHAR) AS at, ${unix} AS unix, callid, queuename, agent, event, data1, data2, data3, data4, data5`;
  type MysqlRow = RowDataPacket & QueueLogTableRow & { unix: string | null };
  const read = async <Row extends RowDataPacket>(sql: string, values: unknown[]) =>
    (await database.pool.query<Row[]>({ sql, values, timeout: PBX_QUERY_TIMEOUT_MS }))[0];
  let rows: MysqlRow[];
  if (byId) {
    rows = await read<MysqlRow>(`SELECT CAST(id AS CHAR) AS id, ${fields} FROM ${quoted} WHERE id > ? ORDER BY id LIMIT ?`, [from.afterId, limit]);
  } else {
    // MySQL sorts rows of equal times in no fixed order (a LIMIT's sort even reverses them), so a
    // count of the rows read at a time would skip other rows next time. The rows come unsorted,
    // in the order the server keeps them (InnoDB: the order written, for a table without a key),
    // and are sorted here keeping that order; the time of the read's last row bounds how many come.
    const [bound] = await read<RowDataPacket & { at: string }>(
      `SELECT CAST(\`time\` AS CHAR) AS at FROM ${quoted} WHERE (? IS NULL OR \`time\` >= ?) ORDER BY \`time\` LIMIT 1 OFFSET ?`,
      [from.time, from.time, from.skip + limit - 1],
    );
    const upto = bound?.at ?? null;
    const unsorted = await read<MysqlRow>(`SELECT ${fields} FROM ${quoted} WHERE (? IS NULL OR \`time\` >= ?) AND (? IS NULL OR \`time\` <= ?)`, [
      from.time,
      from.time,
      upto,
      upto,
    ]);
    rows = unsorted.sort((a, b) => compareTimeText(String(a.at ?? ''), String(b.at ?? ''))).slice(from.skip, from.skip + limit);
  }
  return rows.map(({ unix, ...row }) => {
    const at = row.at === null ? '' : String(row.at);
    // A time that is no time is handed on as written: the line's parser reports it as a bad timestamp.
    const epoch = unix ?? epochOfTimeText(at, timeZone) ?? at;
    return { ...textColumns(row), ...(byId ? { id: String(row.id) } : { at }), epoch };
  });
}

/** Two times as MySQL writes them as text, in its order: numbers (epoch seconds in a number column) by value, dates as written (a fixed-width text). */
function compareTimeText(a: string, b: string): number {
  const number = /^-?\d+(\.\d+)?$/;
  if (number.test(a) && number.test(b)) return Number(a) - Number(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The queue_log columns as text (a driver hands a number column as a number, a binary one as bytes). */
function textColumns(row: QueueLogTableRow): Omit<QueueLogTableRow, 'id' | 'at' | 'epoch'> {
  const text = (value: unknown) => (value === null || value === undefined ? null : Buffer.isBuffer(value) ? value.toString('utf8') : String(value));
  return {
    callid: text(row.callid),
    queuename: text(row.queuename),
    agent: text(row.agent),
    event: text(row.event),
    data1: text(row.data1),
    data2: text(row.data2),
    data3: text(row.data3),
    data4: text(row.data4),
    data5: text(row.data5),
  };
}
