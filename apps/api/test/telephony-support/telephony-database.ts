import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../src/platform/config/app-config.js';
import { dataSourceOptions } from '../../src/platform/database/data-source-options.js';
import { LocalStorageService } from '../../src/platform/storage/storage.service.js';
import { TELEPHONY_ENTITIES } from '../../src/telephony/telephony.entities.js';
import { createTestDatabase, dropTestDatabase } from '../support/test-app.js';

export interface TelephonyTestDatabase {
  dataSource: DataSource;
  databaseUrl: string;
  storage: LocalStorageService;
  /** Two tenants; users `agent` (first tenant) and `supervisor` (both) exist. */
  customerIds: [number, number];
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** A fresh, migrated database of its own (a copy of the template) with two tenants and a local storage folder. */
export async function createTelephonyTestDatabase(): Promise<TelephonyTestDatabase> {
  const { name, url: databaseUrl } = await createTestDatabase();
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
      await dropTestDatabase(name);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
