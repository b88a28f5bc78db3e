import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import request from 'supertest';
import { createApp } from '../../src/app.factory.js';
import { DEMO_PASSWORD } from '../../src/core/seed/demo-accounts.js';
import { seedDemoIfEmpty } from '../../src/demo-seed.js';
import { AppConfig } from '../../src/platform/config/app-config.js';
import { runMigrations } from '../../src/platform/database/migrate.js';

/** The PostgreSQL the tests create their databases on (trust auth, as on CI). */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** http://127.0.0.1:<port> of the listening app. */
  baseUrl: string;
  databaseUrl: string;
  http: ReturnType<typeof request>;
  /** POST {path} with the body (and the token as the spec's client sends it). */
  call(path: string, body?: Record<string, unknown>, token?: string): request.Test;
  /** Signs in a demo user; returns the session token. */
  login(username: string, password?: string): Promise<string>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../src/migrations');
/** Advisory lock key (on the maintenance database) under which one process builds the template. */
const TEMPLATE_LOCK = 742_100;

/**
 * The name of the migrated template database for the migrations as they are now: a hash of their
 * sources, so a changed or added migration builds a new template and worktrees with different
 * migrations never share one.
 */
function templateName(): string {
  const hash = createHash('sha1');
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  return `bo_template_${hash.digest('hex').slice(0, 16)}`;
}

let template: Promise<string> | undefined;

/**
 * A database with every migration applied, built once per migration set (by whichever test process
 * gets there first, under an advisory lock) and copied with CREATE DATABASE ... TEMPLATE, which takes
 * a fraction of the time the migrations take. Built under a temporary name and renamed when done,
 * so a process that dies midway leaves no half-migrated template behind.
 */
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const name = templateName();
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    try {
      await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rowCount === 0) {
        const building = `${name}_building`;
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${building}`);
        await runMigrations(Object.assign(new URL(TEST_POSTGRES_URL), { pathname: `/${building}` }).toString());
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
        await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
      }
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
      await admin.end();
    }
  })();
  return template;
}

/**
 * A database of its own on the test PostgreSQL, with a name unique to this run: a copy of the
 * migrated template, or empty (`{ empty: true }`) for a test of the migrations themselves.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<{ name: string; url: string }> {
  const name = `bo_test_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const source = options.empty ? null : await migratedTemplate();
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(source ? `CREATE DATABASE ${name} TEMPLATE ${source}` : `CREATE DATABASE ${name}`);
  await admin.end();
  return { name, url: Object.assign(new URL(TEST_POSTGRES_URL), { pathname: `/${name}` }).toString() };
}

export async function dropTestDatabase(name: string): Promise<void> {
  const cleanup = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await cleanup.connect();
  await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await cleanup.end();
}

export function testConfig(database: { name: string; url: string }, dataDir: string, env: Record<string, string> = {}): AppConfig {
  return AppConfig.fromEnv({
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `test:${database.name}`,
    DATA_DIR: dataDir,
    ADMIN_DIST: join(dataDir, 'no-admin'),
    SEED_DEMO: 'true',
    DEMO_DAYS: '0',
    DEMO_PARTNERS: '0',
    GEOCODER_PRELOAD: 'false',
    ...env,
  });
}

/** What `npm start` does after the database is reachable: migrate (nothing left on a template copy), build, seed if empty, listen. */
export async function bootInstance(config: AppConfig): Promise<{ app: NestFastifyApplication; baseUrl: string }> {
  await runMigrations(config.databaseUrl!);
  const app = await createApp(config);
  await seedDemoIfEmpty(app, config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address() as { port: number };
  return { app, baseUrl: `http://127.0.0.1:${address.port}` };
}

/**
 * The real app on a database of its own (copied from the migrated template and seeded with the
 * demo's core data), on real Redis under a key prefix of its own, listening on a free local port.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const { name } = database;
  const databaseUrl = database.url;
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-test-'));
  const config = testConfig(database, dataDir, env);
  const { app, baseUrl } = await bootInstance(config);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // An idle connection ended by the server (a suite that terminates backends, a restart) is dropped
  // by the pool and replaced on the next query; without a listener the event would crash the run.
  pool.on('error', () => undefined);
  const http = request(baseUrl);

  const call = (path: string, body: Record<string, unknown> = {}, token?: string) =>
    http.post(path.startsWith('/') ? path : `/${path}`).send(token ? { ...body, Token: token } : body);

  return {
    app,
    config,
    baseUrl,
    databaseUrl,
    http,
    call,
    async login(username, password = DEMO_PASSWORD) {
      const response = await call('/users/login', { Username: username, Password: password, AuthorizedUserID: 0 });
      if (response.status !== 200) throw new Error(`Login of ${username} failed: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body.result.data.token as string;
    },
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async close() {
      await app.close();
      await pool.end();
      const redis = new Redis(TEST_REDIS_URL);
      const keys = await redis.keys(`test:${name}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
      await dropTestDatabase(name);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
