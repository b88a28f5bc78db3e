/**
 * What every format's import works with: the transaction (query runner and its pg client for
 * COPY), the tenant's directory and time zone, the report and its problem lists, and the
 * progress counters the job reports to the uploader.
 */
import type { ImportReport } from '@backoffice/contracts';
import type { TextLine } from '@backoffice/domain/server';
import type { PoolClient } from 'pg';
import type { QueryRunner } from 'typeorm';
import type { ProblemList } from './import-report.js';
import type { TenantDirectory } from './tenant-directory.js';

export interface ImportProgress {
  bytesRead: number;
  /** The file's size when known (0: unknown). */
  totalBytes: number;
  linesRead: number;
  /** Rows written so far: staged while reading, then the final counts. */
  rowsWritten: number;
  phase: 'reading' | 'writing' | 'done';
}

export interface ImportContext {
  runner: QueryRunner;
  client: PoolClient;
  directory: TenantDirectory;
  customerId: number;
  /** The customer's IANA time zone: local times in files are read in it. */
  timeZone: string;
  report: ImportReport;
  errors: ProblemList;
  warnings: ProblemList;
  progress: ImportProgress;
  /** Tells the uploader how far the import is (throttled by the receiver). */
  reportProgress(): Promise<void>;
}

/** The lines of the file, in batches. */
export type LineBatches = AsyncIterable<TextLine[]>;

/**
 * The shared checks of a line before its format reads it: NUL runs in front of it are a warning,
 * NUL inside it an error; lines are counted. False when the line is not to be read.
 */
export function acceptLine(
  context: ImportContext,
  line: TextLine,
  notices: { warning?: { line: number; reason: string }; problem?: { line: number; reason: string } },
): boolean {
  context.report.LinesRead = line.number;
  context.progress.linesRead = line.number;
  if (notices.warning) context.warnings.add(notices.warning);
  if (notices.problem) {
    context.errors.add(notices.problem);
    return false;
  }
  return true;
}

/** PBX files end every line with a line end: a last line without one was cut while being written. */
export function checkCutLastLine(context: ImportContext, line: TextLine): boolean {
  if (line.terminated || line.text.trim() === '') return true;
  context.errors.add({
    line: line.number,
    reason: 'the last line has no line end: the file was cut while the PBX was writing it (copy it again when the line is complete)',
  });
  return false;
}
