// Shared by the benches: a fresh (or kept) database, the real API started on it, raw-pg timing and reporting.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A throw-away database for one run. With BENCH_KEEP_DATABASE=<name> a bench keeps its database
 * instead: the first run makes and fills it, later runs find it filled (`fresh` false) and only
 * measure, so 10 million calls are written once and measured again on a quiet machine. A kept
 * database whose filling was cut off is made again.
 */
export async function createDatabase(prefix) {
  const kept = process.env.BENCH_KEEP_DATABASE;
  const name = kept ?? `${prefix}_${Date.now().toString(36)}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_KEEP_DATABASE must be a plain lower-case name, not ${name}`);
  const url = Object.assign(new URL(POSTGRES_URL), { pathname: `/${name}` }).toString();
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  let fresh = true;
  if (kept && (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount > 0) {
    const probe = new pg.Client({ connectionString: url });
    await probe.connect();
    fresh = (await probe.query(`SELECT to_regclass('public.bench_filled') IS NULL AS missing`)).rows[0].missing;
    await probe.end();
    if (fresh) await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
  }
  if (fresh) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    name,
    url,
    fresh,
    /** Marks a kept database as filled (call after writing its data). */
    async markFilled(client) {
      if (kept) await client.query('CREATE TABLE public.bench_filled (filled_at timestamptz DEFAULT now())');
    },
    async drop() {
      if (kept) return;
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Runs `fill` with the secondary indexes of `table` dropped and builds them again afterwards (with
 * 1 GB of maintenance memory and parallel workers): building an index once over 10 million rows is
 * several times faster than keeping ten of them up to date row by row. Indexes that back a
 * constraint (the primary key) stay.
 */
export async function withoutIndexes(client, table, fill) {
  const [schema, name] = table.split('.');
  const { rows: indexes } = await client.query(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.schemaname = $1 AND i.tablename = $2
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
    [schema, name],
  );
  for (const index of indexes) await client.query(`DROP INDEX ${schema}.${index.indexname}`);
  await fill();
  await client.query(`SET maintenance_work_mem = '1GB'`);
  await client.query(`SET max_parallel_maintenance_workers = 2`);
  for (const [position, index] of indexes.entries()) {
    const started = Date.now();
    await client.query(index.indexdef);
    console.log(`  index ${position + 1}/${indexes.length} ${index.indexname} built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  await client.query(`RESET maintenance_work_mem`);
  await client.query(`RESET max_parallel_maintenance_workers`);
}

/** Starts apps/api/dist/main.js on `databaseUrl` and resolves once /health answers. */
export async function startApi(databaseUrl, env = {}) {
  const port = 3900 + Math.floor(Math.random() * 90);
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-'));
  // BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the API during a bench.
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, join(ROOT, 'apps/api/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_PREFIX: `bench:${port}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DAYS: '0',
      DEMO_PARTNERS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.on('data', () => undefined);
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error('The API exited during start-up.');
    await new Promise((done) => setTimeout(done, 500));
  }
  return {
    baseUrl,
    /** The API process, e.g. to read its memory or CPU time from /proc. */
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    },
  };
}

export async function login(baseUrl, username, password = 'Demo1234!') {
  const response = await fetch(`${baseUrl}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Username: username, Password: password, AuthorizedUserID: 0 }),
  });
  const body = await response.json();
  if (!body.succeeded) throw new Error(`Login failed: ${body.message}`);
  return body.result.data.token;
}

/** Runs `query` from `connections` concurrent loops for `seconds`; requests per second and p99 in ms. */
export async function timeRawPg(databaseUrl, connections, seconds, query) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  await query(pool);
  const latencies = [];
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const started = process.hrtime.bigint();
        await query(pool);
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    }),
  );
  await pool.end();
  latencies.sort((a, b) => a - b);
  return { rate: latencies.length / seconds, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0, requests: latencies.length };
}

export function saveResult(name, result) {
  const folder = join(ROOT, 'bench/results');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, `${name}.json`), JSON.stringify({ date: new Date().toISOString(), ...result }, null, 2));
}
