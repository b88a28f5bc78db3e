import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../src/platform/config/app-config.js';
import { dataSourceOptions } from '../../src/platform/database/data-source-options.js';
import { runMigrations } from '../../src/platform/database/migrate.js';
import { LocalStorageService } from '../../src/platform/storage/storage.service.js';
import { TELEPHONY_ENTITIES } from '../../src/telephony/telephony.entities.js';

const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TelephonyTestDatabase {
  dataSource: DataSource;
  databaseUrl: string;
  storage: LocalStorageService;
  /** Two tenants; users `agent` (first tenant) and `supervisor` (both) exist. */
  customerIds: [number, number];
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** A fresh, migrated database of its own with two tenants and a local storage folder. */
export async function createTelephonyTestDatabase(): Promise<TelephonyTestDatabase> {
  const name = `bo_tel_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(TEST_POSTGRES_URL), { pathname: `/${name}` }).toString();
  await runMigrations(databaseUrl);
  const dataSource = new DataSource(dataSourceOptions(databaseUrl, TELEPHONY_ENTITIES));
  await dataSource.initialize();
  const customers: { customer_id: number }[] = await dataSource.query(
    `INSERT INTO core.customers (name, country) VALUES ('Tenant A', 'Austria'), ('Tenant B', 'Germany') RETURNING customer_id`,
  );
  const customerIds: [number, number] = [customers[0].customer_id, customers[1].customer_id];
  const users: { user_id: number }[] = await dataSource.query(
    `INSERT INTO core.users (first_name, last_name, username, email, password_hash)
     VALUES ('Armin', 'Gruber', 'agent', 'agent@example.com', 'x'), ('Sofia', 'Huber', 'supervisor', 'supervisor@example.com', 'x') RETURNING user_id`,
  );
  await dataSource.query(`INSERT INTO core.user_customers (user_id, customer_id) VALUES ($1, $3), ($2, $3), ($2, $4)`, [
    users[0].user_id,
    users[1].user_id,
    ...customerIds,
  ]);
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-tel-'));
  const storage = new LocalStorageService(AppConfig.fromEnv({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }));
  return {
    dataSource,
    databaseUrl,
    storage,
    customerIds,
    query: (sql, params = []) => dataSource.query(sql, params),
    async close() {
      await dataSource.destroy();
      const cleanup = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
