import QueryStream from 'pg-query-stream';
import type { PoolClient } from 'pg';
import type { DataSource } from 'typeorm';

/** A pool to take the cursor's connection from: the request pool under a DataSource, or the export pool. */
export interface ConnectionSource {
  connect(): Promise<PoolClient>;
}

export interface StreamOptions {
  batchSize?: number;
  /**
   * Runs the cursor in a read-only transaction of its own with this statement_timeout (ms; 0:
   * none): a job reading through the request pool raises the request's limit this way. The
   * timeout covers the cursor's whole run, from its first batch to its last.
   */
  statementTimeoutMs?: number;
}

function poolOf(source: DataSource | ConnectionSource): ConnectionSource {
  return 'driver' in source ? (source.driver as unknown as { master: ConnectionSource }).master : source;
}

/**
 * The rows of a query as they come, a batch at a time through a server-side cursor, on a
 * connection of its own that is released when the iteration ends (or stops early). Memory stays
 * flat however many rows there are: exports of a year of calls read through this.
 */
export async function* streamRows<T = Record<string, unknown>>(
  source: DataSource | ConnectionSource,
  sql: string,
  params: unknown[] = [],
  options: StreamOptions = {},
): AsyncGenerator<T> {
  const client = await poolOf(source).connect();
  const transaction = options.statementTimeoutMs !== undefined;
  let open = false;
  let failed: unknown;
  try {
    if (transaction) {
      await client.query('BEGIN READ ONLY');
      open = true;
      await client.query(`SELECT set_config('statement_timeout', $1, true)`, [String(options.statementTimeoutMs)]);
    }
    const stream = client.query(new QueryStream(sql, params, { batchSize: options.batchSize ?? 1000 }));
    try {
      for await (const row of stream) yield row as T;
    } finally {
      stream.destroy();
    }
  } catch (error) {
    failed = error;
    throw error;
  } finally {
    // Read only: ending it early or at the end is the same; a failed one is rolled back by the dropped connection.
    if (open && failed === undefined) await client.query('COMMIT').catch((error: unknown) => (failed = error));
    // A connection whose cursor failed may be broken: the pool drops it instead of reusing it.
    client.release(failed instanceof Error ? failed : undefined);
  }
}
