import { QualityCalls, ReportCalls, SCHEDULABLE_REPORTS, WILDCARD_PERMISSION, type SchedulableReport } from '@backoffice/contracts';

const REPORT_CALLS = { ...ReportCalls, generateReport: QualityCalls.generateReport };

/** The key of a report's call (`callLog`, `generateReport`): its label is `reports.schedules.report_names.<key>`. */
export function reportKey(path: string): string | undefined {
  return Object.entries(REPORT_CALLS).find(([, declaration]) => declaration.path === path)?.[0];
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
