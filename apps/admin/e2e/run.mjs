#!/usr/bin/env node
/**
 * Browser e2e of the admin: `npm run test:browser -w apps/admin`.
 *
 * Builds nothing: expects apps/admin/dist and apps/api/dist. Creates a fresh PostgreSQL database
 * (E2E_PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres), starts the API on a
 * free port with a short session (E2E_SESSION_SECONDS, default 140: the countdown dialog opens
 * after 20 s), drives Debian's chromium (CHROMIUM_PATH, default /usr/bin/chromium) through the
 * scenarios, keeps a screenshot per step in e2e/artifacts/, stops everything and exits non-zero
 * on failure. Last line: "N passed, N failed".
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { Harness } from './harness.mjs';
import { scenarios } from './scenarios.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../../..');
const require = createRequire(import.meta.url);
const apiMain = join(repo, 'apps/api/dist/main.js');
const adminIndex = join(repo, 'apps/admin/dist/index.html');
const sessionSeconds = Number(process.env.E2E_SESSION_SECONDS ?? 140);
const pgAdminUrl = process.env.E2E_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const only = process.argv.slice(2);

const log = (line) => console.log(`[e2e] ${line}`);

function freePort() {
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

function databaseUrl(name) {
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function startApi(env) {
  return new Promise((resolveStart, reject) => {
    const child = spawn(process.execPath, [apiMain], { cwd: repo, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`API did not start within 120 s:\n${output.slice(-3000)}`)), 120_000);
    const onData = (chunk) => {
      output += chunk.toString();
      if (/Ready at/.test(output)) {
        clearTimeout(timer);
        resolveStart({ child, output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API exited with ${code}:\n${output.slice(-3000)}`));
    });
  });
}

async function stopApi(api) {
  if (!api || api.child.exitCode !== null) return;
  api.child.removeAllListeners('exit');
  const exited = new Promise((done) => api.child.once('exit', done));
  api.child.kill('SIGTERM');
  const timeout = new Promise((done) => setTimeout(done, 10_000, 'timeout'));
  if ((await Promise.race([exited, timeout])) === 'timeout') api.child.kill('SIGKILL');
}

async function main() {
  for (const [what, path] of [
    ['the built admin (npm run build -w apps/admin)', adminIndex],
    ['the built API (npm run build -w libs/contracts -w libs/domain -w apps/api)', apiMain],
    ['chromium (apt-get install -y chromium)', chromiumPath],
  ]) {
    if (!existsSync(path)) throw new Error(`Missing ${what}: ${path}`);
  }

  const dbName = `bo_admin_e2e_${process.pid}_${Date.now().toString(36)}`;
  await withPg((client) => client.query(`CREATE DATABASE ${dbName}`));
  log(`database ${dbName}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-admin-e2e-'));
  let api = null;
  let browser = null;
  let summary = { passed: 0, failed: 1 };
  try {
    const port = await freePort();
    api = await startApi({
      DATABASE_URL: databaseUrl(dbName),
      REDIS_URL: process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/6',
      REDIS_PREFIX: `admin-e2e-${process.pid}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      SESSION_SECONDS: String(sessionSeconds),
      DATA_DIR: dataDir,
      DEMO_DAYS: '0',
      LOGIN_ATTEMPTS: '1000',
      GLOBAL_SEARCH_ENABLED: 'true',
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    log(`API at ${baseUrl} (sessions of ${sessionSeconds} s)`);

    browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const harness = new Harness({ browser, baseUrl, artifacts: join(here, 'artifacts'), extra: { sessionSeconds } });
    const selected = only.length > 0 ? scenarios.filter((scenario) => only.includes(scenario.name)) : scenarios;
    for (const scenario of selected) await harness.run(scenario);
    summary = harness.summary();
  } finally {
    await browser?.close().catch(() => undefined);
    await stopApi(api).catch(() => undefined);
    await withPg((client) => client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)).catch((error) => log(`could not drop ${dbName}: ${error.message}`));
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`${summary.passed} passed, ${summary.failed} failed`);
  process.exitCode = summary.failed > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(`[e2e] ${error.stack ?? error}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
