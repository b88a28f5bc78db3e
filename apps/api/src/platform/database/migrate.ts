import { DataSource } from 'typeorm';
import { AUDITED_TABLES } from '../../migrations/audited-tables.js';
import { syncAuditTriggers } from '../audit/audit-triggers.queries.js';
import { dataSourceOptions } from './data-source-options.js';
import { withStartupLock } from './startup-lock.js';

/**
 * Brings the schema up to date before the app starts, the audit triggers included (AUDITED_TABLES);
 * returns the names of applied migrations.
 * Under the start-up lock: a second instance waits, then finds nothing left to apply.
 */
export function runMigrations(url: string): Promise<string[]> {
  return withStartupLock(url, async () => {
    const dataSource = new DataSource(dataSourceOptions(url));
    await dataSource.initialize();
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      await syncAuditTriggers(dataSource, AUDITED_TABLES);
      return applied.map((migration) => migration.name);
    } finally {
      await dataSource.destroy();
    }
  });
}
