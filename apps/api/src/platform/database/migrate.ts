import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options.js';
import { withStartupLock } from './startup-lock.js';

/**
 * Brings the schema up to date before the app starts; returns the names of applied migrations.
 * Under the start-up lock: a second instance waits, then finds nothing left to apply.
 */
export function runMigrations(url: string): Promise<string[]> {
  return withStartupLock(url, async () => {
    const dataSource = new DataSource(dataSourceOptions(url));
    await dataSource.initialize();
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return applied.map((migration) => migration.name);
    } finally {
      await dataSource.destroy();
    }
  });
}
