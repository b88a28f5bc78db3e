/**
 * The shared run bookkeeping of every import (upload job or command line): one row in
 * telephony.import_runs per attempt to import a file, from the moment it is known until its
 * outcome, whatever that is (imported, rejected, failed, refused) and with its reason. A job keeps
 * one row however often it is retried. Texts are made safe for PostgreSQL (no NUL).
 */
import type { ImportReport, ImportRunStatus, TelephonyImportKind } from '@backoffice/contracts';
import { withoutNul } from '@backoffice/domain/server';
import type { EntityManager } from 'typeorm';
import { rowsWritten } from './import-report.js';

/** Anything that runs SQL: the data source, or a transaction's manager. */
export interface SqlRunner {
  query<T = unknown>(sql: string, parameters?: unknown[]): Promise<T>;
}

export interface NewImportRun {
  customerId: number | null;
  kind: TelephonyImportKind;
  fileName: string;
  userId: number | null;
  status: ImportRunStatus;
  reason?: string | null;
  storageKey?: string | null;
  fileBytes?: number | null;
}

const REASON_LIMIT = 2000;
const clean = (text: string | null | undefined, limit = REASON_LIMIT) => (text == null ? null : withoutNul(text).slice(0, limit));

export class ImportRunLog {
  constructor(private readonly db: SqlRunner) {}

  async open(run: NewImportRun): Promise<number> {
    const [row] = await this.db.query<{ import_id: string }[]>(
      `INSERT INTO telephony.import_runs (customer_id, kind, file_name, user_id, status, reason, storage_key, file_bytes, finished_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $5 IN ('refused', 'failed') THEN now() END) RETURNING import_id`,
      [run.customerId, run.kind, clean(run.fileName, 300), run.userId, run.status, clean(run.reason), run.storageKey ?? null, run.fileBytes ?? null],
    );
    return Number(row.import_id);
  }

  /** The upload is stored: its size, and the job that will import it. */
  async queued(importId: number, values: { storageKey: string; fileBytes: number; jobId: string }): Promise<void> {
    await this.db.query(`UPDATE telephony.import_runs SET status = 'queued', storage_key = $2, file_bytes = $3, job_id = $4 WHERE import_id = $1`, [
      importId,
      values.storageKey,
      values.fileBytes,
      values.jobId,
    ]);
  }

  /**
   * An attempt starts: counts it and answers the run as it was (a run already finished is not
   * imported again when its job is delivered twice).
   */
  async start(importId: number): Promise<{ status: ImportRunStatus; attempts: number; report: ImportReport | null } | null> {
    const [row] = await this.db.query<{ status: ImportRunStatus; attempts: number; report: ImportReport | null; previous: ImportRunStatus }[]>(
      `WITH started AS (
         UPDATE telephony.import_runs r SET
           status = CASE WHEN r.status IN ('imported', 'rejected', 'refused') THEN r.status ELSE 'running' END,
           attempts = r.attempts + CASE WHEN r.status IN ('imported', 'rejected', 'refused') THEN 0 ELSE 1 END,
           started_at = coalesce(r.started_at, now())
         FROM telephony.import_runs before WHERE r.import_id = $1 AND before.import_id = r.import_id
         RETURNING before.status AS previous, r.attempts, r.report)
       SELECT previous, attempts, report FROM started`,
      [importId],
    );
    return row ? { status: row.previous, attempts: row.attempts, report: row.report } : null;
  }

  /** The outcome of an import that read the file: in the import's own transaction when it was imported. */
  async finish(importId: number, report: ImportReport, reason: string | null, runner: SqlRunner | EntityManager = this.db): Promise<void> {
    await runner.query(
      `UPDATE telephony.import_runs SET status = $2, reason = $3, report = $4, lines_read = $5, rows_written = $6, warning_count = $7,
         error_count = $8, finished_at = now() WHERE import_id = $1`,
      [
        importId,
        report.Accepted ? 'imported' : 'rejected',
        clean(reason),
        JSON.stringify(report),
        report.LinesRead,
        report.Accepted ? rowsWritten(report) : 0,
        report.Warnings.length,
        report.Errors.length + report.MoreErrors,
      ],
    );
  }

  /**
   * An attempt that could not finish: `failed` for good, `queued` again when the job will retry,
   * `refused` for an upload refused before importing. The reason says what happened.
   */
  async fail(importId: number, status: Extract<ImportRunStatus, 'failed' | 'queued' | 'refused'>, reason: string): Promise<void> {
    await this.db.query(
      `UPDATE telephony.import_runs SET status = $2, reason = $3, finished_at = CASE WHEN $2 = 'queued' THEN NULL ELSE now() END WHERE import_id = $1`,
      [importId, status, clean(reason)],
    );
  }
}
