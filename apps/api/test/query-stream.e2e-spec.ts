import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/platform/database/data-source-options.js';
import { streamRows } from '../src/platform/database/query-stream.js';
import { createTestDatabase, dropTestDatabase } from './support/test-app.js';

describe('streamRows', () => {
  let database: { name: string; url: string };
  let dataSource: DataSource;
  const pool = () => (dataSource.driver as unknown as { master: { totalCount: number; idleCount: number } }).master;
  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource(dataSourceOptions(database.url)).initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await dropTestDatabase(database.name);
  });

  it('yields every row of a large result in order and gives its connection back', async () => {
    let count = 0;
    let last = 0;
    let ordered = true;
    for await (const row of streamRows<{ n: number }>(dataSource, 'SELECT n FROM generate_series(1, $1::int) AS n', [100_000])) {
      count += 1;
      ordered &&= row.n === last + 1;
      last = row.n;
    }
    expect(count).toBe(100_000);
    expect(ordered).toBe(true);
    expect(pool().idleCount).toBe(pool().totalCount);
  });

  it('gives the connection back when the reader stops early or the query fails', async () => {
    for await (const row of streamRows<{ n: number }>(dataSource, 'SELECT n FROM generate_series(1, 100000) AS n')) {
      if (row.n === 10) break;
    }
    await expect(
      (async () => {
        for await (const _row of streamRows(dataSource, 'SELECT 1 / (n - 5) FROM generate_series(1, 10) AS n')) void _row;
      })(),
    ).rejects.toThrow('division by zero');
    expect(pool().idleCount).toBe(pool().totalCount);
    const [{ one }] = await dataSource.query<{ one: number }[]>('SELECT 1 AS one');
    expect(one).toBe(1);
  });
});
