/**
 * Starts the built API on a free port against a fresh PostgreSQL database, for the browser e2e
 * and the admin benchmarks; stops it and drops the database afterwards.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(here, '../../..');
const require = createRequire(import.meta.url);
const apiMain = join(repoRoot, 'apps/api/dist/main.js');
const adminIndex = join(repoRoot, 'apps/admin/dist/index.html');
const pgAdminUrl = process.env.E2E_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function withPg(fn) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: pgAdminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(name) {
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function checkBuilt() {
  for (const [what, path] of [
    ['the built admin (npm run build -w apps/admin)', adminIndex],
    ['the built API (npm run build -w libs/contracts -w libs/domain -w apps/api)', apiMain],
    ['chromium (apt-get install -y chromium)', chromiumPath],
  ]) {
    if (!existsSync(path)) throw new Error(`Missing ${what}: ${path}`);
  }
}

function spawnApi(env) {
  return new Promise((resolveStart, reject) => {
    const child = spawn(process.execPath, [apiMain], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`API did not start within 120 s:\n${output.slice(-3000)}`));
    }, 120_000);
    const onData = (chunk) => {
      output += chunk.toString();
      if (/Ready at/.test(output)) {
        clearTimeout(timer);
        resolveStart(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API exited with ${code}:\n${output.slice(-3000)}`));
    });
  });
}

/** A running API with a fresh database; `stop()` ends it and drops the database, `restart(env)` starts it again. */
export async function startTestServer({ sessionSeconds = 3600, env = {}, label = 'admin' } = {}) {
  checkBuilt();
  const dbName = `bo_${label}_${process.pid}_${Date.now().toString(36)}`;
  await withPg((client) => client.query(`CREATE DATABASE ${dbName}`));
  const dataDir = mkdtempSync(join(tmpdir(), `bo-${label}-`));
  const port = await freePort();
  let child = null;
  const end = async () => {
    if (child && child.exitCode === null) {
      child.removeAllListeners('exit');
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      const timeout = new Promise((done) => setTimeout(done, 10_000, 'timeout'));
      if ((await Promise.race([exited, timeout])) === 'timeout') child.kill('SIGKILL');
    }
  };
  const stop = async () => {
    await end();
    await withPg((client) => client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const apiEnv = {
    DATABASE_URL: databaseUrl(dbName),
    REDIS_URL: process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/6',
    REDIS_PREFIX: `${label}-${process.pid}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    SESSION_SECONDS: String(sessionSeconds),
    DATA_DIR: dataDir,
    DEMO_DAYS: '0',
    DEMO_PARTNERS: '0',
    LOGIN_ATTEMPTS: '1000',
    ...env,
  };
  try {
    child = await spawnApi(apiEnv);
  } catch (error) {
    await stop();
    throw error;
  }
  /** The same API (port, database, Redis) started again with `more` added to its environment. */
  const restart = async (more) => {
    await end();
    child = await spawnApi({ ...apiEnv, ...more });
  };
  return { baseUrl: `http://127.0.0.1:${port}`, database: dbName, stop, restart };
}

/** One query on a test server's database (a scenario that must know ids the screens do not show). */
export async function queryTestDatabase(name, sql, params = []) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: databaseUrl(name) });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}
