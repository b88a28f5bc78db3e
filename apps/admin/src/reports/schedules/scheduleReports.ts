import { SCHEDULABLE_REPORTS, WILDCARD_PERMISSION, schedulableReport, type ReportSchedule, type SchedulableReport } from '@backoffice/contracts';

/** The key of a report (`callLog`, `generateReport`): its label is `reports.schedules.report_names.<key>`. */
export function reportKey(path: string): string | undefined {
  return schedulableReport(path)?.key;
}

/**
 * Why the last run failed, in the user's language: each problem worded by the server's
 * `app.errors.schedule_failed.<Problem>` and joined as the server joins them; the server's English
 * when a problem has no words in this language.
 */
export function lastErrorText(
  schedule: Pick<ReportSchedule, 'LastError' | 'LastErrorProblems'>,
  translate: (key: string, options?: Record<string, unknown>) => string,
): string | null {
  if (!schedule.LastError) return null;
  const problems = schedule.LastErrorProblems ?? [];
  const missing = '\u0000';
  const words = problems.map((problem) => translate(`app.errors.schedule_failed.${problem.Problem}`, { ...problem, _: missing }));
  return problems.length > 0 && !words.includes(missing) ? `${words.join('; ')}.` : schedule.LastError;
}

/** The schedulable reports the user may run (and so schedule). */
export function reportsFor(permissions: readonly string[]): SchedulableReport[] {
  return SCHEDULABLE_REPORTS.filter(
    (report) => permissions.includes(WILDCARD_PERMISSION) || report.call.permissions.some((permission) => permissions.includes(permission)),
  );
}

/** The Parameters of the chosen report only: fields of a report chosen before are dropped. */
export function parametersOf(path: string, values: Record<string, unknown> | undefined): Record<string, unknown> {
  const report = SCHEDULABLE_REPORTS.find((candidate) => candidate.call.path === path);
  if (!report || !values) return {};
  return Object.fromEntries(report.parameters.filter((name) => values[name] !== undefined && values[name] !== '').map((name) => [name, values[name]]));
}

/** Recipients typed one per line (or separated by commas, semicolons or spaces). */
export function recipientList(text: unknown): string[] {
  if (Array.isArray(text)) return text.map(String);
  return String(text ?? '')
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter(Boolean);
}
