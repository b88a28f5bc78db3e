/**
 * Imports one PBX or native file into a tenant's telephony tables (docs/telephony.md): the upload
 * job and the command line both run this. Every import
 * - streams the file line by line (NUL runs cut, lines capped) into temporary staging tables
 *   with COPY, inside one transaction, so a multi-gigabyte file never sits in memory;
 * - validates every row; with any rejected row the transaction is rolled back and the report
 *   lists the rejected lines with reasons: nothing is written;
 * - is idempotent: rows are keyed (calls by uniqueid, periods by agent and start, mails by id,
 *   ...), so importing a file twice changes nothing (the report says Unchanged);
 * - writes its outcome to its import run: in the same transaction as the rows when imported, so
 *   an attempt killed half-way leaves neither rows nor an "imported" run.
 */
import { Injectable } from '@nestjs/common';
import type { ImportReport, TelephonyImportKind } from '@backoffice/contracts';
import { LineTooLongError, type NativeCsvKind } from '@backoffice/domain/server';
import type { PoolClient } from 'pg';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { setTransactionStatementTimeout } from '../../platform/database/statement-timeout.js';
import { pgClientOf } from '../../platform/database/pg-copy-stream.js';
import { fileLines, type ReadCounter } from './file-lines.js';
import type { ImportContext, ImportProgress, LineBatches } from './import-context.js';
import { ProblemList, emptyReport, rejectionReason, rowsWritten } from './import-report.js';
import { ImportRunLog } from './import-run-log.js';
import { importMasterCsv } from './master-csv.import.js';
import { importNativeCsv } from './native-csv.import.js';
import { importQueueLog } from './queue-log.import.js';
import { TenantDirectory } from './tenant-directory.js';

export class UnknownTenantError extends Error {
  constructor(readonly customerId: number) {
    super(`Unknown customer (tenant) ${customerId}: import refused.`);
  }
}

export interface ImportRequest {
  kind: TelephonyImportKind;
  customerId: number;
  fileName: string;
  input: Readable;
  /** The file's size, for progress in percent (0 or absent: unknown). */
  totalBytes?: number;
  /** The run this attempt belongs to (see ImportRunLog). */
  importId: number;
  /** Called as the import goes on (after each chunk of the file, and when writing). */
  onProgress?: (progress: ImportProgress) => void | Promise<void>;
  /** statement_timeout of the import's transaction (ms; 0: none); absent: the pool's. Jobs pass JOB_STATEMENT_TIMEOUT_MS. */
  statementTimeoutMs?: number;
}

@Injectable()
export class TelephonyImporter {
  constructor(private readonly dataSource: DataSource) {}

  get runs(): ImportRunLog {
    return new ImportRunLog(this.dataSource);
  }

  /**
   * Imports the file and records the outcome on its run: the report, accepted or not. Throws
   * UnknownTenantError before reading, and any fault (database, storage) after rolling back; the
   * caller records those on the run, as it alone knows whether another attempt follows.
   */
  async importFile(request: ImportRequest): Promise<ImportReport> {
    const [tenant] = await this.dataSource.query<{ time_zone: string }[]>(`SELECT time_zone FROM core.customers WHERE customer_id = $1`, [request.customerId]);
    if (!tenant) {
      request.input.destroy();
      throw new UnknownTenantError(request.customerId);
    }
    const report = emptyReport(request.kind, request.fileName);
    const errors = new ProblemList();
    const warnings = new ProblemList();
    const counter: ReadCounter = { bytesRead: 0 };
    const progress: ImportProgress = { bytesRead: 0, totalBytes: request.totalBytes ?? 0, linesRead: 0, rowsWritten: 0, phase: 'reading' };
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      if (request.statementTimeoutMs !== undefined) await setTransactionStatementTimeout(runner, request.statementTimeoutMs);
      const client: PoolClient = await pgClientOf(runner);
      const context: ImportContext = {
        runner,
        client,
        directory: await TenantDirectory.load(runner, request.customerId),
        customerId: request.customerId,
        timeZone: tenant.time_zone,
        report,
        errors,
        warnings,
        progress,
        reportProgress: async () => {
          progress.bytesRead = counter.bytesRead;
          await request.onProgress?.(progress);
        },
      };
      await this.read(context, request.kind, cappedLines(fileLines(request.input, counter), errors));
      report.Errors = errors.listed;
      report.Warnings = warnings.listed;
      report.MoreErrors = errors.more;
      report.Accepted = errors.total === 0;
      if (report.Accepted) {
        await this.runs.finish(request.importId, report, null, runner);
        await runner.commitTransaction();
      } else {
        await runner.rollbackTransaction();
        report.Inserted = {};
        report.Updated = {};
        report.Unchanged = {};
        report.Created = {};
        await this.runs.finish(request.importId, report, rejectionReason(report));
      }
      progress.phase = 'done';
      progress.rowsWritten = rowsWritten(report);
      await request.onProgress?.(progress);
      return report;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      request.input.destroy();
      throw error;
    } finally {
      await runner.release();
    }
  }

  private async read(context: ImportContext, kind: TelephonyImportKind, lines: LineBatches): Promise<void> {
    if (kind === 'queue_log') return importQueueLog(context, lines);
    if (kind === 'cdr_csv') return importMasterCsv(context, lines);
    return importNativeCsv(context, kind as NativeCsvKind, lines);
  }
}

/** A line over the cap ends the reading with an error naming it (the file is rejected, memory stays flat). */
async function* cappedLines(lines: LineBatches, errors: ProblemList): LineBatches {
  try {
    for await (const batch of lines) yield batch;
  } catch (error) {
    if (!(error instanceof LineTooLongError)) throw error;
    errors.add({ line: error.line, reason: error.message });
  }
}
