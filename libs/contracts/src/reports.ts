import { Permission } from './permissions.js';
import type { ResourceDeclaration } from './resources.js';

/**
 * The Reports area's wire contract (spec part 2: routes section 2, rows section 3, calls section 7,
 * constants section 9). Definitions of every figure: docs/reports.md.
 * Every call is `POST report/{report}/{verb}`; the CSV exports are GET downloads.
 */

/** Route bases and verbs of the reports (all under the `report` controller). */
export const ReportRoutes = {
  base: 'report',
  extenSwitch: 'exten_switch/list',
  extenProductivity: 'exten_productivity/list',
  agentProductivity: 'agent_productivity/list',
  callResult: 'call_result/statistics',
  absenceReasons: 'absence/reason_list',
  absenceAgents: 'absence/agent_list',
  absenceDetail: 'absence/absence_detail',
  activity: 'activity/list',
  callDuration: 'call_duration/wait_time',
  callLog: 'call_log/list',
  callLogExport: 'call_log/export',
  acdDetails: 'acd/details',
  acdDetailsExport: 'acd/export',
  acdToday: 'acd/today',
  pcInfo: 'report/pc_info',
} as const;

export const ReportResources = {
  /** The PC inventory: count and list only (rows come from the pc_inventory import), search on hostname. */
  pcInfo: {
    name: 'pc_info',
    base: ReportRoutes.pcInfo,
    idField: 'PcID',
    searchFields: ['hostname'],
    // pc_info guards the content (report_pc_info the menu entry); nothing is written through it.
    permissions: { view: [Permission.PcInfo], edit: [Permission.All] },
    labels: { singular: 'PC', plural: 'PCs' },
  },
} as const satisfies Record<string, ResourceDeclaration>;

/** Longest range a report accepts unless REPORT_MAX_RANGE_DAYS says otherwise: one year (a leap year's 366 days). */
export const DEFAULT_REPORT_MAX_RANGE_DAYS = 366;

/** Agent productivity's WeekDays: ISO weekdays 1 (Monday) … 7 (Sunday), and 8 for the Holiday checkbox. */
export const HOLIDAY_WEEKDAY = 8;
export const REPORT_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7, HOLIDAY_WEEKDAY] as const;

/** ACD thresholds the column names carry (spec section 9). */
export const ACD_SERVICE_SECONDS = 20;
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
  /** The spec's second unlabelled column: handled within 20 s over incoming, percent, 2 decimals. */
  service_level_20: number;
}

/** The dashboard widget: today's figures (ACD definition, no announcement, no post-handling). */
export interface AcdToday {
  Date: string;
  Incoming: number;
  Handled: number;
  Lost: number;
  /** Percent, 2 decimals. */
  ServiceLevel: number;
}

export interface PcInfoRow {
  PcID: number;
  hostname: string;
  updatestamp: string;
  winver: string;
}

/** Labels of the call result types (spec section 3); the admin translates them. */
export const CALL_RESULT_LABELS: Record<string, string> = {
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
