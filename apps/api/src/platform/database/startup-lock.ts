import pg from 'pg';

/** One advisory lock key for everything an instance does to the schema and its catalogue at start. */
const STARTUP_LOCK = 742_000;

/**
 * Runs `work` while holding a PostgreSQL session advisory lock on its own connection, so several
 * instances starting together on one database migrate, sync the catalogue and seed one after
 * another instead of racing (CREATE SCHEMA, CREATE TYPE and unique rows fail on a race).
 */
export async function withStartupLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'backoffice-startup' });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  } finally {
    await client.end();
  }
}
