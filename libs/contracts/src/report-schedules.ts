import { call, type CallDeclaration } from './calls.js';
import { Permission, type PermissionName } from './permissions.js';
import { QualityCalls, type ReportLanguage } from './quality.js';
import { ReportCalls } from './reports.js';
import type { ResourceDeclaration } from './resources.js';

/**
 * Scheduled reports by e-mail (issue 25 item 4, docs/reports.md "Scheduled reports"): a report
 * and its parameters, a range relative to the run, a time and weekdays in the customer's zone,
 * recipients and a format. The API runs each occurrence once (BullMQ, ReportScheduleQueue) and
 * mails the attachment through SMTP_URL.
 */

/** Ranges relative to the run, computed in the customer's time zone (libs/domain `relativeRangeDays`). */
export const RELATIVE_RANGES = ['yesterday', 'last_week', 'last_month', 'month_to_date'] as const;
export type RelativeRange = (typeof RELATIVE_RANGES)[number];

export const SCHEDULE_FORMATS = ['csv', 'pdf'] as const;
export type ScheduleFormat = (typeof SCHEDULE_FORMATS)[number];

/** How many addresses one schedule mails. */
export const MAX_SCHEDULE_RECIPIENTS = 20;

/**
 * A report that can be scheduled: its call (the `Report` of a schedule is its path), the formats it
 * is sent in, and the request fields a schedule keeps besides the dates (the range fills those).
 * Adding a report to scheduling is one entry here and one runner in the API
 * (apps/api/src/reports/schedules/scheduled-reports.ts).
 */
export interface SchedulableReport {
  /** Names the report in labels and mails: the admin's `reports.schedules.report_names.<key>`, the server's `schedule.report.<key>`. */
  key: string;
  call: CallDeclaration;
  formats: readonly ScheduleFormat[];
  /** The request's date fields, filled from the range (`DateFrom`/`DateTo`, or `From`/`To`). */
  dateFields: readonly [string, string];
  /** The other request fields the schedule's Parameters may carry. */
  parameters: readonly string[];
  /** Longest range it is scheduled over, in days (absent: REPORT_MAX_RANGE_DAYS). */
  maxRangeDays?: number;
}

const DATES = ['DateFrom', 'DateTo'] as const;
const BOTH: readonly ScheduleFormat[] = ['csv', 'pdf'];

/** Every schedulable report, in the order the admin offers them. */
export const SCHEDULABLE_REPORTS: readonly SchedulableReport[] = [
  { key: 'callLog', call: ReportCalls.callLog, formats: BOTH, dateFields: DATES, parameters: [] },
  { key: 'acdDetails', call: ReportCalls.acdDetails, formats: BOTH, dateFields: DATES, parameters: ['Exten', 'MusicOnHoldDuration', 'PostHandlingTime'] },
  { key: 'callResult', call: ReportCalls.callResult, formats: BOTH, dateFields: DATES, parameters: ['Exten'] },
  { key: 'callDuration', call: ReportCalls.callDuration, formats: BOTH, dateFields: DATES, parameters: ['Exten'] },
  { key: 'activity', call: ReportCalls.activity, formats: BOTH, dateFields: DATES, parameters: [] },
  { key: 'agentProductivity', call: ReportCalls.agentProductivity, formats: BOTH, dateFields: DATES, parameters: ['HourFrom', 'HourTo', 'WeekDays'] },
  { key: 'extenProductivity', call: ReportCalls.extenProductivity, formats: BOTH, dateFields: ['From', 'To'], parameters: [] },
  { key: 'extenSwitch', call: ReportCalls.extenSwitch, formats: BOTH, dateFields: ['From', 'To'], parameters: ['Exten'] },
  { key: 'queueIntervals', call: ReportCalls.queueIntervals, formats: BOTH, dateFields: DATES, parameters: ['Interval', 'Queues'] },
  // The quality report is its own PDF (the evaluations of the chosen agents), as quality/reports/generate renders it.
  // Its PDF is written in the schedule's Language.
  { key: 'generateReport', call: QualityCalls.generateReport, formats: ['pdf'], dateFields: ['From', 'To'], parameters: ['CallAgents', 'PerAgent'] },
];

/** The schedulable report whose call has this path, or undefined. */
export function schedulableReport(path: string): SchedulableReport | undefined {
  return SCHEDULABLE_REPORTS.find((report) => report.call.path === path);
}

/** Whoever may run one of the schedulable reports may schedule (each schedule is checked against its own report). */
export const SCHEDULE_PERMISSIONS: readonly PermissionName[] = [...new Set(SCHEDULABLE_REPORTS.flatMap((report) => report.call.permissions))];

export interface ReportSchedule {
  ScheduleID: number;
  /** The report's call path (`report/call_log/list`): SCHEDULABLE_REPORTS. */
  Report: string;
  /** The report's request fields besides its dates. */
  Parameters: Record<string, unknown>;
  Range: RelativeRange;
  /** HH:mm on the customer's clock. */
  Time: string;
  /** ISO weekdays 1 (Monday) … 7 (Sunday). */
  Days: number[];
  Recipients: string[];
  Format: ScheduleFormat;
  /** The language of the mail and its PDF (REPORT_LANGUAGES; absent on create: `en`). */
  Language: ReportLanguage;
  /** Read-only: who created it (the schedule runs with this user's rights at run time). */
  OwnerID: number;
  Owner: string;
  /** Read-only: the last mail sent (customer's time, YYYY-MM-DD HH:mm:ss), null before the first. */
  LastRunAt: string | null;
  /** Read-only: why the last run failed (null when it succeeded), in English. */
  LastError: string | null;
  /** Read-only: the same as problems the admin words in its user's language (`app.errors.schedule_failed.<Problem>`, joined by '; '). */
  LastErrorProblems: ScheduleFailureProblem[] | null;
}

/** Why a run sent nothing: the schedule's rules broken at run time (scheduleProblems' codes) or the run's own reasons. */
export interface ScheduleFailureProblem {
  Problem: string;
  Value?: string;
}

export type ReportScheduleInput = Pick<ReportSchedule, 'Report' | 'Parameters' | 'Range' | 'Time' | 'Days' | 'Recipients' | 'Format'> &
  Partial<Pick<ReportSchedule, 'Language'>>;

/** The mail domains a customer's reports may be sent to besides its users' own addresses. */
export interface ReportMailDomains {
  Domains: string[];
}

/** The queue of scheduled report runs (one job per occurrence, and one per run_now). */
export const ReportScheduleQueue = 'report-schedule';

export const ReportScheduleResources = {
  /** /report_schedules: a user's own schedules (an administrator, holder of `*`, sees the customer's). */
  schedules: {
    name: 'report_schedules',
    base: 'reports/schedules',
    idField: 'ScheduleID',
    searchFields: ['Report', 'Owner'],
    permissions: { view: SCHEDULE_PERMISSIONS, edit: SCHEDULE_PERMISSIONS },
    labels: { singular: 'Schedule', plural: 'Schedules' },
    columns: ['actions', 'Report', 'Range', 'Time', 'Days', 'Recipients', 'Format', 'Language', 'Owner', 'LastRunAt', 'LastError'],
    verbs: {
      count: SCHEDULE_PERMISSIONS,
      list: SCHEDULE_PERMISSIONS,
      load: SCHEDULE_PERMISSIONS,
      create: SCHEDULE_PERMISSIONS,
      save: SCHEDULE_PERMISSIONS,
      delete: SCHEDULE_PERMISSIONS,
    },
  },
} as const satisfies Record<string, ResourceDeclaration>;

export const ReportScheduleCalls = {
  runNow: call<{ ScheduleID: number }, { JobID: string }>()({
    path: 'reports/schedules/run_now',
    permissions: SCHEDULE_PERMISSIONS,
    summary: 'Sends a scheduled report now, for the range as of now; the outcome shows as LastRunAt or LastError',
    ok: 'The report is being sent.',
    fail: 'Cannot send the report',
  }),
  mailDomains: call<Record<string, never>, ReportMailDomains>()({
    path: 'reports/mail_domains/load',
    permissions: [...SCHEDULE_PERMISSIONS, Permission.CoreCustomerEdit],
    summary: "Answers the mail domains the active customer's scheduled reports may be sent to",
    fail: 'Cannot load mail domains',
  }),
  saveMailDomains: call<ReportMailDomains, ReportMailDomains>()({
    path: 'reports/mail_domains/save',
    permissions: [Permission.CoreCustomerEdit],
    summary: "Replaces the mail domains the active customer's scheduled reports may be sent to",
    ok: 'Mail domains saved successfully',
    fail: 'Cannot save mail domains',
  }),
} as const;
