/**
 * The report an import builds as it reads: rejected lines (errors), skipped ones (warnings), rows
 * per table, and what the file made the directory create. Every text is made safe for
 * PostgreSQL and JSON (a NUL in a reason would make the run's jsonb insert fail).
 */
import type { ImportReport, ImportRowProblem, TelephonyImportKind } from '@backoffice/contracts';
import { withoutNul, type LineProblem } from '@backoffice/domain/server';

/** Problems listed in one report; the rest are counted (MoreErrors for errors). */
export const MAX_LISTED_PROBLEMS = 500;

export class ProblemList {
  readonly listed: ImportRowProblem[] = [];
  more = 0;
  total = 0;

  add(problem: LineProblem): void {
    this.total++;
    if (this.listed.length < MAX_LISTED_PROBLEMS) this.listed.push({ Line: problem.line, Reason: withoutNul(problem.reason) });
    else this.more++;
  }

  /** Adds and empties a list the domain builders fill. */
  addAll(problems: LineProblem[]): void {
    for (const problem of problems) this.add(problem);
    problems.length = 0;
  }
}

export function emptyReport(kind: TelephonyImportKind, fileName: string): ImportReport {
  return {
    Kind: kind,
    FileName: withoutNul(fileName),
    Accepted: false,
    LinesRead: 0,
    Inserted: {},
    Updated: {},
    Unchanged: {},
    Created: {},
    MoreErrors: 0,
    Errors: [],
    Warnings: [],
  };
}

/** Inserted, updated and unchanged rows of a table from a staged count and the write's result. */
export function tally(report: ImportReport, table: string, staged: number, result: { inserted: number; updated: number }): void {
  report.Inserted[table] = result.inserted;
  report.Updated[table] = result.updated;
  report.Unchanged[table] = staged - result.inserted - result.updated;
}

/** Rows the import wrote: inserted plus updated over all tables. */
export function rowsWritten(report: ImportReport): number {
  const sum = (counts: Record<string, number>) => Object.values(counts).reduce((total, n) => total + n, 0);
  return sum(report.Inserted) + sum(report.Updated);
}

/** Why a rejected import was rejected, in one line: the first problem and how many there were. */
export function rejectionReason(report: ImportReport): string {
  const total = report.Errors.length + report.MoreErrors;
  const first = report.Errors[0];
  const where = first ? (first.Line > 0 ? `line ${first.Line}: ${first.Reason}` : first.Reason) : 'no readable rows';
  return `${total} problem${total === 1 ? '' : 's'}, nothing written; ${total > 1 ? 'first ' : ''}${where}`;
}
