import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ErrorCode } from '@backoffice/contracts';
import type { FastifyReply } from 'fastify';
import pg from 'pg';
import type { Principal } from '../auth/principal.js';
import { AppConfig } from '../config/app-config.js';
import { ResilientClient } from '../database/data-source-options.js';
import { streamRows } from '../database/query-stream.js';
import { AppError } from '../rpc/app-error.js';
import { sendCsv, type CsvColumn } from './csv-download.js';
import { ExportLimiter, type ExportLease } from './export-limiter.js';

/** How long an export waits for a free export connection before it is answered 503. */
const CONNECTION_WAIT_MS = 2_000;
const BUSY_RETRY_AFTER_SECONDS = 30;

export interface CsvDownload<Row> {
  fileName: string;
  columns: readonly CsvColumn<Row>[];
}

/**
 * Every CSV export goes through here, so no user can hold the service by exporting:
 * - a user runs at most EXPORTS_PER_USER exports at once over every instance (429 beyond);
 * - streamed exports read on a pool of their own (EXPORT_CONNECTIONS per instance), never on the
 *   request pool, so lists and forms answer however many exports run; when all are busy the next
 *   export is answered 503. Its statement_timeout (EXPORT_STATEMENT_TIMEOUT_MS) bounds a whole
 *   export: PostgreSQL times a cursor from its first fetch to its last, the client's reading
 *   included, so no export keeps its snapshot open longer;
 * - a client that reads nothing for EXPORT_IDLE_SECONDS is cut off, and a client that leaves ends
 *   its export: the cursor is closed, the connection and the user's slot are given back at once.
 */
@Injectable()
export class CsvExports implements OnApplicationShutdown {
  private readonly pool: pg.Pool;

  constructor(
    private readonly config: AppConfig,
    private readonly limiter: ExportLimiter,
  ) {
    this.pool = new pg.Pool({
      connectionString: config.databaseUrl ?? undefined,
      max: config.exportConnections,
      connectionTimeoutMillis: CONNECTION_WAIT_MS,
      idleTimeoutMillis: 30_000,
      application_name: 'backoffice-export',
      Client: ResilientClient,
      ...(config.exportStatementTimeoutMs ? { statement_timeout: config.exportStatementTimeoutMs } : {}),
    });
    // An idle export connection the server ended is dropped by the pool; without a listener the event would end the process.
    this.pool.on('error', () => undefined);
  }

  /** Streams the rows of `sql` as a CSV download from the export pool. */
  async sendQuery<Row>(reply: FastifyReply, principal: Principal, download: CsvDownload<Row>, sql: string, params: unknown[]): Promise<FastifyReply> {
    const lease = await this.limiter.acquire(principal.userId);
    const rows = streamRows<Row>(this.pool, sql, params);
    // The first batch is read before anything is sent: a query that fails or times out is still answered as an error.
    let first: IteratorResult<Row>;
    try {
      first = await rows.next();
    } catch (error) {
      lease.release();
      throw isPoolWaitTimeout(error) ? this.busy() : error;
    }
    return this.send(reply, lease, download, prepend(first, rows), () => void rows.return(undefined));
  }

  /** Sends rows already in memory (a table of days) under the same per-user limit and idle timeout. */
  async sendRows<Row>(reply: FastifyReply, principal: Principal, download: CsvDownload<Row>, rows: readonly Row[]): Promise<FastifyReply> {
    const lease = await this.limiter.acquire(principal.userId);
    return this.send(reply, lease, download, rows, () => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end().catch(() => undefined);
  }

  private send<Row>(
    reply: FastifyReply,
    lease: ExportLease,
    download: CsvDownload<Row>,
    rows: AsyncIterable<Row> | Iterable<Row>,
    end: () => void,
  ): FastifyReply {
    // 'close' comes when the response is complete and when it was cut (client gone, idle): either way the export is over.
    reply.raw.once('close', () => {
      end();
      lease.release();
    });
    return sendCsv(reply, download.fileName, download.columns, rows, { idleMs: this.config.exportIdleSeconds * 1000 });
  }

  private busy(): AppError {
    return AppError.unavailable(
      `All ${this.config.exportConnections} export connections of this server are in use. Please try again in a minute.`,
      BUSY_RETRY_AFTER_SECONDS,
      { code: ErrorCode.ExportsBusy },
    );
  }
}

/** pg-pool's error when no connection became free within connectionTimeoutMillis. */
function isPoolWaitTimeout(error: unknown): boolean {
  return error instanceof Error && /timeout exceeded when trying to connect/i.test(error.message);
}

async function* prepend<Row>(first: IteratorResult<Row>, rest: AsyncIterator<Row>): AsyncGenerator<Row> {
  if (first.done) return;
  yield first.value;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}
