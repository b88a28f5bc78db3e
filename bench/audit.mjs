#!/usr/bin/env node
// bench/audit: what the audit log costs (issue 25 item 3), in one run on the built API.
// 1. crud save: POST /users/save changing a user's first name on every call (so every call writes an
//    audit row), at 10 connections, with the audit triggers and then with them dropped; and the
//    same transaction through raw pg (BEGIN, set_config of the actor, UPDATE, COMMIT with the
//    trigger, against BEGIN, UPDATE, COMMIT without it): the whole database-side cost.
//    Audited and not are measured twice each, in turn (the machine is shared).
// 2. list: POST /users/list (sort only) with and without the triggers: a read sends nothing more.
// 3. the audit log's first page over BENCH_AUDIT_ROWS rows (default 2,000,000, seeded with
//    generate_series): unfiltered, one customer, one user, one resource, through the API and the
//    same SQL through raw pg; and the count the screen asks beside each page.
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { createDatabase, login, saveResult, startApi, timeRawPg } from './lib/harness.mjs';

const ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 2_000_000);
/** BENCH_AUDIT_PARTS=writes: only the save and list figures (no seeding of the log). */
const PARTS = process.env.BENCH_AUDIT_PARTS ?? 'all';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);
const CONNECTIONS = 10;

const database = await createDatabase('bo_bench_audit');
const api = await startApi(database.url);
const { default: pg } = await import('pg');
const client = new pg.Client({ connectionString: database.url });
await client.connect();
const rows = (sql, params) => client.query(sql, params).then((result) => result.rows);

/** autocannon at CONNECTIONS on `path`, `body(n)` giving the n-th request's body. */
async function load(path, body, seconds) {
  let n = 0;
  const result = await autocannon({
    url: `${api.baseUrl}${path}`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(body((n += 1))) }) }],
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path} answered ${result.non2xx} non-2xx, ${result.errors} errors (${result.timeouts} timeouts).`);
  const figures = { rate: Math.round(result.requests.average), p99Ms: result.latency.p99 };
  console.log(`  ${path}: ${figures.rate} req/s, p99 ${figures.p99Ms} ms`);
  return figures;
}

async function measure(path, body) {
  await load(path, body, WARM_UP_SECONDS);
  return load(path, body, SECONDS);
}

const AUDITED = `SELECT n.nspname || '.' || c.relname AS name, pg_get_triggerdef(t.oid) AS definition
                   FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
                  WHERE t.tgname = 'audit_change'`;

try {
  const token = await login(api.baseUrl, 'admin');
  // 100 users of the admin's customer: concurrent saves of one row would wait for each other's row lock.
  const userIds = (
    await rows(
      `WITH made AS (
         INSERT INTO core.users (first_name, last_name, username, email, password_hash)
         SELECT 'Bench', 'User ' || n, 'bench' || n, 'bench' || n || '@example.org', 'not-a-hash' FROM generate_series(1, 100) n RETURNING user_id)
       INSERT INTO core.user_customers (user_id, customer_id)
       SELECT user_id, (SELECT customer_id FROM core.customers ORDER BY customer_id LIMIT 1) FROM made RETURNING user_id`,
    )
  ).map((row) => row.user_id);
  const triggers = await rows(AUDITED);
  const figures = { auditRows: ROWS, connections: CONNECTIONS, seconds: SECONDS, loadAverage: loadavg().map((value) => Number(value.toFixed(1))) };

  const save = (n) => ({ UserID: userIds[n % userIds.length], FirstName: `Bench ${n}`, Token: token });
  const list = () => ({ limit: 10, offset: 0, order: [{ field: 'LastName', direction: 'asc' }], Token: token });
  const dropTriggers = async () => {
    for (const { name } of triggers) await client.query(`DROP TRIGGER audit_change ON ${name}`);
  };
  const createTriggers = async () => {
    for (const { definition } of triggers) await client.query(definition);
  };
  // Audited and not, twice each in turn, so that a change of the machine's load falls on both.
  const runs = { savedAudited: [], savedPlain: [], listAudited: [], listPlain: [] };
  for (let round = 0; round < 2; round += 1) {
    console.log(`round ${round + 1}: audited ...`);
    runs.savedAudited.push(await measure('/users/save', save));
    runs.listAudited.push(await measure('/users/list', list));
    console.log(`round ${round + 1}: triggers dropped ...`);
    await dropTriggers();
    runs.savedPlain.push(await measure('/users/save', save));
    runs.listPlain.push(await measure('/users/list', list));
    await createTriggers();
  }
  const mean = (list) => ({
    rate: Math.round(list.reduce((sum, run) => sum + run.rate, 0) / list.length),
    p99Ms: Math.round(list.reduce((sum, run) => sum + run.p99Ms, 0) / list.length),
  });
  const savedAudited = mean(runs.savedAudited);
  const savedPlain = mean(runs.savedPlain);
  const listAudited = mean(runs.listAudited);
  const listPlain = mean(runs.listPlain);
  const auditRowsWritten = Number((await rows(`SELECT count(*) AS n FROM audit.log WHERE resource = 'core/users' AND action = 'save'`))[0].n);

  console.log('raw pg: the save transaction with and without the audit ...');
  const actor = JSON.stringify({ userId: 1, username: 'admin', actingAdminId: null, customerId: 1, call: 'users/save', at: new Date().toISOString() });
  let m = 0;
  const rawAudited = await timeRawPg(database.url, CONNECTIONS, SECONDS, async (pool) => {
    const connection = await pool.connect();
    try {
      await connection.query('BEGIN');
      await connection.query(`SELECT set_config('audit.actor', $1, true)`, [actor]);
      await connection.query(`UPDATE core.users SET first_name = $2 WHERE user_id = $1`, [userIds[(m += 1) % userIds.length], `Raw ${m}`]);
      await connection.query('COMMIT');
    } finally {
      connection.release();
    }
  });
  await client.query(`ALTER TABLE core.users DISABLE TRIGGER audit_change`);
  const rawPlain = await timeRawPg(database.url, CONNECTIONS, SECONDS, async (pool) => {
    const connection = await pool.connect();
    try {
      await connection.query('BEGIN');
      await connection.query(`UPDATE core.users SET first_name = $2 WHERE user_id = $1`, [userIds[(m += 1) % userIds.length], `Raw ${m}`]);
      await connection.query('COMMIT');
    } finally {
      connection.release();
    }
  });
  await client.query(`ALTER TABLE core.users ENABLE TRIGGER audit_change`);
  figures.save = {
    audited: savedAudited,
    plain: savedPlain,
    overhead: Number((1 - savedAudited.rate / savedPlain.rate).toFixed(3)),
    auditRowsWritten,
    rawAudited: { rate: Math.round(rawAudited.rate), p99Ms: Number(rawAudited.p99.toFixed(2)) },
    rawPlain: { rate: Math.round(rawPlain.rate), p99Ms: Number(rawPlain.p99.toFixed(2)) },
  };
  figures.list = { audited: listAudited, plain: listPlain, overhead: Number((1 - listAudited.rate / listPlain.rate).toFixed(3)) };

  figures.auditList = [];
  if (PARTS === 'all') {
    console.log(`Seeding ${ROWS.toLocaleString('en')} audit rows ...`);
    const seedStarted = Date.now();
    const customers = (await rows(`SELECT customer_id FROM core.customers ORDER BY customer_id`)).map((row) => row.customer_id);
    await client.query(
      `INSERT INTO audit.log (at, user_id, username, acting_admin_id, customer_id, action, call, resource, resource_id, changes)
     SELECT now() - make_interval(secs => ($1::int - n) * 10), 1 + n % 50, 'user' || (1 + n % 50), NULL, ($2::int[])[1 + n % cardinality($2::int[])],
            (ARRAY['create','save','delete','save','save'])[1 + n % 5], 'users/save',
            (ARRAY['core/users','core/roles','news','quality/call_evaluations','monitor/texts','assistance/partners'])[1 + n % 6], (n % 5000)::text,
            jsonb_build_array(jsonb_build_object('Field', 'first_name', 'Old', 'Anna', 'New', 'Anna ' || n))
       FROM generate_series(1, $1::int) n`,
      [ROWS, customers],
    );
    await client.query('VACUUM ANALYZE audit.log');
    figures.seedSeconds = Math.round((Date.now() - seedStarted) / 1000);

    const { auditLogResource } = await import('../apps/api/dist/core/audit-log/audit-log.resource.js');
    const { listQuery, countQuery } = await import('../apps/api/dist/platform/crud/crud-query.js');
    const principal = { sessionCustomerId: customers[0], customerIds: customers, permissions: ['*'] };
    const page = { limit: 10, offset: 0, order: [{ field: 'AuditID', direction: 'desc' }] };
    const cases = [
      { name: 'first page', filter: page },
      { name: 'one customer', filter: { ...page, q: { field: 'CustomerID', op: 'eq', value: customers[1] ?? customers[0] } } },
      { name: 'one user', filter: { ...page, q: { field: 'UserID', op: 'eq', value: 7 } } },
      { name: 'one resource', filter: { ...page, q: { field: 'Resource', op: 'eq', value: 'news' } } },
    ];
    for (const { name, filter } of cases) {
      console.log(`audit list, ${name} ...`);
      const apiFigures = await measure('/core/audit_log/list', () => ({ ...filter, Token: token }));
      const { sql, params } = listQuery(auditLogResource, filter, principal);
      const raw = await timeRawPg(database.url, CONNECTIONS, SECONDS, (pool) => pool.query(sql, params));
      const count = countQuery(auditLogResource, filter, principal);
      const started = Date.now();
      await client.query(count.sql, count.params);
      figures.auditList.push({ name, api: apiFigures, raw: { rate: Math.round(raw.rate), p99Ms: Number(raw.p99.toFixed(2)) }, countMs: Date.now() - started });
    }
  }
  figures.loadAverageAfter = loadavg().map((value) => Number(value.toFixed(1)));
  saveResult('audit', figures);
  console.log('');
  console.log(JSON.stringify(figures, null, 2));
  console.log(
    `users/save: audited ${figures.save.audited.rate} req/s (p99 ${figures.save.audited.p99Ms} ms), without triggers ${figures.save.plain.rate} req/s; overhead ${(figures.save.overhead * 100).toFixed(1)} % (target < 10 %)`,
  );
  console.log(
    `users/list: audited ${figures.list.audited.rate} req/s, without triggers ${figures.list.plain.rate} req/s; overhead ${(figures.list.overhead * 100).toFixed(1)} %`,
  );
  for (const row of figures.auditList)
    console.log(
      `audit list ${row.name}: API ${row.api.rate} req/s p99 ${row.api.p99Ms} ms (target < 50 ms) | raw pg ${row.raw.rate} req/s p99 ${row.raw.p99Ms} ms | count ${row.countMs} ms`,
    );
} finally {
  await client.end();
  await api.stop();
  await database.drop();
}
