import { call, type FileBytes, type NoBody } from './calls.js';
import type { EffectiveServiceLevel } from './service-levels.js';
import { Permission } from './permissions.js';
import type { CallResultType } from './telephony.js';
import type { ResourceDeclaration } from './resources.js';

/**
 * The Reports area's wire contract (spec part 2: routes section 2, rows section 3, calls section 7,
 * constants section 9). Definitions of every figure: docs/reports.md.
 * Every call is `POST report/{report}/{verb}` (ReportCalls); the CSV exports are GET downloads.
 */

export const ReportResources = {
  /** The PC inventory: count and list only (rows come from the pc_inventory import), search on hostname. */
  pcInfo: {
    name: 'pc_info',
    base: 'report/pc_info',
    idField: 'PcID',
    searchFields: ['hostname'],
    // pc_info guards the content (report_pc_info the menu entry); nothing is written through it.
    permissions: { view: [Permission.PcInfo], edit: [Permission.All] },
    labels: { singular: 'PC', plural: 'PCs' },
    verbs: { count: [Permission.PcInfo], list: [Permission.PcInfo] },
  },
} as const satisfies Record<string, ResourceDeclaration>;

/** Longest range a report accepts unless REPORT_MAX_RANGE_DAYS says otherwise: one year (a leap year's 366 days). */
export const DEFAULT_REPORT_MAX_RANGE_DAYS = 366;

/** Agent productivity's WeekDays: ISO weekdays 1 (Monday) … 7 (Sunday), and 8 for the Holiday checkbox. */
export const HOLIDAY_WEEKDAY = 8;
export const REPORT_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7, HOLIDAY_WEEKDAY] as const;

/**
 * The spec's split of lost calls (section 9, the columns lost_calls_lte54 / gt54), used while the
 * customer sets no short-abandon cut-off (docs/decisions.md, "Service levels"). The 20 s of the
 * column names is the service-level target time, a setting (service-levels.ts).
 */
export const ACD_LOST_BOUNDARY_SECONDS = 54;
/** Handling time is billed in steps of this many seconds. */
export const ACD_BILLING_SECONDS = 60;

/** Call log page sizes (spec section 9) and the activity / call duration page size. */
export const CALL_LOG_PAGE_SIZES = [50, 75, 100, 150] as const;
export const CALL_LOG_DEFAULT_PAGE_SIZE = 100;
export const SMALL_REPORT_PAGE_SIZE = 5;

/** The label of the totals row of the activity tables. */
export const REPORT_SUM_LABEL = 'SUM';

// Requests -------------------------------------------------------------------------------------

export interface ExtenSwitchRequest {
  Exten: string;
  From: string;
  To: string;
}
export interface ExtenProductivityRequest {
  From: string;
  To: string;
}
export interface AgentProductivityRequest {
  DateFrom: string;
  DateTo: string;
  HourFrom: string;
  HourTo: string;
  WeekDays: number[];
}
export interface DateRangeRequest {
  DateFrom: string;
  DateTo: string;
}
export interface DateRangeExtenRequest extends DateRangeRequest {
  Exten?: string;
}
export interface AbsenceScopeRequest {
  AgentMail?: string;
}
export interface AbsenceDetailRequest extends DateRangeRequest {
  Reasons: string[];
  Agent?: number;
}
export interface CallLogRequest extends DateRangeRequest {
  Page?: number;
  PageSize?: number;
  /**
   * Keyset paging: the page right after the call with this `nummer` (the last row shown), or
   * right before it (the first row shown), instead of skipping (Page - 1) * PageSize calls.
   * `Page` is still sent: it is used when that call is gone.
   */
  After?: number;
  Before?: number;
}
export interface AcdDetailsRequest extends DateRangeExtenRequest {
  MusicOnHoldDuration: number | string;
  PostHandlingTime: number | string;
}

/** Queue intervals: the interval lengths in minutes (a 30 or 60 is the sum of its 15-minute slots). */
export const QUEUE_INTERVAL_MINUTES = [15, 30, 60] as const;
export type QueueIntervalMinutes = (typeof QUEUE_INTERVAL_MINUTES)[number];
/** At most this many queues in one request's Queues. */
export const QUEUE_INTERVALS_MAX_QUEUES = 100;

/** The queue intervals table's page sizes (a year of 15-minute intervals of five queues is 95,000 rows). */
export const QUEUE_INTERVALS_PAGE_SIZES = [10, 20, 50, 100] as const;

export interface QueueIntervalsRequest extends DateRangeRequest {
  Interval: QueueIntervalMinutes;
  /** Routing extens (queues); omitted or empty: every queue. */
  Queues?: string[];
  /** One page of the rows (1-based) of PageSize rows; both omitted: every row. */
  Page?: number;
  PageSize?: (typeof QUEUE_INTERVALS_PAGE_SIZES)[number];
}
/** The rows asked for and how many there are in all. */
export interface QueueIntervalsPage {
  Rows: QueueIntervalRow[];
  Total: number;
}
export interface QueueProfileRequest extends DateRangeRequest {
  Queues?: string[];
}

// Rows -----------------------------------------------------------------------------------------

/** A day (the customer's), a call customer and how many switches to the exten happened. */
export interface ExtenSwitchRow {
  date: string;
  /** The call customer the switches were for (null: none recorded), and its name. */
  kunde_id: number | null;
  kunde: string | null;
  count: number;
}

/** Handling seconds (talk + post-handling of answered calls) per agent exten. */
export interface ExtenProductivityRow {
  exten: string;
  sum: number;
}

export interface ProductivityDetail {
  Type: string;
  /** Share of the agent's logged time in the window, 0-1. */
  Value: number;
}
export interface AgentProductivityRow {
  AgentID: number;
  DisplayName: string;
  /** Empty when the agent logged nothing in the window (the chart shows 100 % Leerzeit). */
  Detail: ProductivityDetail[];
}

export interface CallResultStatistics {
  /** Exten → result type → count. */
  CallStatistic: Record<string, Record<string, number>>;
  /** Result type → English label (spec section 3). */
  TypeNames: Record<string, string>;
}

export interface AbsenceReasonRow {
  status_grund: string;
}
export interface AbsenceAgentRow {
  mitarbeiter_id: number;
  benutzername: string;
}
export interface AbsenceDetailRow {
  agent: string;
  /** YYYY-MM-DD, the customer's day the absence starts on. */
  date: string;
  /** HH:mm of the customer's clock; `ende` carries its date when it ends on a later day. */
  start: string;
  ende: string;
  /** HH:MM:SS (hours may exceed 24). */
  dauer: string;
  status_grund: string;
}

export interface ActivityRow {
  /** The agent's employee id; `SUM` on the totals row. */
  agent: string;
  agent_name: string;
  anzahl_mail: number;
}
export interface ActivityReport {
  agentActivities: ActivityRow[];
  supervisorActivities: ActivityRow[];
}

export interface CallDurationRow {
  agent: string;
  /** The employee id; null on the totals row. */
  mitarbeiter_id: string | null;
  /** Average talk minutes, 2 decimals. */
  anruf_dauer: number;
  /** Average wait in seconds, 2 decimals. */
  wartezeit: number;
  anzahl: number;
}
export interface CallDurationReport {
  agentCallDuration: CallDurationRow[];
  supervisorCallDuration: CallDurationRow[];
}

export interface CallLogRow {
  /** YYYY-MM-DD HH:mm:ss on the customer's clock. */
  zeit: string;
  dnis: string;
  clip: string;
  benutzername: string | null;
  klappe_routing: string;
  klappe_agent: string | null;
  wartezeit_routing: number | null;
  wartezeit_agent: number | null;
  ergebnis: string | null;
  dauer: number | null;
  nummer: number;
  /** How the call left the queue (CALL_STATUSES): the log's 12th column. */
  status: string;
}
export interface CallLogPage {
  Rows: CallLogRow[];
  Total: number;
}

export interface AcdDetailsRow {
  datum: string;
  incoming_calls: number;
  handled_calls_gesamt: number;
  handled_calls_20: number;
  lost_calls_gesamt: number;
  lost_calls_20: number;
  lost_calls_lte54: number;
  lost_calls_gt54: number;
  waiting_time_avg: number;
  waiting_time_sum: number;
  waiting_time_max: number;
  handling_time_min_sum: number;
  /** The spec's first unlabelled column: answered calls with a known talk time (the divisor of the average). */
  handled_calls_timed: number;
  handled_time_min_avg: number;
  /** The spec's second unlabelled column: the service level, handled within the target time over offered (incoming minus short abandons), percent, 2 decimals. */
  service_level_20: number;
}

/** The dashboard widget: today's figures (ACD definition, no announcement, no post-handling). */
export interface AcdToday {
  Date: string;
  Incoming: number;
  Handled: number;
  Lost: number;
  /** Percent, 2 decimals, each queue's calls under its own thresholds. */
  ServiceLevel: number;
  /** The customer's target time and share (queues may override them). */
  TargetSeconds: number;
  TargetShare: number;
}

/** `report/acd/thresholds`: the thresholds a report of the Exten (or of all queues) counts with. */
export interface AcdThresholdsRequest {
  Exten?: string;
}

/** The thresholds in force, and where lost calls are split into lost_calls_lte54 / gt54. */
export interface AcdThresholds extends EffectiveServiceLevel {
  LostSplitSeconds: number;
}

/**
 * Queue intervals: one row per interval of the customer's clock and queue that had offered calls
 * (docs/reports.md, "Queue intervals").
 */
export interface QueueIntervalRow {
  /** The interval's first instant, ISO 8601 with the customer's offset ("2026-10-25T02:00:00+01:00"): unambiguous on clock-change days. */
  IntervalStart: string;
  Queue: string;
  /** Calls of the queue, short abandons left out. */
  Offered: number;
  Answered: number;
  /** Abandoned calls, short abandons left out. */
  Abandoned: number;
  /** Answered within the queue's target time over offered, percent, 2 decimals. */
  ServiceLevel: number;
  /** Over answered and abandoned calls, seconds, 2 decimals. */
  AverageWaitSeconds: number;
  LongestWaitSeconds: number;
  /** Over answered calls with a talk time, seconds, 2 decimals. */
  AverageTalkSeconds: number;
}

/** The hour-of-day profile: the average day of the range, per hour of the customer's clock, over the chosen queues. */
export interface QueueProfileRow {
  /** 0-23, the hour of the customer's clock. */
  Hour: number;
  /** Offered, answered and abandoned calls per day of the range, 2 decimals. */
  Offered: number;
  Answered: number;
  Abandoned: number;
  ServiceLevel: number;
  AverageWaitSeconds: number;
  LongestWaitSeconds: number;
  AverageTalkSeconds: number;
}
export interface QueueProfile {
  /** The days of the range: the divisor of the daily averages. */
  Days: number;
  Rows: QueueProfileRow[];
  /** The thresholds the report counts with, for its header: the customer's (Queue null), then each queue overriding them. */
  Thresholds: EffectiveServiceLevel[];
}

export interface PcInfoRow {
  PcID: number;
  hostname: string;
  updatestamp: string;
  winver: string;
}

/** Labels of the call result types (spec section 3): the API's TypeNames and the admin's English texts (German in its i18n). */
export const CALL_RESULT_LABELS: Record<CallResultType, string> = {
  rueckruf: 'Callback',
  nochmals: 'Call again',
  fax: 'Fax',
  anruf_kunde: 'Our customer calls us',
  nicht_mitteilen: 'Not inform',
  aufgelegt: 'Caller ended the call',
  testanruf: 'Test call',
  sonstiges: 'Others',
  weiterverbunden: 'Transferred',
  firma_fax: 'Company fax sended',
  firma_anruf: 'Company called',
  firma_pager: 'Company paged',
};

/**
 * A report table's column: the row field it shows, and the header the CSV export gives it (the
 * wire name). The admin's table and the API's CSV writer both read the list.
 */
export interface ReportColumn<Row> {
  field: keyof Row & string;
  csvHeader: string;
}

const columnsOf = <Row>(fields: readonly (keyof Row & string)[]): readonly ReportColumn<Row>[] => fields.map((field) => ({ field, csvHeader: field }));

/** ACD details: the 15 columns of the table and of its CSV (docs/reports.md). */
export const ACD_DETAILS_COLUMNS = columnsOf<AcdDetailsRow>([
  'datum',
  'incoming_calls',
  'handled_calls_gesamt',
  'handled_calls_20',
  'lost_calls_gesamt',
  'lost_calls_20',
  'lost_calls_lte54',
  'lost_calls_gt54',
  'waiting_time_avg',
  'waiting_time_sum',
  'waiting_time_max',
  'handling_time_min_sum',
  'handled_calls_timed',
  'handled_time_min_avg',
  'service_level_20',
]);

/** The call log: the 12 columns of the table and of its CSV. */
export const CALL_LOG_COLUMNS = columnsOf<CallLogRow>([
  'zeit',
  'dnis',
  'clip',
  'benutzername',
  'klappe_routing',
  'klappe_agent',
  'wartezeit_routing',
  'wartezeit_agent',
  'ergebnis',
  'dauer',
  'nummer',
  'status',
]);

/** Queue intervals: the 9 columns of the table and of its CSV. */
export const QUEUE_INTERVALS_COLUMNS = columnsOf<QueueIntervalRow>([
  'IntervalStart',
  'Queue',
  'Offered',
  'Answered',
  'Abandoned',
  'ServiceLevel',
  'AverageWaitSeconds',
  'LongestWaitSeconds',
  'AverageTalkSeconds',
]);

const P = Permission;
const ABSENCE = [P.ReportAbsence, P.ReportAbsenceOwn];

/** The CSV exports' query: the report's request, sent as GET parameters. */
export type CallLogExportQuery = DateRangeRequest;
export type AcdDetailsExportQuery = AcdDetailsRequest;
export type QueueIntervalsExportQuery = Omit<QueueIntervalsRequest, 'Page' | 'PageSize'>;

/** The Reports area's calls (spec part 2 section 7): one per report, each with its permission. */
export const ReportCalls = {
  extenSwitch: call<ExtenSwitchRequest, ExtenSwitchRow[]>()({
    path: 'report/exten_switch/list',
    permissions: [P.ReportExtenSwitch],
    summary: "Lists the extension switches of the active customer's agents in the date range (optionally one Exten)",
    fail: 'Cannot load exten',
  }),
  extenProductivity: call<ExtenProductivityRequest, ExtenProductivityRow[]>()({
    path: 'report/exten_productivity/list',
    permissions: [P.ReportExtenProductivity],
    summary: 'Lists per extension the calls, talk and pause times in the date range',
    fail: 'Cannot load exten productivity',
  }),
  agentProductivity: call<AgentProductivityRequest, AgentProductivityRow[]>()({
    path: 'report/agent_productivity/list',
    permissions: [P.ReportAgentProductivity],
    summary: 'Lists per agent the productivity figures in the date and hour range (ACD and productivity rules)',
    ok: 'Agent productivity loaded successfully',
    fail: 'Cannot load productivity',
  }),
  callResult: call<DateRangeExtenRequest, CallResultStatistics>()({
    path: 'report/call_result/statistics',
    permissions: [P.ReportCallResult],
    summary: 'Answers the call result statistics (answered, lost, by outcome) in the date range',
    ok: 'Call result statistics loaded successfully',
    fail: 'Cannot load call result statistics',
  }),
  absenceReasons: call<AbsenceScopeRequest, AbsenceReasonRow[]>()({
    path: 'report/absence/reason_list',
    permissions: ABSENCE,
    summary: 'Lists the absence reasons of the active customer',
    fail: 'Cannot load absence reasons',
  }),
  absenceAgents: call<AbsenceScopeRequest, AbsenceAgentRow[]>()({
    path: 'report/absence/agent_list',
    permissions: ABSENCE,
    summary: 'Lists the agents whose absences the user may see (all, or only their own)',
    fail: 'Cannot load agents',
  }),
  absenceDetail: call<AbsenceDetailRequest & AbsenceScopeRequest, AbsenceDetailRow[]>()({
    path: 'report/absence/absence_detail',
    permissions: ABSENCE,
    summary: 'Lists the absences of the chosen reasons and agents in the date range',
    ok: 'Absence detail loaded successfully.',
    fail: 'Cannot load absence details',
  }),
  activity: call<DateRangeRequest, ActivityReport>()({
    path: 'report/activity/list',
    permissions: [P.ReportActivity],
    summary: 'Answers the activity report (calls, mails, status periods per agent) in the date range',
    ok: 'Activities loaded successfully.',
    fail: 'Cannot load activities',
  }),
  callDuration: call<DateRangeExtenRequest, CallDurationReport>()({
    path: 'report/call_duration/wait_time',
    permissions: [P.ReportCallDuration],
    summary: 'Answers the wait and talk time distribution of the calls in the date range',
    ok: 'Call duration loaded successfully.',
    fail: 'Cannot load call duration',
  }),
  callLog: call<CallLogRequest, CallLogPage>()({
    path: 'report/call_log/list',
    permissions: [P.ReportCallLog],
    summary: "Lists one page of the call log in the date range, in the customer's time zone",
    ok: 'Calls loaded successfully.',
    fail: 'Cannot load calls',
  }),
  /** GET report/call_log/export?DateFrom&DateTo: the whole log of the range as CSV (CALL_LOG_COLUMNS). */
  callLogExport: call<CallLogExportQuery, FileBytes>()({
    path: 'report/call_log/export',
    permissions: [P.ReportCallLog],
    summary: 'Streams the whole call log of the date range as a CSV file',
    fail: 'Cannot export calls',
    kind: 'download',
  }),
  acdDetails: call<AcdDetailsRequest, AcdDetailsRow[]>()({
    path: 'report/acd/details',
    permissions: [P.ReportAcdDetails],
    summary: 'Lists the ACD details per day and queue (incoming, handled, lost, service level) in the date range',
    ok: 'ACD Details loaded successfully.',
    fail: 'Cannot load ACD Details',
  }),
  /** GET report/acd/export?DateFrom&DateTo&Exten&MusicOnHoldDuration&PostHandlingTime: the table as CSV (ACD_DETAILS_COLUMNS). */
  acdDetailsExport: call<AcdDetailsExportQuery, FileBytes>()({
    path: 'report/acd/export',
    permissions: [P.ReportAcdDetails],
    summary: 'Sends the ACD details of the date range as a CSV file',
    fail: 'Cannot export ACD Details',
    kind: 'download',
  }),
  /** The dashboard widget: today's incoming, handled, lost and service level (ACD definition, M = P = 0). */
  acdToday: call<NoBody, AcdToday>()({
    path: 'report/acd/today',
    permissions: [P.ReportAcdDetails],
    summary: "Answers today's ACD figures of the active customer for the dashboard",
    fail: 'Cannot load ACD Details',
  }),
  /**
   * The thresholds the ACD figures count with, for the report's header: the Exten's queue, or
   * (without Exten) the customer's and every queue overriding them.
   */
  acdThresholds: call<AcdThresholdsRequest, AcdThresholds[]>()({
    path: 'report/acd/thresholds',
    permissions: [P.ReportAcdDetails],
    summary: 'Answers the service-level thresholds (target time and share, short-abandon cut-off) the ACD figures of a queue or of all queues count with',
    fail: 'Cannot load ACD Details',
  }),
  queueIntervals: call<QueueIntervalsRequest, QueueIntervalsPage>()({
    path: 'report/queue_intervals/list',
    permissions: [P.ReportQueueIntervals],
    summary:
      "Lists per interval (15, 30 or 60 minutes of the customer's clock) and queue the offered, answered and abandoned calls, service level, waits and talk",
    fail: 'Cannot load queue intervals',
  }),
  /** GET report/queue_intervals/export?DateFrom&DateTo&Interval&Queues: the table as CSV (QUEUE_INTERVALS_COLUMNS). */
  queueIntervalsExport: call<QueueIntervalsExportQuery, FileBytes>()({
    path: 'report/queue_intervals/export',
    permissions: [P.ReportQueueIntervals],
    summary: 'Streams the queue intervals of the date range as a CSV file',
    fail: 'Cannot export queue intervals',
    kind: 'download',
  }),
  queueProfile: call<QueueProfileRequest, QueueProfile>()({
    path: 'report/queue_intervals/profile',
    permissions: [P.ReportQueueIntervals],
    summary: "Answers the hour-of-day profile of the chosen queues: the range's average day per hour of the customer's clock",
    fail: 'Cannot load the queue profile',
  }),
  /** The queues the customer's calls name, for the report's queue picker. */
  queueIntervalQueues: call<NoBody, string[]>()({
    path: 'report/queue_intervals/queues',
    permissions: [P.ReportQueueIntervals],
    summary: "Lists the queues (routing extens) of the active customer's calls",
    fail: 'Cannot load queues',
  }),
} as const;
