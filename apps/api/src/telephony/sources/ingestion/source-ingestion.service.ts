/**
 * Continuous ingestion (issue 24, docs/telephony.md "Continuous sources"): every instance that runs
 * workers reads each active source every TELEPHONY_SOURCES_POLL_MS. One read is one transaction:
 * the source's row is locked (`FOR UPDATE SKIP LOCKED`: another instance skips it, so one reader per
 * source across all instances), the new whole lines go through the file import's parser, call
 * builder and writer (`QueueLogWriter`, `importMasterCsv`), and the new position and the builder's
 * memory are stored with the rows: a restart or a second instance neither loses nor doubles a line.
 * Calls still open at the end of a read are written `unfinished` and completed by a later read,
 * as a longer copy of a log completes an earlier import. A source's fault is recorded on it and
 * never stops the others.
 */
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { maskConnectionUrl, quotedLine } from '@backoffice/domain';
import { QueueLogCallBuilder, lineTextNotices, parseQueueLogLine, type QueueLogBuilderState, type TextLine } from '@backoffice/domain/server';
import type { QueryRunner } from 'typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../platform/config/app-config.js';
import { pgClientOf } from '../../../platform/database/pg-copy-stream.js';
import { setTransactionStatementTimeout } from '../../../platform/database/statement-timeout.js';
import { HealthRegistry } from '../../../platform/health/health-registry.js';
import type { ImportContext } from '../../imports/import-context.js';
import { ProblemList, emptyReport } from '../../imports/import-report.js';
import { importMasterCsv } from '../../imports/master-csv.import.js';
import { QueueLogWriter } from '../../imports/queue-log.import.js';
import { TenantDirectory } from '../../imports/tenant-directory.js';
import { SourceFolder, SourcePathError } from '../source-folder.js';
import { closePbxDatabase, openPbxDatabase, type PbxDatabase } from './pbx-database.js';
import { SourceFault, newFileLines, newTableLines, type FilePosition, type NewLines, type TablePosition } from './source-lines.js';
import {
  activeSourceIds,
  claimSource,
  failingSources,
  recordSourceFault,
  saveReadOutcome,
  storedBuilderState,
  type ClaimedSource,
  type ReadOutcome,
} from './sources.queries.js';

/** Sources read at once by one instance. */
const PARALLEL_SOURCES = 4;
/** A source not read to its end for this long is reported by the health check. */
const STALE_SECONDS = 60;

@Injectable()
export class SourceIngestion implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SourceIngestion.name);
  private running: Promise<void> | null = null;
  private stopped = false;
  private wake: (() => void) | null = null;
  /**
   * The builder of each source this instance read last, with the position it stands at: the next
   * read goes on with it instead of restoring the stored memory, as long as nobody else read the
   * source since (taken out while a read runs, put back after its commit).
   */
  private readonly builders = new Map<number, KeptBuilder>();
  /** One small pool per table source (pg or mysql2, as its URL's scheme says), kept while its URL stays the same. */
  private readonly databases = new Map<number, { url: string; database: PbxDatabase }>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly folder: SourceFolder,
    private readonly config: AppConfig,
    health: HealthRegistry,
  ) {
    health.register('telephony_sources', async () => {
      const failing = await failingSources(this.dataSource, STALE_SECONDS);
      return {
        status: failing.length > 0 ? 'down' : 'up',
        problems: failing.map(
          (row) => `source ${row.source_id} of customer ${row.customer_id}: ${row.last_error ?? `not read to its end for over ${STALE_SECONDS} s`}`,
        ),
      };
    });
  }

  onApplicationBootstrap(): void {
    if (this.config.workersInProcess) this.running = this.loop();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.running;
    await Promise.all([...this.databases.values()].map(({ database }) => closePbxDatabase(database)));
    this.databases.clear();
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      const started = Date.now();
      await this.readAll().catch((error: Error) => this.logger.warn(`Reading the telephony sources failed: ${error.message}`));
      const rest = this.folder.pollMs - (Date.now() - started);
      if (rest > 0 && !this.stopped)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, rest);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
    }
  }

  /** Each active source, a few at once; a source with a backlog is read on until it caught up or the next round is due. */
  async readAll(): Promise<void> {
    const queue = await activeSourceIds(this.dataSource);
    // A source deleted or paused lets go of its builder and its database connection.
    const active = new Set(queue);
    for (const id of this.builders.keys()) if (!active.has(id)) this.builders.delete(id);
    for (const [id, { database }] of this.databases)
      if (!active.has(id)) {
        this.databases.delete(id);
        void closePbxDatabase(database);
      }
    const until = Date.now() + this.folder.pollMs * 5;
    const next = async (): Promise<void> => {
      for (let id = queue.shift(); id !== undefined && !this.stopped; id = queue.shift()) {
        while ((await this.readOnce(id)) && !this.stopped && Date.now() < until);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_SOURCES }, next));
  }

  /** One read of one source; true when more is waiting. */
  async readOnce(sourceId: number): Promise<boolean> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    let source: ClaimedSource | null = null;
    try {
      await runner.startTransaction();
      // A read writes like an import job: the request pool's short statement timeout would cancel a large read over and over.
      await setTransactionStatementTimeout(runner, this.config.jobStatementTimeoutMs);
      source = await claimSource(runner, sourceId);
      if (!source) {
        await runner.rollbackTransaction();
        return false;
      }
      const lines = await this.newLines(source);
      const cached = this.builders.get(sourceId);
      this.builders.delete(sourceId);
      const kept = cached?.at === positionKey(source.linesRead, source.position) ? cached : null;
      const outcome =
        source.kind === 'cdr_csv_file' ? await this.applyCdrLines(runner, source, lines) : await this.applyQueueLogLines(runner, source, lines, kept);
      await saveReadOutcome(runner, sourceId, outcome);
      await runner.commitTransaction();
      if (outcome.kept) this.builders.set(sourceId, { ...outcome.kept, at: positionKey(source.linesRead + outcome.linesRead, outcome.position) });
      return !lines.caughtUp;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      if (source) {
        const reason = secretFree((error as Error).message, source.connectionUrl);
        if (!(error instanceof SourceFault || error instanceof SourcePathError)) this.logger.warn(`Telephony source ${sourceId}: ${reason}`);
        await recordSourceFault(this.dataSource, sourceId, reason).catch(() => undefined);
      }
      return false;
    } finally {
      await runner.release();
    }
  }

  private async newLines(source: ClaimedSource): Promise<NewLines> {
    if (source.kind === 'queue_log_table') {
      return newTableLines(this.databaseOf(source), source.tableName!, source.timeZone, source.position as TablePosition | null, source.linesRead);
    }
    // Checked again before every read: a link in the folder may have been changed since the source was saved.
    const path = this.folder.resolve(source.path!);
    return newFileLines(path, source.kind === 'cdr_csv_file' ? 'cdr_csv' : 'queue_log', source.position as FilePosition | null);
  }

  private databaseOf(source: ClaimedSource): PbxDatabase {
    const known = this.databases.get(source.sourceId);
    if (known?.url === source.connectionUrl) return known.database;
    if (known) void closePbxDatabase(known.database);
    const database = openPbxDatabase(source.connectionUrl!);
    this.databases.set(source.sourceId, { url: source.connectionUrl!, database });
    return database;
  }

  private async context(runner: QueryRunner, source: ClaimedSource, kind: 'queue_log' | 'cdr_csv'): Promise<ImportContext> {
    return {
      runner,
      client: await pgClientOf(runner),
      directory: await TenantDirectory.load(runner, source.customerId),
      customerId: source.customerId,
      timeZone: source.timeZone,
      report: emptyReport(kind, source.path ?? source.tableName ?? ''),
      errors: new ProblemList(),
      warnings: new ProblemList(),
      progress: { bytesRead: 0, totalBytes: 0, linesRead: 0, rowsWritten: 0, phase: 'reading' },
      reportProgress: async () => undefined,
    };
  }

  /** queue_log lines through the import's parser, call builder (restored from the last read) and writer; a line that cannot be read is reported and skipped. */
  private async applyQueueLogLines(
    runner: QueryRunner,
    source: ClaimedSource,
    read: NewLines,
    kept: KeptBuilder | null,
  ): Promise<ReadOutcome & { kept: KeptBuilder }> {
    let problem: string | null = read.notice;
    let lastLineAt: number | null = null;
    const context = await this.context(runner, source, 'queue_log');
    // A kept builder reads member names through this read's directory (it knows the agents the last read created).
    const directory = kept?.directory ?? { current: context.directory };
    directory.current = context.directory;
    const memberKey = (member: string) => directory.current.memberKey(member);
    let builder = kept?.builder;
    if (!builder) {
      const stored = (await storedBuilderState(runner, source.sourceId)) as QueueLogBuilderState | null;
      builder = stored ? QueueLogCallBuilder.restore(stored, { memberKey }) : new QueueLogCallBuilder({ memberKey });
    }
    const report = (line: TextLine, reason: string) => (problem = `${read.label(line)}: ${reason}: ${quotedLine(line.text)}`);
    read.lines.forEach((line, index) => {
      // The builder numbers lines across the whole stream (rotations included), so its calls keep distinct first lines.
      const sequence = source.linesRead + index + 1;
      const notices = lineTextNotices(line);
      if (notices.problem) return report(line, notices.problem.reason);
      const parsed = parseQueueLogLine(line.text, sequence);
      if (parsed.problem) return report(line, parsed.problem.reason);
      if (!parsed.entry) return;
      builder.add(parsed.entry);
      lastLineAt = Math.max(lastLineAt ?? 0, parsed.entry.time);
      const [first] = builder.takeNotices().problems;
      if (first) report(line, first.reason);
    });
    if (read.lines.length > 0) {
      const writer = await QueueLogWriter.open(context);
      await writer.stage(builder.drain());
      await writer.stage(builder.pending());
      await writer.write();
    }
    return {
      kept: { at: '', builder, directory },
      position: read.position,
      // Nothing read, nothing changed: the stored memory stays (an idle source costs no rewrite of it every poll).
      builderState: read.lines.length > 0 ? builder.exportState() : undefined,
      linesRead: read.lines.length,
      lastLineAt: lastLineAt === null ? null : new Date(lastLineAt),
      caughtUp: read.caughtUp,
      problem,
    };
  }

  /** Master.csv rows through the import (in a savepoint: rows it rejects are reported and the read is applied again without them). */
  private async applyCdrLines(runner: QueryRunner, source: ClaimedSource, read: NewLines): Promise<ReadOutcome & { kept?: undefined }> {
    let lines = read.lines.filter((line) => line.text.trim() !== '');
    let problem: string | null = read.notice;
    for (let attempt = 0; attempt < 2 && lines.length > 0; attempt++) {
      await runner.query('SAVEPOINT cdr_read');
      const context = await this.context(runner, source, 'cdr_csv');
      const batch = lines;
      await importMasterCsv(
        context,
        (async function* () {
          yield batch;
        })(),
      );
      if (context.errors.total === 0) break;
      await runner.query('ROLLBACK TO SAVEPOINT cdr_read');
      const rejected = new Set(context.errors.listed.map((error) => error.Line));
      const first = context.errors.listed[0];
      const line = lines.find((candidate) => candidate.number === first.Line);
      problem = `${line ? read.label(line) : `line ${first.Line}`}: ${first.Reason}${line ? `: ${quotedLine(line.text)}` : ''}`;
      lines = lines.filter((candidate) => !rejected.has(candidate.number));
    }
    return { position: read.position, builderState: null, linesRead: read.lines.length, lastLineAt: null, caughtUp: read.caughtUp, problem };
  }
}

interface KeptBuilder {
  /** The place it stands at ({@link positionKey}). */
  at: string;
  builder: QueueLogCallBuilder;
  directory: { current: TenantDirectory };
}

/** Where a source stands: lines read and position (a builder kept in memory is used again only at the same place). */
function positionKey(linesRead: number, position: unknown): string {
  // Keys sorted: the claimed position comes back from jsonb in another key order than the read built it in.
  const keys = position !== null && typeof position === 'object' ? Object.keys(position).sort() : undefined;
  return `${linesRead}:${JSON.stringify(position, keys)}`;
}

/** A message with the connection URL and its password masked (a driver may quote what it was given). */
function secretFree(message: string, url: string | null): string {
  if (!url) return message;
  const password = /^[a-z][a-z0-9+.-]*:\/\/[^:/@]*:([^@/]*)@/i.exec(url)?.[1];
  let text = message.replaceAll(url, maskConnectionUrl(url));
  if (password) for (const written of new Set([password, safelyDecoded(password)])) text = text.replaceAll(written, '****');
  return text;
}

/** A password as the driver was given it (`s3cr%40t` → `s3cr@t`); as written when it is no valid escape. */
function safelyDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
