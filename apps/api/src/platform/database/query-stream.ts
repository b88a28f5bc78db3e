import QueryStream from 'pg-query-stream';
import type { PoolClient } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * The rows of a query as they come, a batch at a time through a server-side cursor, on a
 * connection of its own that is released when the iteration ends (or stops early). Memory stays
 * flat however many rows there are: exports of a year of calls read through this.
 */
export async function* streamRows<T = Record<string, unknown>>(
  dataSource: DataSource,
  sql: string,
  params: unknown[] = [],
  batchSize = 1000,
): AsyncGenerator<T> {
  const pool = (dataSource.driver as unknown as { master: { connect(): Promise<PoolClient> } }).master;
  const client = await pool.connect();
  let failed: unknown;
  try {
    const stream = client.query(new QueryStream(sql, params, { batchSize }));
    try {
      for await (const row of stream) yield row as T;
    } finally {
      stream.destroy();
    }
  } catch (error) {
    failed = error;
    throw error;
  } finally {
    // A connection whose cursor failed may be broken: the pool drops it instead of reusing it.
    client.release(failed instanceof Error ? failed : undefined);
  }
}
