/**
 * The reader's SQL on `telephony.sources`: claiming a source for one read (its row locked for the
 * read's transaction, skipped by every other instance), moving its position with the rows it
 * produced, and recording faults.
 */
import type { QueryRunner } from 'typeorm';
import type { DataSource } from 'typeorm';

export interface ClaimedSource {
  sourceId: number;
  customerId: number;
  kind: 'queue_log_file' | 'queue_log_table' | 'cdr_csv_file';
  path: string | null;
  connectionUrl: string | null;
  tableName: string | null;
  linesRead: number;
  position: unknown;
  timeZone: string;
}

export async function activeSourceIds(dataSource: DataSource): Promise<number[]> {
  const rows = await dataSource.query<{ source_id: number }[]>(`SELECT source_id FROM telephony.sources WHERE active ORDER BY source_id`);
  return rows.map((row) => row.source_id);
}

/** The source, locked until the transaction ends; null when it is inactive, gone, or being read by another instance. */
export async function claimSource(runner: QueryRunner, sourceId: number): Promise<ClaimedSource | null> {
  const [row] = await runner.query(
    `SELECT s.source_id AS "sourceId", s.customer_id AS "customerId", s.kind, s.path, s.connection_url AS "connectionUrl", s.table_name AS "tableName",
            s.lines_read::float8 AS "linesRead", s.position, c.time_zone AS "timeZone"
       FROM telephony.sources s JOIN core.customers c ON c.customer_id = s.customer_id
      WHERE s.source_id = $1 AND s.active
        FOR UPDATE OF s SKIP LOCKED`,
    [sourceId],
  );
  return (row as ClaimedSource | undefined) ?? null;
}

/** The queue_log builder's stored memory (read only when this instance does not hold the builder already). */
export async function storedBuilderState(runner: QueryRunner, sourceId: number): Promise<unknown> {
  const [row] = await runner.query(`SELECT builder_state FROM telephony.sources WHERE source_id = $1`, [sourceId]);
  const text = (row as { builder_state: string | null } | undefined)?.builder_state;
  return text == null ? null : JSON.parse(text);
}

export interface ReadOutcome {
  position: unknown;
  /** Undefined: unchanged (nothing was read). */
  builderState: unknown;
  linesRead: number;
  lastLineAt: Date | null;
  caughtUp: boolean;
  /** The read's problem (a line that could not be parsed), or null. */
  problem: string | null;
}

/** Stores where the next read starts, in the transaction that wrote this read's rows. */
export async function saveReadOutcome(runner: QueryRunner, sourceId: number, outcome: ReadOutcome): Promise<void> {
  await runner.query(
    `UPDATE telephony.sources SET position = $2, builder_state = CASE WHEN $8 THEN $3 ELSE builder_state END, lines_read = lines_read + $4,
            last_line_at = coalesce($5, last_line_at),
            caught_up_at = CASE WHEN $6 THEN now() ELSE caught_up_at END,
            last_error = coalesce($7, last_error), last_error_at = CASE WHEN $7::text IS NULL THEN last_error_at ELSE now() END
      WHERE source_id = $1`,
    [
      sourceId,
      JSON.stringify(outcome.position),
      outcome.builderState == null ? null : JSON.stringify(outcome.builderState),
      outcome.linesRead,
      outcome.lastLineAt,
      outcome.caughtUp,
      outcome.problem,
      outcome.builderState !== undefined,
    ],
  );
}

/** A fault of the whole source (its file, its database): reported, the position unchanged. */
export async function recordSourceFault(dataSource: DataSource, sourceId: number, reason: string): Promise<void> {
  await dataSource.query(`UPDATE telephony.sources SET last_error = $2, last_error_at = now() WHERE source_id = $1`, [sourceId, reason]);
}

/** Active sources whose last problem is newer than their last complete read, or that have not been read to their end for `staleSeconds`. */
export async function failingSources(
  dataSource: DataSource,
  staleSeconds: number,
): Promise<{ source_id: number; customer_id: number; last_error: string | null }[]> {
  return dataSource.query(
    `SELECT source_id, customer_id, last_error FROM telephony.sources
      WHERE active AND (caught_up_at IS NULL AND last_error_at IS NOT NULL OR last_error_at > caught_up_at OR caught_up_at < now() - make_interval(secs => $1))
      ORDER BY source_id`,
    [staleSeconds],
  );
}
