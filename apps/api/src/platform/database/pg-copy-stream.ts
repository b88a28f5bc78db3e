/**
 * Bulk writes through PostgreSQL `COPY ... FROM STDIN` (pg-copy-streams): the telephony generator,
 * the imports' staging tables and the benchmarks write millions of rows this way, an order of
 * magnitude faster than INSERT. Rows are arrays in the column order given; values are escaped for
 * COPY's text format.
 */
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { QueryRunner } from 'typeorm';

export type CopyValue = string | number | boolean | Date | null | undefined;

/** COPY text format: backslash, tab, newline and carriage return are escaped; null is \N. */
export function copyText(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  // PostgreSQL text cannot hold NUL; callers refuse such input before it gets here.
  if (value.includes('\u0000')) throw new Error(`COPY value holds a NUL character: ${JSON.stringify(value.slice(0, 40))}`);
  return /[\\\t\n\r]/.test(value) ? value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r') : value;
}

export function copyLine(values: readonly CopyValue[]): string {
  let line = '';
  for (let i = 0; i < values.length; i++) line += (i === 0 ? '' : '\t') + copyText(values[i]);
  return line + '\n';
}

/** The pg client under a TypeORM query runner (COPY needs the driver's client). */
export async function pgClientOf(runner: QueryRunner): Promise<PoolClient> {
  return (await runner.connect()) as PoolClient;
}

const FLUSH_BYTES = 1 << 20;

/**
 * Runs one COPY of `rows` into `table`. Lines are joined into ~1 MB chunks and written with
 * back-pressure, so memory stays bounded whatever the iterable's length. Returns the row count.
 */
export async function copyRows(client: PoolClient, table: string, columns: readonly string[], rows: Iterable<readonly CopyValue[]>): Promise<number> {
  const stream = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  let count = 0;
  let chunk = '';
  const flush = async () => {
    if (chunk === '') return;
    const ok = stream.write(chunk);
    chunk = '';
    if (!ok)
      await new Promise<void>((resolve, reject) => {
        stream.once('drain', resolve);
        stream.once('error', reject);
      });
  };
  try {
    for (const row of rows) {
      chunk += copyLine(row);
      count++;
      if (chunk.length >= FLUSH_BYTES) await flush();
    }
    await flush();
    stream.end();
    await done;
  } catch (error) {
    stream.destroy(error as Error);
    await done.catch(() => undefined);
    throw error;
  }
  return count;
}
