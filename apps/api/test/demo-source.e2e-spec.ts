import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TelephonySource } from '@backoffice/contracts';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { customerIdByName, dataOf } from './support/core-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { until } from './support/until.js';

/** The uniqueids the demo queue_log has entered so far. */
const enteredIds = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.split('|'))
    .filter((fields) => fields[4] === 'ENTERQUEUE')
    .map((fields) => fields[1]);

describe('the demo: the simulated floor flows in through a followed queue_log (issue 24)', () => {
  let t: TestApp;
  let folder: string;
  let admin: string;
  let customerId: number;

  const sources = async () => dataOf<TelephonySource[]>(await t.call('/telephony/sources/list', {}, admin));

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'bo-demo-source-'));
    // A day of demo calls seeds the call centre (queues and agents) the simulated floor runs on.
    t = await startTestApp({ DEMO_DAYS: '1', DEMO_AGENTS: '20', TELEPHONY_SOURCES_DIR: folder, TELEPHONY_SOURCES_POLL_MS: '200' });
    admin = await t.login('admin');
    customerId = await customerIdByName(t, 'Alpine Assist GmbH');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }, 60_000);

  it('gives every demo customer an active queue_log_file source on its own file in the sources folder', async () => {
    const rows = await t.query<{ customer_id: number; kind: string; path: string; active: boolean }>(
      `SELECT customer_id, kind, path, active FROM telephony.sources ORDER BY customer_id`,
    );
    const customers = await t.query<{ customer_id: number }>(`SELECT customer_id FROM core.customers ORDER BY customer_id`);
    expect(rows.map((row) => row.customer_id)).toEqual(customers.map((row) => row.customer_id));
    for (const row of rows) expect(row).toMatchObject({ kind: 'queue_log_file', path: `demo-customer-${row.customer_id}.queue_log`, active: true });
    expect(await sources()).toEqual([expect.objectContaining({ Kind: 'queue_log_file', Path: `demo-customer-${customerId}.queue_log`, Active: true })]);
  });

  it('appends the floor as queue_log lines that the ingestion reads on: LinesRead grows, the calls arrive, no fault', async () => {
    const file = join(folder, `demo-customer-${customerId}.queue_log`);
    const first = await until('the first demo lines read', async () => {
      const [source] = await sources();
      return source.LinesRead > 0 && source;
    });
    expect(first.LastError).toBeNull();
    const grown = await until('more demo lines read', async () => {
      const [source] = await sources();
      return source.LinesRead > first.LinesRead && source;
    });
    expect(grown.LagSeconds).not.toBeNull();
    const calls = await until('the demo calls in telephony.calls', async () => {
      const ids = enteredIds(file);
      const rows = await t.query<{ unique_id: string; routing_exten: string | null }>(
        `SELECT unique_id, routing_exten FROM telephony.calls WHERE customer_id = $1 AND unique_id = ANY($2)`,
        [customerId, ids],
      );
      return ids.length > 0 && rows.length === ids.length && rows;
    });
    // The PBX's queue names map to the customer's call customers, as in any of its imports.
    const extens = await t.query<{ routing_exten: string }>(`SELECT routing_exten FROM telephony.call_customers WHERE customer_id = $1`, [customerId]);
    for (const call of calls) expect(extens.map((row) => row.routing_exten)).toContain(call.routing_exten);
  });
});
