#!/usr/bin/env node
// bench/api-list: 100,000 users, autocannon on POST /users/list (page of 10, search and sort) at
// 10 connections, against the same SQL through raw pg at the same concurrency (sent plain and
// prepared), in one run.
// The search ('neumann') matches about 1% of the users, as a person looking for someone types.
// A third baseline, bare HTTP: fastify and a pg pool answering the same prepared statement in the
// same envelope (bench/lib/bare-list-server.mjs), to tell the HTTP hop from our stack's cost; and a
// fourth, bare NestJS: one controller on the same adapter (bench/lib/nest-list-server.mjs), to tell
// the framework's own cost from our guards, validation and crud kit.
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createDatabase, login, ROOT, saveResult, startApi, timeRawPg } from './lib/harness.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 5);
const CONNECTIONS = 10;
const FILTER = {
  limit: 10,
  offset: 0,
  order: [{ field: 'LastName', direction: 'asc' }],
  q: { or: ['FirstName', 'LastName', 'Username', 'Email'].map((field) => ({ field, op: 'like', value: '%neumann%' })) },
};

/** CPU time (ms) a process has used, from /proc (Linux); NaN elsewhere. */
function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}
const CLOCK_TICKS = 100;

/** autocannon on a floor server (its own process, as the API is: bare-list-server.mjs or nest-list-server.mjs) over the same statement. */
async function timeFloorServer(script, databaseUrl, sql, params, filter, seconds) {
  const port = 3990 + Math.floor(Math.random() * 9);
  const server = spawn(process.execPath, [join(ROOT, 'bench/lib', script)], {
    env: { ...process.env, DATABASE_URL: databaseUrl, BENCH_BARE_PORT: String(port), BENCH_BARE_SQL: sql, BENCH_BARE_PARAMS: JSON.stringify(params) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await once(server.stdout, 'data');
    const load = (duration) =>
      autocannon({
        url: `http://127.0.0.1:${port}/users/list`,
        method: 'POST',
        connections: CONNECTIONS,
        duration,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(filter),
      });
    await load(WARM_UP_SECONDS);
    const result = await load(seconds);
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${script} answered ${result.non2xx} non-2xx and ${result.errors} errors.`);
    return result;
  } finally {
    server.kill();
  }
}

const database = await createDatabase('bo_bench_list');
const api = await startApi(database.url);
try {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  console.log(`Seeding ${USERS.toLocaleString('en')} users ...`);
  await client.query(
    `WITH made AS (
       INSERT INTO core.users (first_name, last_name, username, email, password_hash)
       SELECT (ARRAY['Anna','Ben','Clara','David','Eva','Felix','Greta','Hans','Ida','Jonas','Katrin','Lukas','Maria','Nico','Olga'])[1 + n % 15],
              (ARRAY['Bau','Hof','Neu','Schul','Wag','Beck','Ko','Rich','Klei','Wol','Leh','Hu','Fisch','Web','Mey','Schmi','Zimmer','Krau','Hart','Lang'])[1 + (n / 15) % 20]
                || (ARRAY['er','mann','ner','ke','ler'])[1 + (n / 300) % 5],
              'user' || n, 'user' || n || '@example.org', 'not-a-hash'
         FROM generate_series(1, $1::int) n RETURNING user_id)
     INSERT INTO core.user_customers (user_id, customer_id)
     SELECT user_id, (SELECT customer_id FROM core.customers ORDER BY name LIMIT 1) FROM made`,
    [USERS],
  );
  // What autovacuum does soon after a bulk load: statistics and the visibility map (index-only scans).
  await client.query('VACUUM ANALYZE');
  const token = await login(api.baseUrl, 'admin');

  // The exact statement the crud kit runs for this filter and session.
  const { usersResource } = await import('../apps/api/dist/core/users/users.resource.js');
  const { listQuery } = await import('../apps/api/dist/platform/crud/crud-query.js');
  const [{ customer_id: customerId }] = (await client.query(`SELECT customer_id FROM core.customers ORDER BY name LIMIT 1`)).rows;
  await client.end();
  const principal = { sessionCustomerId: customerId, customerIds: [customerId], permissions: ['*'] };

  const scenarios = [
    { name: 'search and sort', filter: FILTER },
    { name: 'sort only', filter: { ...FILTER, q: null } },
  ];
  const figures = { users: USERS, connections: CONNECTIONS, seconds: SECONDS, loadAverage: loadavg().map((value) => Number(value.toFixed(1))), scenarios: [] };
  for (const scenario of scenarios) {
    const { sql, params } = listQuery(usersResource, scenario.filter, principal);
    const load = (duration) =>
      autocannon({
        url: `${api.baseUrl}/users/list`,
        method: 'POST',
        connections: CONNECTIONS,
        duration,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...scenario.filter, Token: token }),
      });
    // Not counted: the API's code is compiled by V8 while it runs, and the pool opens its connections.
    console.log(`${scenario.name}: API warm-up, ${WARM_UP_SECONDS} s ...`);
    await load(WARM_UP_SECONDS);
    console.log(`${scenario.name}: API, autocannon ${CONNECTIONS} connections, ${SECONDS} s ...`);
    const cpuBefore = processCpuMs(api.pid);
    const result = await load(SECONDS);
    const apiCpuMs = processCpuMs(api.pid) - cpuBefore;
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`API answered ${result.non2xx} non-2xx and ${result.errors} errors.`);
    console.log(`${scenario.name}: raw pg, ${CONNECTIONS} concurrent loops, ${SECONDS} s ...`);
    const raw = await timeRawPg(database.url, CONNECTIONS, SECONDS, (pool) => pool.query(sql, params));
    console.log(`${scenario.name}: bare HTTP (fastify + pg, prepared), autocannon ${CONNECTIONS} connections, ${SECONDS} s ...`);
    const bare = await timeFloorServer('bare-list-server.mjs', database.url, sql, params, scenario.filter, SECONDS);
    console.log(`${scenario.name}: bare NestJS (one controller on the same adapter, prepared), autocannon ${CONNECTIONS} connections, ${SECONDS} s ...`);
    const nest = await timeFloorServer('nest-list-server.mjs', database.url, sql, params, scenario.filter, SECONDS);
    // The same statement prepared once per connection, as the crud kit sends a list without a search.
    console.log(`${scenario.name}: raw pg prepared, ${CONNECTIONS} concurrent loops, ${SECONDS} s ...`);
    const prepared = await timeRawPg(database.url, CONNECTIONS, SECONDS, (pool) => pool.query({ name: 'bench_list', text: sql, values: params }));
    const row = {
      name: scenario.name,
      apiRate: Math.round(result.requests.average),
      apiP99Ms: result.latency.p99,
      rawRate: Math.round(raw.rate),
      rawP99Ms: Number(raw.p99.toFixed(2)),
      preparedRate: Math.round(prepared.rate),
      preparedP99Ms: Number(prepared.p99.toFixed(2)),
      bareRate: Math.round(bare.requests.average),
      bareP99Ms: bare.latency.p99,
      nestRate: Math.round(nest.requests.average),
      nestP99Ms: nest.latency.p99,
    };
    // The API process's own CPU per answered call (user + system time): unlike the rates, it hardly moves with the machine's load.
    if (Number.isFinite(apiCpuMs)) row.apiCpuMicrosPerCall = Math.round((apiCpuMs * 1000) / result.requests.total);
    row.ratio = Number((row.apiRate / row.rawRate).toFixed(2));
    row.preparedRatio = Number((row.apiRate / row.preparedRate).toFixed(2));
    row.bareRatio = Number((row.apiRate / row.bareRate).toFixed(2));
    row.nestRatio = Number((row.apiRate / row.nestRate).toFixed(2));
    row.nestToRaw = Number((row.nestRate / row.rawRate).toFixed(2));
    figures.scenarios.push(row);
  }
  figures.loadAverageAfter = loadavg().map((value) => Number(value.toFixed(1)));
  saveResult('api-list', figures);
  console.log('');
  console.log(`load average before ${figures.loadAverage.join(' ')}, after ${figures.loadAverageAfter.join(' ')}`);
  for (const row of figures.scenarios) {
    console.log(
      `/users/list ${row.name.padEnd(16)} API ${row.apiRate} req/s (p99 ${row.apiP99Ms} ms, ${row.apiCpuMicrosPerCall ?? '?'} µs CPU per call) | raw pg ${row.rawRate} req/s (p99 ${row.rawP99Ms} ms) | ratio ${row.ratio}` +
        ` | raw pg prepared ${row.preparedRate} req/s (p99 ${row.preparedP99Ms} ms), ratio ${row.preparedRatio}` +
        ` | bare HTTP ${row.bareRate} req/s (p99 ${row.bareP99Ms} ms), ratio ${row.bareRatio}` +
        ` | bare NestJS ${row.nestRate} req/s (p99 ${row.nestP99Ms} ms, ${row.nestToRaw} of raw pg), ratio ${row.nestRatio}` +
        ` | target ratio >= 0.7 and p99 < 50 ms: ${row.ratio >= 0.7 && row.apiP99Ms < 50 ? 'met' : 'NOT met'}`,
    );
  }
} finally {
  await api.stop();
  await database.drop();
}
