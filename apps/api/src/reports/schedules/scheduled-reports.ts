/**
 * How each schedulable report (libs/contracts SCHEDULABLE_REPORTS) runs for a mail: its request
 * DTO (the schedule's Parameters are checked with the report's own DTO, the range's dates filled
 * in), its range convention, and its tables (a name, columns and rows) for the CSV and the PDF; its
 * title is the server's i18n `schedule.report.<key>`.
 * Adding a report to scheduling: one entry in SCHEDULABLE_REPORTS and one runner here.
 */
import type { Readable } from 'node:stream';
import {
  ACD_DETAILS_COLUMNS,
  ACTIVITY_TYPES,
  CALL_LOG_COLUMNS,
  CALL_RESULT_LABELS,
  CALL_RESULT_TYPES,
  QUEUE_INTERVALS_COLUMNS,
  QualityCalls,
  ReportCalls,
  type ActivityRow,
  type AgentProductivityRequest,
  type CallDurationRow,
  type CallDeclaration,
  type ReportLanguage,
} from '@backoffice/contracts';
import {
  ACTIVITY_COLOURS,
  QUEUE_PROFILE_COLOURS,
  QUEUE_PROFILE_PARTS,
  acdParameters,
  agentShareBars,
  hourWindow,
  localDateTime,
  queueIntervalMinutes,
  queueProfileBars,
  queueSelection,
  type RangeEnd,
  type ReportRange,
} from '@backoffice/domain';
import type { EntityManager } from 'typeorm';
import { acdDetailsRows } from '../acd-details/acd-details.queries.js';
import { AcdDetailsDto } from '../acd-details/acd-details.dto.js';
import { activityReport } from '../activity/activity.queries.js';
import { DateRangeDto } from '../activity/activity.dto.js';
import { AgentProductivityDto } from '../agent-productivity/agent-productivity.dto.js';
import { agentProductivityReport } from '../agent-productivity/agent-productivity.queries.js';
import { CallDurationDto } from '../call-duration/call-duration.dto.js';
import { callDurationReport } from '../call-duration/call-duration.queries.js';
import { callLogRows } from '../call-log/call-log.queries.js';
import { CallResultDto } from '../call-result/call-result.dto.js';
import { callResultStatistics } from '../call-result/call-result.queries.js';
import { ExtenProductivityDto } from '../exten-productivity/exten-productivity.dto.js';
import { extenProductivityRows } from '../exten-productivity/exten-productivity.queries.js';
import { ExtenSwitchDto } from '../exten-switch/exten-switch.dto.js';
import { extenSwitchRows } from '../exten-switch/exten-switch.queries.js';
import { QueueIntervalsExportDto } from '../queue-intervals/queue-intervals.dto.js';
import { intervalSums, queueIntervalRowOf, queueProfileRows } from '../queue-intervals/queue-intervals.queries.js';
import { clock } from '../../platform/clock/clock.js';
import { serverMessage } from '../../platform/i18n/server-messages.js';
import { serviceLevelSettingsFor } from '../../telephony/service-levels/service-levels.queries.js';
import { assertAgentsOf } from '../../quality/quality-checks.js';
import { GenerateReportDto } from '../../quality/reports/report.dto.js';
import { reportLines } from '../../quality/reports/report-lines.queries.js';
import { renderReportPdf } from '../../quality/reports/report-pdf.js';
import { reportHeading } from '../../quality/reports/reports.queries.js';

type Cell = string | number | boolean | null | undefined;

/** One table of a report as mailed: the CSV is one file per table, the PDF shows them one after another. */
export interface ReportTable {
  /** Names the CSV file and heads the table in the PDF. */
  name: string;
  headers: string[];
  rows: Cell[][];
  /** True when the table was cut at MAX_MAILED_ROWS. */
  truncated: boolean;
}

/**
 * A bar chart of a report as its screen draws it (the same bars and colours, libs/domain
 * report-charts): stacked series, one bar per category; `horizontal` bars run left to right
 * (agents), `vertical` ones upwards (hours).
 */
export interface ReportChart {
  title: string;
  direction: 'horizontal' | 'vertical';
  categories: string[];
  series: { label: string; colour: string; values: number[] }[];
  /** The value axis' end (100 for shares); absent: the highest stack. */
  max?: number;
  /** After each value on the axis (`%`). */
  unit?: string;
}

/** What a runner reads with: the customer, its zone, the range, and the schedule's parameters with the range's dates. */
export interface RunContext {
  db: EntityManager;
  customerId: number;
  customerName: string;
  timeZone: string;
  range: ReportRange;
  request: Record<string, unknown>;
  /** The schedule's owner (a quality report names its creator). */
  ownerId: number;
  /** The schedule's language (a report's own PDF is written in it). */
  language: ReportLanguage;
  /** The longest statement of a job (JOB_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs: number;
}

export interface ScheduledReportRunner {
  call: CallDeclaration;
  end: RangeEnd;
  /** The report's request DTO: the schedule's Parameters plus the range's dates must pass it. */
  dto: new () => object;
  /** Checks the DTO cannot express (the domain's rules, the tenant's ids); throws a DomainError or an AppError. */
  check?(request: Record<string, unknown>, scope: { db: EntityManager; customerId: number }): Promise<unknown> | void;
  /** The report's tables, mailed as CSV or as a PDF of the tables; */
  tables?(context: RunContext): Promise<ReportTable[]>;
  /** and the charts its screen shows, drawn in the PDF before the tables; or */
  charts?(context: RunContext): Promise<ReportChart[]>;
  /** the report's own PDF (the quality report). */
  pdf?(context: RunContext): Promise<Buffer>;
}

/** A mail carries at most this many rows per table (a month of a big centre's call log is millions: run it in the product). */
export const MAX_MAILED_ROWS = 50_000;

function table<Row>(name: string, fields: readonly (keyof Row & string)[], rows: readonly Row[]): ReportTable {
  return {
    name,
    headers: [...fields],
    rows: rows.slice(0, MAX_MAILED_ROWS).map((row) => fields.map((field) => row[field] as Cell)),
    truncated: rows.length > MAX_MAILED_ROWS,
  };
}

type ProductivityWindow = Pick<AgentProductivityRequest, 'HourFrom' | 'HourTo' | 'WeekDays'>;

const durationFields = ['agent', 'mitarbeiter_id', 'anruf_dauer', 'wartezeit', 'anzahl'] as const satisfies readonly (keyof CallDurationRow)[];
const activityFields = ['agent', 'agent_name', 'anzahl_mail'] as const satisfies readonly (keyof ActivityRow)[];
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export const SCHEDULED_REPORT_RUNNERS: readonly ScheduledReportRunner[] = [
  {
    call: ReportCalls.queueIntervals,
    end: 'end-of-day',
    // Every row goes into the mail: the table's request without its page.
    dto: QueueIntervalsExportDto,
    check: (request) => void [queueIntervalMinutes(request.Interval), queueSelection(request.Queues)],
    async tables({ db, customerId, timeZone, range, request }) {
      const settings = await serviceLevelSettingsFor(db, customerId);
      const rows = await intervalSums(db, customerId, timeZone, range, queueIntervalMinutes(request.Interval), queueSelection(request.Queues), settings);
      return [
        table(
          'queue-intervals',
          QUEUE_INTERVALS_COLUMNS.map((column) => column.field),
          rows.map(queueIntervalRowOf),
        ),
      ];
    },
    async charts({ db, customerId, timeZone, range, request, language }) {
      const settings = await serviceLevelSettingsFor(db, customerId);
      const bars = queueProfileBars(await queueProfileRows(db, customerId, timeZone, range, queueSelection(request.Queues), settings));
      return [
        {
          title: serverMessage(language, 'schedule.pdf.queue_profile'),
          direction: 'vertical',
          categories: bars.map((bar) => bar.hour),
          series: QUEUE_PROFILE_PARTS.map((part) => ({
            label: serverMessage(language, `schedule.pdf.${part}`),
            colour: QUEUE_PROFILE_COLOURS[part],
            values: bars.map((bar) => bar[part]),
          })),
        },
      ];
    },
  },
  {
    call: ReportCalls.callLog,
    end: 'exclusive',
    dto: DateRangeDto,
    async tables({ db, customerId, timeZone, range }) {
      const rows = await callLogRows(db, customerId, timeZone, range, MAX_MAILED_ROWS + 1);
      return [
        table(
          'call-log',
          CALL_LOG_COLUMNS.map((column) => column.field),
          rows,
        ),
      ];
    },
  },
  {
    call: ReportCalls.acdDetails,
    end: 'end-of-day',
    dto: AcdDetailsDto,
    check: (request) => void acdParameters(request.MusicOnHoldDuration, request.PostHandlingTime),
    async tables({ db, customerId, range, request }) {
      const parameters = acdParameters(request.MusicOnHoldDuration, request.PostHandlingTime);
      const rows = await acdDetailsRows(db, customerId, range, parameters, await serviceLevelSettingsFor(db, customerId), text(request.Exten));
      return [
        table(
          'acd-details',
          ACD_DETAILS_COLUMNS.map((column) => column.field),
          rows,
        ),
      ];
    },
  },
  {
    call: ReportCalls.callResult,
    end: 'end-of-day',
    dto: CallResultDto,
    async tables({ db, customerId, range, request }) {
      const statistics = await callResultStatistics(db, customerId, range, text(request.Exten));
      const rows = Object.entries(statistics.CallStatistic).map(([exten, counts]) => [exten, ...CALL_RESULT_TYPES.map((type) => counts[type] ?? 0)]);
      return [{ name: 'call-result', headers: ['exten', ...CALL_RESULT_TYPES.map((type) => CALL_RESULT_LABELS[type])], rows, truncated: false }];
    },
  },
  {
    call: ReportCalls.callDuration,
    end: 'end-of-day',
    dto: CallDurationDto,
    async tables({ db, customerId, range, request }) {
      const report = await callDurationReport(db, customerId, range, text(request.Exten));
      return [table('agents', durationFields, report.agentCallDuration), table('supervisors', durationFields, report.supervisorCallDuration)];
    },
  },
  {
    call: ReportCalls.activity,
    end: 'exclusive',
    dto: DateRangeDto,
    async tables({ db, customerId, range }) {
      const report = await activityReport(db, customerId, range);
      return [table('agents', activityFields, report.agentActivities), table('supervisors', activityFields, report.supervisorActivities)];
    },
  },
  {
    call: ReportCalls.agentProductivity,
    end: 'end-of-day',
    dto: AgentProductivityDto,
    check: (request) => void hourWindow(request.HourFrom, request.HourTo),
    async tables({ db, customerId, timeZone, range, request }) {
      const rows = await agentProductivityReport(db, customerId, timeZone, range, request as ProductivityWindow);
      // One column per activity type: the agent's share of the logged time, in percent.
      const percent = (share: number | undefined) => (share === undefined ? 0 : Math.round(share * 10_000) / 100);
      return [
        {
          name: 'agent-productivity',
          headers: ['agent', ...ACTIVITY_TYPES],
          rows: rows.map((row) => [row.DisplayName, ...ACTIVITY_TYPES.map((type) => percent(row.Detail.find((detail) => detail.Type === type)?.Value))]),
          truncated: false,
        },
      ];
    },
    async charts({ db, customerId, timeZone, range, request, language }) {
      const bars = agentShareBars(await agentProductivityReport(db, customerId, timeZone, range, request as ProductivityWindow));
      return [
        {
          title: serverMessage(language, 'schedule.pdf.agent_shares'),
          direction: 'horizontal',
          categories: bars.map((bar) => bar.agent),
          // Activity types are the spec's names in every language.
          series: ACTIVITY_TYPES.map((type) => ({ label: type, colour: ACTIVITY_COLOURS[type], values: bars.map((bar) => bar[type] ?? 0) })),
          max: 100,
          unit: '%',
        },
      ];
    },
  },
  {
    call: ReportCalls.extenProductivity,
    end: 'end-of-day',
    dto: ExtenProductivityDto,
    async tables({ db, customerId, range }) {
      return [table('exten-productivity', ['exten', 'sum'], await extenProductivityRows(db, customerId, range))];
    },
  },
  {
    call: ReportCalls.extenSwitch,
    end: 'end-of-day',
    dto: ExtenSwitchDto,
    async tables({ db, customerId, timeZone, range, request }) {
      const rows = await extenSwitchRows(db, customerId, timeZone, range, String(request.Exten));
      return [table('exten-switch', ['date', 'kunde_id', 'kunde', 'count'], rows)];
    },
  },
  {
    call: QualityCalls.generateReport,
    end: 'end-of-day',
    dto: GenerateReportDto,
    check: (request, { db, customerId }) => assertAgentsOf(db, customerId, request.CallAgents as number[]),
    async pdf({ db, customerId, customerName, timeZone, range, request, ownerId, language, statementTimeoutMs }) {
      const agentIds = await assertAgentsOf(db, customerId, request.CallAgents as number[]);
      const { user, agentNames } = await reportHeading(db, customerId, ownerId, agentIds);
      const perAgent = request.PerAgent !== false;
      // The report's end is inclusive (its SQL reads up to To): the last instant of the range's last day.
      const scope = { customerId, agentIds, from: range.from, to: new Date(range.to.getTime() - 1), timeZone, perAgent };
      const dotted = (day: string) => day.replaceAll('-', '.');
      const chunks: Buffer[] = [];
      await renderReportPdf(
        {
          customerName,
          periodFrom: dotted(range.firstDay),
          periodTo: dotted(range.lastDay),
          agents: agentNames,
          creator: user ? `${user.firstName} ${user.lastName} (${user.username})` : 'unknown user',
          createdAt: dotted(localDateTime(clock.now(), timeZone).slice(0, 16)),
          perAgent,
          language,
        },
        reportLines(db.connection, scope, statementTimeoutMs),
        async (pdf: Readable) => {
          for await (const chunk of pdf) chunks.push(Buffer.from(chunk as Uint8Array));
        },
      );
      return Buffer.concat(chunks);
    },
  },
];

/** The runner of a report path, or undefined. */
export function scheduledReportRunner(path: string): ScheduledReportRunner | undefined {
  return SCHEDULED_REPORT_RUNNERS.find((runner) => runner.call.path === path);
}
