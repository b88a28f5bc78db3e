import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/core/seed/demo-accounts.js';
import { bootInstance, createTestDatabase, dropTestDatabase, startTestApp, testConfig, TEST_POSTGRES_URL, type TestApp } from './support/test-app.js';

describe('two instances starting at once on an empty database', () => {
  it('both migrate, sync and seed without a race, and both serve', async () => {
    const database = await createTestDatabase({ empty: true });
    const dataDir = mkdtempSync(join(tmpdir(), 'bo-test-'));
    const config = () => testConfig(database, dataDir);
    const instances = await Promise.all([bootInstance(config()), bootInstance(config())]);
    try {
      for (const { baseUrl } of instances) {
        expect((await request(baseUrl).get('/health')).status).toBe(200);
        const login = await request(baseUrl).post('/users/login').send({ Username: 'admin', Password: DEMO_PASSWORD });
        expect(login.status).toBe(200);
      }
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client.query<{ users: number; migrations: number }>(
        `SELECT (SELECT count(*)::int FROM core.users) AS users, (SELECT count(*)::int FROM migrations) AS migrations`,
      );
      const { rows: distinct } = await client.query<{ count: number }>(`SELECT count(DISTINCT name)::int AS count FROM migrations`);
      await client.end();
      expect(rows[0].users).toBe(DEMO_USERS.length);
      expect(rows[0].migrations).toBe(distinct[0].count);
    } finally {
      await Promise.all(instances.map(({ app }) => app.close()));
      await dropTestDatabase(database.name);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a database connection killed under running requests', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login('admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers each request with its data or a 503 with Retry-After, never a 500', async () => {
    const killer = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await killer.connect();
    const database = new URL(t.databaseUrl).pathname.slice(1);
    let killed = 0;
    let killing = true;
    // Terminates the app's connections over and over while the requests run, so some die mid-query.
    const killLoop = (async () => {
      while (killing) {
        const result = await killer.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = 'backoffice' AND pid <> pg_backend_pid()`,
          [database],
        );
        killed += result.rowCount ?? 0;
        // A pause between rounds: killing without one, on a slow machine every retry died too and no request could succeed.
        await new Promise((resume) => setTimeout(resume, 20));
      }
    })();
    const statuses: number[] = [];
    try {
      for (let round = 0; round < 10; round += 1) {
        const responses = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            i % 2
              ? t.call('/users/list', { limit: 50, order: [{ field: 'LastName', direction: 'asc' }] }, token)
              : t.call('/roles/list', { limit: 50, order: [{ field: 'Name', direction: 'asc' }] }, token),
          ),
        );
        for (const response of responses) {
          statuses.push(response.status);
          if (response.status === 503) {
            expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
            expect(response.body.message).toMatch(/The database connection was interrupted/);
          }
        }
      }
    } finally {
      killing = false;
      await killLoop;
      await killer.end();
    }
    expect(killed).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    // And the app is well again afterwards.
    expect((await t.call('/users/count', {}, token)).status).toBe(200);
  }, 60_000);
});
