/**
 * The statistical reports (spec part 2 sections 2-9, definitions in docs/reports.md): one call per
 * report, each with its permission, on the active customer's rows and days of its time zone.
 * Each report's SQL lives in its folder; the arithmetic beyond aggregation in libs/domain/src/reports.
 */
import { Body, Controller, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  Permission,
  ReportRoutes,
  type AbsenceAgentRow,
  type AbsenceDetailRow,
  type AbsenceReasonRow,
  type AcdDetailsRow,
  type AcdToday,
  type ActivityReport,
  type AgentProductivityRow,
  type CallDurationReport,
  type CallLogPage,
  type CallLogRow,
  type CallResultStatistics,
  type ExtenProductivityRow,
  type ExtenSwitchRow,
  CALL_LOG_DEFAULT_PAGE_SIZE,
} from '@backoffice/contracts';
import {
  acdDetailsFileName,
  acdParameters,
  acdRows,
  callLogFileName,
  durationText,
  eachDay,
  emptyAcdTotals,
  hourWindow,
  productivityDays,
  productivityDetail,
  serviceLevel,
} from '@backoffice/domain';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { CurrentPrincipal, RequirePermissions } from '../platform/auth/auth.decorators.js';
import type { Principal } from '../platform/auth/principal.js';
import { CsvExports } from '../platform/export/csv-exports.js';
import { AppError } from '../platform/rpc/app-error.js';
import { Download, Rpc } from '../platform/rpc/rpc.decorator.js';
import { ACD_DETAILS_CSV_COLUMNS } from './acd-details/acd-details.csv.js';
import { AcdDetailsDto, AcdDetailsExportDto } from './acd-details/acd-details.dto.js';
import { acdDayTotals } from './acd-details/acd-details.query.js';
import { absenceMailScope, assertAbsenceRangeAllowed, NOT_IN_AGENT_LIST, OWN_ABSENCES_ONLY, ownAbsencesOnly } from './absence/absence-scope.js';
import { AbsenceDetailDto, AbsenceScopeDto } from './absence/absence.dto.js';
import { absenceAgents, absenceDetails, absenceReasons } from './absence/absence.query.js';
import { DateRangeDto } from './activity/activity.dto.js';
import { activityReport } from './activity/activity.query.js';
import { AgentProductivityDto } from './agent-productivity/agent-productivity.dto.js';
import { activitySeconds, holidaysBetween, productivityAgents } from './agent-productivity/agent-productivity.query.js';
import { CallDurationDto } from './call-duration/call-duration.dto.js';
import { callDurationReport } from './call-duration/call-duration.query.js';
import { CALL_LOG_CSV_COLUMNS } from './call-log/call-log.csv.js';
import { CallLogDto, CallLogExportDto } from './call-log/call-log.dto.js';
import { callLogPage, callLogQuery } from './call-log/call-log.query.js';
import { CallResultDto } from './call-result/call-result.dto.js';
import { callResultStatistics } from './call-result/call-result.query.js';
import { ExtenProductivityDto } from './exten-productivity/exten-productivity.dto.js';
import { extenProductivityRows } from './exten-productivity/exten-productivity.query.js';
import { ExtenSwitchDto } from './exten-switch/exten-switch.dto.js';
import { extenSwitchRows } from './exten-switch/exten-switch.query.js';
import { ReportRanges } from './report-ranges.js';
import { activeCustomerFor } from '../platform/auth/active-customer.js';
import { clock } from '../platform/clock/clock.js';

const P = Permission;

@ApiTags(ReportRoutes.base)
@Controller(ReportRoutes.base)
export class ReportsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ranges: ReportRanges,
    private readonly exports: CsvExports,
  ) {}

  private get db() {
    return this.dataSource.manager;
  }

  @Rpc(ReportRoutes.extenSwitch, {
    summary: "Lists the extension switches of the active customer's agents in the date range (optionally one Exten)",
    fail: 'Cannot load exten',
  })
  @RequirePermissions(P.ReportExtenSwitch)
  extenSwitch(@Body() body: ExtenSwitchDto, @CurrentPrincipal() principal: Principal): Promise<ExtenSwitchRow[]> {
    const range = this.ranges.of(principal, body.From, body.To, 'end-of-day');
    return extenSwitchRows(this.db, activeCustomerFor(principal), principal.timeZone, range, body.Exten);
  }

  @Rpc(ReportRoutes.extenProductivity, {
    summary: 'Lists per extension the calls, talk and pause times in the date range',
    fail: 'Cannot load exten productivity',
  })
  @RequirePermissions(P.ReportExtenProductivity)
  extenProductivity(@Body() body: ExtenProductivityDto, @CurrentPrincipal() principal: Principal): Promise<ExtenProductivityRow[]> {
    const range = this.ranges.of(principal, body.From, body.To, 'end-of-day');
    return extenProductivityRows(this.db, activeCustomerFor(principal), range);
  }

  @Rpc(ReportRoutes.agentProductivity, {
    summary: 'Lists per agent the productivity figures in the date and hour range (ACD and productivity rules)',
    ok: 'Agent productivity loaded successfully',
    fail: 'Cannot load productivity',
  })
  @RequirePermissions(P.ReportAgentProductivity)
  async agentProductivity(@Body() body: AgentProductivityDto, @CurrentPrincipal() principal: Principal): Promise<AgentProductivityRow[]> {
    const customerId = activeCustomerFor(principal);
    // DateTo is sent as the last day at 00:00:00 (spec section 9): the day counts whole.
    const range = this.ranges.of(principal, body.DateFrom, body.DateTo, 'end-of-day');
    const window = hourWindow(body.HourFrom, body.HourTo);
    const holidays = await holidaysBetween(this.db, customerId, range.firstDay, range.lastDay);
    const days = productivityDays(range.firstDay, range.lastDay, body.WeekDays, holidays);
    const [agents, seconds] = await Promise.all([
      productivityAgents(this.db, customerId),
      days.length > 0 ? activitySeconds(this.db, customerId, principal.timeZone, range, days, window) : Promise.resolve([]),
    ]);
    const byAgent = new Map<number, Record<string, number>>();
    for (const row of seconds) {
      const types = byAgent.get(row.AgentID) ?? {};
      types[row.Type] = row.Seconds;
      byAgent.set(row.AgentID, types);
    }
    return agents.map((agent) => ({ ...agent, Detail: productivityDetail(byAgent.get(agent.AgentID) ?? {}) }));
  }

  @Rpc(ReportRoutes.callResult, {
    summary: 'Answers the call result statistics (answered, lost, by outcome) in the date range',
    ok: 'Call result statistics loaded successfully',
    fail: 'Cannot load call result statistics',
  })
  @RequirePermissions(P.ReportCallResult)
  callResult(@Body() body: CallResultDto, @CurrentPrincipal() principal: Principal): Promise<CallResultStatistics> {
    const range = this.ranges.of(principal, body.DateFrom, body.DateTo, 'end-of-day');
    return callResultStatistics(this.db, activeCustomerFor(principal), range, body.Exten);
  }

  @Rpc(ReportRoutes.absenceReasons, { summary: 'Lists the absence reasons of the active customer', fail: 'Cannot load absence reasons' })
  @RequirePermissions(P.ReportAbsence, P.ReportAbsenceOwn)
  async absenceReasons(@Body() body: AbsenceScopeDto, @CurrentPrincipal() principal: Principal): Promise<AbsenceReasonRow[]> {
    await absenceMailScope(this.db, principal, body.AgentMail);
    return absenceReasons(this.db, activeCustomerFor(principal));
  }

  @Rpc(ReportRoutes.absenceAgents, { summary: 'Lists the agents whose absences the user may see (all, or only their own)', fail: 'Cannot load agents' })
  @RequirePermissions(P.ReportAbsence, P.ReportAbsenceOwn)
  async absenceAgents(@Body() body: AbsenceScopeDto, @CurrentPrincipal() principal: Principal): Promise<AbsenceAgentRow[]> {
    const email = await absenceMailScope(this.db, principal, body.AgentMail);
    return absenceAgents(this.db, activeCustomerFor(principal), email);
  }

  @Rpc(ReportRoutes.absenceDetail, {
    summary: 'Lists the absences of the chosen reasons and agents in the date range',
    ok: 'Absence detail loaded successfully.',
    fail: 'Cannot load absence details',
  })
  @RequirePermissions(P.ReportAbsence, P.ReportAbsenceOwn)
  async absenceDetail(@Body() body: AbsenceDetailDto, @CurrentPrincipal() principal: Principal): Promise<AbsenceDetailRow[]> {
    const customerId = activeCustomerFor(principal);
    const range = this.ranges.of(principal, body.DateFrom, body.DateTo, 'exclusive');
    const known = new Set((await absenceReasons(this.db, customerId)).map((reason) => reason.status_grund));
    const unknown = body.Reasons.filter((reason) => !known.has(reason));
    if (unknown.length > 0) throw AppError.badRequest(`Unknown absence cause: ${unknown.join(', ')}`);
    const email = await absenceMailScope(this.db, principal, body.AgentMail);
    const visible = await absenceAgents(this.db, customerId, email);
    if (email !== null && visible.length === 0) throw AppError.forbidden(NOT_IN_AGENT_LIST);
    let agentIds: number[] | null = email === null ? null : visible.map((agent) => agent.mitarbeiter_id);
    if (body.Agent !== undefined) {
      if (!visible.some((agent) => agent.mitarbeiter_id === body.Agent)) {
        if (ownAbsencesOnly(principal)) throw AppError.forbidden(OWN_ABSENCES_ONLY);
        throw AppError.notFound(`Agent ${body.Agent} not found.`);
      }
      agentIds = [body.Agent];
    }
    assertAbsenceRangeAllowed(principal, range);
    const rows = await absenceDetails(this.db, customerId, principal.timeZone, range, body.Reasons, agentIds);
    return rows.map(({ seconds, ...row }) => ({ ...row, dauer: durationText(seconds) }));
  }

  @Rpc(ReportRoutes.activity, {
    summary: 'Answers the activity report (calls, mails, status periods per agent) in the date range',
    ok: 'Activities loaded successfully.',
    fail: 'Cannot load activities',
  })
  @RequirePermissions(P.ReportActivity)
  activity(@Body() body: DateRangeDto, @CurrentPrincipal() principal: Principal): Promise<ActivityReport> {
    const range = this.ranges.of(principal, body.DateFrom, body.DateTo, 'exclusive');
    return activityReport(this.db, activeCustomerFor(principal), range);
  }

  @Rpc(ReportRoutes.callDuration, {
    summary: 'Answers the wait and talk time distribution of the calls in the date range',
    ok: 'Call duration loaded successfully.',
    fail: 'Cannot load call duration',
  })
  @RequirePermissions(P.ReportCallDuration)
  callDuration(@Body() body: CallDurationDto, @CurrentPrincipal() principal: Principal): Promise<CallDurationReport> {
    const range = this.ranges.of(principal, body.DateFrom, body.DateTo, 'end-of-day');
    return callDurationReport(this.db, activeCustomerFor(principal), range, body.Exten);
  }

  @Rpc(ReportRoutes.callLog, {
    summary: "Lists one page of the call log in the date range, in the customer's time zone",
    ok: 'Calls loaded successfully.',
    fail: 'Cannot load calls',
  })
  @RequirePermissions(P.ReportCallLog)
  callLog(@Body() body: CallLogDto, @CurrentPrincipal() principal: Principal): Promise<CallLogPage> {
    const range = this.ranges.of(principal, body.DateFrom, body.DateTo, 'exclusive');
    if (body.After !== undefined && body.Before !== undefined) throw AppError.badRequest('Send After or Before, not both.');
    const anchor =
      body.After !== undefined
        ? { side: 'after' as const, callId: body.After }
        : body.Before !== undefined
          ? { side: 'before' as const, callId: body.Before }
          : undefined;
    return callLogPage(this.db, activeCustomerFor(principal), principal.timeZone, range, body.Page ?? 1, body.PageSize ?? CALL_LOG_DEFAULT_PAGE_SIZE, anchor);
  }

  /** GET report/call_log/export?DateFrom&DateTo: the whole log of the range as CSV, streamed from a cursor. */
  @Download(ReportRoutes.callLogExport, { summary: 'Streams the whole call log of the date range as a CSV file', fail: 'Cannot export calls' })
  @RequirePermissions(P.ReportCallLog)
  callLogExport(@Query() query: CallLogExportDto, @CurrentPrincipal() principal: Principal, @Res() reply: FastifyReply) {
    const range = this.ranges.of(principal, query.DateFrom, query.DateTo, 'exclusive');
    const { sql, params } = callLogQuery(activeCustomerFor(principal), principal.timeZone, range);
    return this.exports.sendQuery<CallLogRow>(reply, principal, { fileName: callLogFileName(range), columns: CALL_LOG_CSV_COLUMNS }, sql, params);
  }

  @Rpc(ReportRoutes.acdDetails, {
    summary: 'Lists the ACD details per day and queue (incoming, handled, lost, service level) in the date range',
    ok: 'ACD Details loaded successfully.',
    fail: 'Cannot load ACD Details',
  })
  @RequirePermissions(P.ReportAcdDetails)
  acdDetails(@Body() body: AcdDetailsDto, @CurrentPrincipal() principal: Principal): Promise<AcdDetailsRow[]> {
    return this.acdRowsOf(body, principal);
  }

  /** GET report/acd/export?DateFrom&DateTo&Exten&MusicOnHoldDuration&PostHandlingTime: the table as CSV. */
  @Download(ReportRoutes.acdDetailsExport, { summary: 'Sends the ACD details of the date range as a CSV file', fail: 'Cannot export ACD Details' })
  @RequirePermissions(P.ReportAcdDetails)
  async acdDetailsExport(@Query() query: AcdDetailsExportDto, @CurrentPrincipal() principal: Principal, @Res() reply: FastifyReply) {
    const rows = await this.acdRowsOf(query, principal);
    const range = this.ranges.of(principal, query.DateFrom, query.DateTo, 'end-of-day');
    return this.exports.sendRows(reply, principal, { fileName: acdDetailsFileName(range), columns: ACD_DETAILS_CSV_COLUMNS }, rows);
  }

  /** The dashboard widget: today's incoming, handled, lost and service level (ACD definition, M = P = 0). */
  @Rpc(ReportRoutes.acdToday, { summary: "Answers today's ACD figures of the active customer for the dashboard", body: null, fail: 'Cannot load ACD Details' })
  @RequirePermissions(P.ReportAcdDetails)
  async acdToday(@CurrentPrincipal() principal: Principal): Promise<AcdToday> {
    const today = clock.todayIn(principal.timeZone);
    const [totals] = await acdDayTotals(
      this.db,
      activeCustomerFor(principal),
      { firstDay: today, lastDay: today },
      { musicOnHoldSeconds: 0, postHandlingSeconds: 0 },
    );
    const day = totals ?? emptyAcdTotals(today);
    return { Date: today, Incoming: day.incoming_calls, Handled: day.handled_calls_gesamt, Lost: day.lost_calls_gesamt, ServiceLevel: serviceLevel(day) };
  }

  private async acdRowsOf(body: AcdDetailsDto, principal: Principal): Promise<AcdDetailsRow[]> {
    const range = this.ranges.of(principal, body.DateFrom, body.DateTo, 'end-of-day');
    const parameters = acdParameters(body.MusicOnHoldDuration, body.PostHandlingTime);
    const totals = await acdDayTotals(this.db, activeCustomerFor(principal), range, parameters, body.Exten);
    return acdRows(eachDay(range.firstDay, range.lastDay), totals);
  }
}
