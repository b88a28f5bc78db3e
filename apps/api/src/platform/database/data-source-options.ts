import pg from 'pg';
import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from '../../migrations/index.js';
import { AuditActorSubscriber } from '../audit/audit-actor.subscriber.js';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';

/**
 * pg emits 'error' on a client whose connection the server ends. The pool listens while a client
 * is idle and TypeORM while it holds one, but not in between: a connection terminated right as it
 * is handed out (pg_terminate_backend, a failover) raised an unhandled 'error' event and killed
 * the process. This listener makes that event harmless; the client is not queryable any more, so
 * its query fails (answered 503 or retried, see connection-loss.ts) and the pool drops it.
 */
export class ResilientClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', () => undefined);
  }
}

export interface PoolSettings {
  /**
   * statement_timeout of every connection (ms; 0 or absent: none): the API's request pool stops any
   * statement of a request after DB_STATEMENT_TIMEOUT_MS, so no filter can hold a connection for
   * minutes. Migrations and the command-line tools run without one; jobs raise it per transaction
   * (withStatementTimeout).
   */
  statementTimeoutMs?: number;
}

/** One place that says how this product talks to PostgreSQL; migrations run, never `synchronize`. */
export function dataSourceOptions(url: string, entities: DataSourceOptions['entities'] = [], pool: PoolSettings = {}): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations: MIGRATIONS,
    migrationsRun: false,
    // Tells the audit triggers who acts, per transaction (platform/audit).
    subscribers: [AuditActorSubscriber],
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    // maxUses: a connection is replaced after this many queries, which bounds the statements prepared on it (prepared-read.ts).
    extra: {
      max: 20,
      maxUses: 20_000,
      application_name: 'backoffice',
      Client: ResilientClient,
      // Sent in the connection's start-up packet: no extra round trip.
      ...(pool.statementTimeoutMs ? { statement_timeout: pool.statementTimeoutMs } : {}),
    },
  };
}
