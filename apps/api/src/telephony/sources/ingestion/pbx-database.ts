/**
 * The PBX's database a queue_log table source reads: a small pool per source, of the driver its
 * URL's scheme names (`databaseDriverOf`: postgres/postgresql → pg, mysql/mariadb → mysql2).
 * Connecting gives up after a few seconds, so a database that does not answer holds up its own
 * source only.
 */
import { databaseDriverOf } from '@backoffice/domain';
import mysql from 'mysql2/promise';
import pg from 'pg';

export type PbxDatabase = { driver: 'postgres'; pool: pg.Pool } | { driver: 'mysql'; pool: mysql.Pool };

/** Connecting to and querying a PBX database. */
const DATABASE_TIMEOUT_MS = 5000;
/** A statement of a read (a backlog's 30,000 rows on a slow link). */
export const PBX_QUERY_TIMEOUT_MS = DATABASE_TIMEOUT_MS * 6;
const IDLE_MS = 60_000;

/** A pool for the URL (checked when the source was saved; an unknown scheme here is a source saved before the check). */
export function openPbxDatabase(url: string): PbxDatabase {
  const driver = databaseDriverOf(url);
  if (driver === 'postgres') {
    const pool = new pg.Pool({
      connectionString: url,
      max: 1,
      connectionTimeoutMillis: DATABASE_TIMEOUT_MS,
      query_timeout: PBX_QUERY_TIMEOUT_MS,
      idleTimeoutMillis: IDLE_MS,
    });
    // An idle connection the PBX's database drops is replaced on the next read; nothing to log (the URL must never be).
    pool.on('error', () => undefined);
    return { driver, pool };
  }
  if (driver === 'mysql') {
    const parsed = new URL(url);
    const pool = mysql.createPool({
      host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: parsed.port ? Number(parsed.port) : 3306,
      user: decodeURIComponent(parsed.username),
      password: decodeURIComponent(parsed.password),
      database: decodeURIComponent(parsed.pathname.slice(1)),
      connectionLimit: 1,
      maxIdle: 1,
      idleTimeout: IDLE_MS,
      connectTimeout: DATABASE_TIMEOUT_MS,
      enableKeepAlive: true,
      // Times come as the text the server writes (never through a JS Date in this process's zone); ids past 2^53 as text.
      dateStrings: true,
      supportBigNumbers: true,
      bigNumberStrings: true,
    });
    // A TIMESTAMP column reads and compares in the session's zone: UTC on every connection, so a position stays valid across DST and server settings.
    pool.pool.on('connection', (connection) => {
      connection.query(`SET time_zone = '+00:00'`, () => undefined);
    });
    return { driver, pool };
  }
  throw new Error('the ConnectionUrl is not a PostgreSQL or MySQL/MariaDB URL');
}

/** Lets go of the pool's connections (a source deleted, paused or given another URL; the shutdown). */
export async function closePbxDatabase(database: PbxDatabase): Promise<void> {
  await database.pool.end().catch(() => undefined);
}
