#!/usr/bin/env node
// bench/playback: the playback call list with filters (first page, a deep page by offset and by
// keyset, a number search) at 10 connections next to the same SQL through raw pg in the same run,
// then concurrent Range requests on recordings (MB/s).
//
//   node bench/playback.mjs     BENCH_CALLS (2,000,000 over a year), BENCH_AGENTS (200), BENCH_SECONDS (8),
//                               BENCH_WARM_UP_SECONDS (2, per case, not counted)
//
// Needs the built API. Calls are written with SQL (generate_series) straight into the telephony
// tables of the first demo customer, every answered one with a pooled recording; the statement
// raw pg runs is the one the API builds (crud kit listQuery over playbackCallsResource).
import 'reflect-metadata';
import autocannon from 'autocannon';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT, createDatabase, login, saveResult, startApi, timeRawPg, withoutIndexes } from './lib/harness.mjs';

const CALLS = Number(process.env.BENCH_CALLS ?? 2_000_000);
const AGENTS = Number(process.env.BENCH_AGENTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
const CONNECTIONS = 10;
const ZONE = 'Europe/Vienna';

const domain = await import(join(ROOT, 'libs/domain/dist/index.js'));
const { wavFileBytes, zoneDateFilter } = await import(join(ROOT, 'libs/domain/dist/server/index.js'));
const { listQuery } = await import(join(ROOT, 'apps/api/dist/platform/crud/crud-query.js'));
const { playbackCallsResource } = await import(join(ROOT, 'apps/api/dist/playback/calls/playback-calls.resource.js'));

const database = await createDatabase('bo_bench_playback');
const api = await startApi(database.url);
const client = new pg.Client({ connectionString: database.url });
const results = { calls: CALLS, agents: AGENTS, connections: CONNECTIONS, lists: [], ranges: [] };
try {
  await client.connect();
  const [{ customer_id: customerId }] = (await client.query(`SELECT customer_id FROM core.customers ORDER BY customer_id LIMIT 1`)).rows;
  const today = domain.todayIn(ZONE);
  const firstDay = domain.addDays(today, -365);
  const lengths = [30, 60, 120, 240].map((seconds) => domain.snapToRecordingPool(seconds));
  const keys = lengths.map((seconds) => domain.recordingPoolKey(seconds));
  if (database.fresh) {
    const started = Date.now();
    console.log(`Writing ${CALLS.toLocaleString('en')} calls of ${AGENTS} agents over 365 days ...`);
    await client.query(
      `INSERT INTO telephony.call_customers (customer_id, code, name, routing_exten, queue_name)
       SELECT $1, 'C' || n, 'Customer ' || n, (800 + n)::text, 'q' || n FROM generate_series(1, 5) n`,
      [customerId],
    );
    await client.query(
      `INSERT INTO telephony.agents (customer_id, employee_id, username, first_name, last_name, exten)
       SELECT $1, 'E' || n, 'agent' || n, 'First' || n, 'Last' || n, (3000 + n)::text FROM generate_series(1, $2::int) n`,
      [customerId, AGENTS],
    );
    await withoutIndexes(client, 'telephony.calls', async () => {
      await client.query(
        `WITH a AS (SELECT array_agg(agent_id ORDER BY agent_id) AS ids FROM telephony.agents WHERE customer_id = $1),
              c AS (SELECT array_agg(call_customer_id ORDER BY call_customer_id) AS ids FROM telephony.call_customers WHERE customer_id = $1)
         INSERT INTO telephony.calls (customer_id, unique_id, caller_number, dialled_number, routing_exten, agent_exten, agent_id, call_customer_id, started_at,
                                      wait_routing_seconds, wait_agent_seconds, talk_seconds, post_handling_seconds, answered, lost, transferred, status, recording_key, source)
         SELECT $1, 'bench-' || g.n, '+4366' || lpad((g.n::bigint * 7919 % 9999991)::text, 7, '0'), '0800100', '801', (3001 + x.h % $3)::text, a.ids[1 + x.h % $3],
                c.ids[1 + (x.h / $3) % 5], (($4::date + (g.n % 365)) + make_interval(hours => 7) + ((g.n::bigint * 104729) % 46800) * interval '1 second') AT TIME ZONE '${ZONE}',
                10, 5, ($6::int[])[1 + g.n % 4], 30, true, false, g.n % 20 = 0, CASE WHEN g.n % 20 = 0 THEN 'transferred' ELSE 'completed_caller' END,
                ($5::text[])[1 + g.n % 4], 'generator'
           FROM generate_series(1, $2::int) g(n) CROSS JOIN a CROSS JOIN c
           -- Agent and call customer from a hash of n, not n itself: n % 365 is the day, and n % 5 or
           -- n % 200 would tie each day to one call customer and 40 agents (365, 5 and 200 share 5).
           CROSS JOIN LATERAL (SELECT abs(hashint4(g.n)) AS h) x`,
        [customerId, CALLS, AGENTS, firstDay, keys, lengths],
      );
    });
    console.log(`Written in ${((Date.now() - started) / 1000).toFixed(0)} s; VACUUM ANALYZE ...`);
    await client.query('VACUUM ANALYZE telephony.calls');
    await client.query('VACUUM ANALYZE telephony.agents');
    await database.markFilled(client);
  } else {
    console.log(`Measuring the kept database ${database.name} as it is (BENCH_KEEP_DATABASE).`);
  }

  const token = await login(api.baseUrl, 'supervisor');
  const principal = (await client.query(`SELECT user_id FROM core.users WHERE username = 'supervisor'`)).rows[0];
  const fakePrincipal = {
    userId: principal.user_id,
    sessionCustomerId: customerId,
    customerIds: [customerId],
    permissions: ['playback_listen_all'],
    timeZone: ZONE,
  };
  const month = { from: domain.addDays(today, -30), to: domain.addDays(today, -1) };
  const monthQ = [
    { field: 'Timestamp', op: 'gte', value: `${month.from} 00:00:00` },
    { field: 'Timestamp', op: 'lte', value: `${month.to} 23:59:59` },
  ];
  const agents = ['E1', 'E2', 'E3', 'E4', 'E5'];
  const lines = (await client.query(`SELECT call_customer_id FROM telephony.call_customers WHERE customer_id = $1 ORDER BY 1 LIMIT 2`, [customerId])).rows.map(
    (r) => r.call_customer_id,
  );
  /** The LogID of the call that ends the first `count` calls (newest first, of the last month or of all): the anchor of the page after them. */
  async function anchorAt(count, inMonth) {
    const range = inMonth
      ? `AND c.started_at >= ($3::date)::timestamp AT TIME ZONE '${ZONE}' AND c.started_at < ($4::date + 1)::timestamp AT TIME ZONE '${ZONE}'`
      : '';
    const [row] = (
      await client.query(
        `SELECT c.call_id::text AS id FROM telephony.calls c WHERE c.customer_id = $1 AND c.recording_key IS NOT NULL ${range}
          ORDER BY c.started_at DESC, c.call_id OFFSET $2 LIMIT 1`,
        inMonth ? [customerId, count - 1, month.from, month.to] : [customerId, count - 1],
      )
    ).rows;
    return row.id;
  }
  const cases = [
    { name: 'first page, no filter', filter: { limit: 10, offset: 0 } },
    {
      name: 'first page, last month, 5 agents',
      filter: { limit: 10, offset: 0, q: { and: [...monthQ, { field: 'CallcenterUser.EmployeeID', op: 'in', value: agents }] } },
    },
    {
      name: 'first page, last month, 2 call customers',
      filter: { limit: 10, offset: 0, q: { and: [...monthQ, { field: 'CustomerID', op: 'in', value: lines }] } },
    },
    { name: 'deep page (offset 50,000), last month', filter: { limit: 10, offset: 50_000, q: { and: monthQ } } },
    // The same page as the admin asks it when the user pages on: after the last call of the page before.
    {
      name: 'deep page by keyset (after call 50,000), last month',
      filter: { limit: 10, offset: 50_000, after: await anchorAt(50_000, true), q: { and: monthQ } },
    },
    {
      name: `deep page by keyset (half-way: after call ${Math.floor(CALLS / 2).toLocaleString('en')}), no filter`,
      filter: { limit: 10, offset: Math.floor(CALLS / 2), after: await anchorAt(Math.floor(CALLS / 2), false) },
    },
    { name: 'first page, number search', filter: { limit: 10, offset: 0, q: { or: [{ field: 'Number', op: 'like', value: '%12345%' }] } } },
  ];
  for (const bench of cases) {
    // The statement the API runs: the service's defaults (newest first, dates in the customer's zone).
    const filter = { ...bench.filter, order: [{ field: 'Timestamp', direction: 'desc' }], q: zoneDateFilter(bench.filter.q, ['Timestamp'], ZONE) };
    const { sql, params } = listQuery(playbackCallsResource, filter, fakePrincipal);
    const rows = (await client.query(sql, params)).rows.length;
    const load = (duration) =>
      autocannon({
        url: `${api.baseUrl}/playback/calls/list`,
        method: 'POST',
        connections: CONNECTIONS,
        duration,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(bench.filter),
      });
    // Not counted: V8 compiles the API's code while it runs, and each pooled connection plans the statement once.
    await load(WARM_UP_SECONDS);
    const result = await load(SECONDS);
    if (result.non2xx > 0) throw new Error(`${bench.name}: ${result.non2xx} answers were not 2xx`);
    const raw = await timeRawPg(database.url, CONNECTIONS, SECONDS, (pool) => pool.query(sql, params));
    const row = {
      case: bench.name,
      rows,
      apiP50Ms: result.latency.p50,
      apiP99Ms: result.latency.p99,
      apiReqPerSec: Math.round(result.requests.average),
      rawP99Ms: Number(raw.p99.toFixed(1)),
      rawReqPerSec: Math.round(raw.rate),
    };
    results.lists.push(row);
    console.log(row);
  }

  const [{ call_id: logId, talk_seconds: talk }] = (
    await client.query(`SELECT call_id::text, talk_seconds FROM telephony.calls WHERE customer_id = $1 AND talk_seconds = $2 LIMIT 1`, [customerId, lengths[3]])
  ).rows;
  const size = wavFileBytes(talk);
  await fetch(`${api.baseUrl}/playback/calls/download/?LogID=${logId}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.arrayBuffer());
  for (const range of [
    { name: 'Range 64 KiB', header: 'bytes=0-65535' },
    { name: `whole file (${(size / 1e6).toFixed(2)} MB)`, header: null },
  ]) {
    const result = await autocannon({
      url: `${api.baseUrl}/playback/calls/download/?LogID=${logId}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { authorization: `Bearer ${token}`, ...(range.header ? { range: range.header } : {}) },
    });
    if (result.non2xx > 0) throw new Error(`${range.name}: ${result.non2xx} answers were not 2xx`);
    const row = {
      case: range.name,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      reqPerSec: Math.round(result.requests.average),
      MBPerSec: Number((result.throughput.average / 1e6).toFixed(1)),
    };
    results.ranges.push(row);
    console.log(row);
  }
  saveResult('playback', results);
} finally {
  await client.end().catch(() => undefined);
  await api.stop();
  await database.drop();
}
