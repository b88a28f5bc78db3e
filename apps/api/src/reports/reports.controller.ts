/**
 * The statistical reports (spec part 2 sections 2-9, definitions in docs/reports.md): one call per
 * report (ReportCalls), each with its permission, on the active customer's rows and days of its
 * time zone. Each report's SQL lives in its folder's queries; the arithmetic beyond aggregation in
 * libs/domain/src/reports.
 */
import { Body, Controller, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  CALL_LOG_DEFAULT_PAGE_SIZE,
  ReportCalls,
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
} from '@backoffice/contracts';
import { acdDetailsFileName, acdParameters, callLogFileName, todayIn } from '@backoffice/domain';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { activeCustomerFor } from '../platform/auth/active-customer.js';
import { CurrentPrincipal } from '../platform/auth/auth.decorators.js';
import type { Principal } from '../platform/auth/principal.js';
import { CsvExports } from '../platform/export/csv-exports.js';
import { AppError } from '../platform/rpc/app-error.js';
import { Call } from '../platform/rpc/call.decorator.js';
import { absenceMailScope } from './absence/absence-scope.js';
import { AbsenceDetailDto, AbsenceScopeDto } from './absence/absence.dto.js';
import { absenceAgents, absenceDetailReport, absenceReasons } from './absence/absence.queries.js';
import { ACD_DETAILS_CSV_COLUMNS } from './acd-details/acd-details.csv.js';
import { AcdDetailsDto, AcdDetailsExportDto } from './acd-details/acd-details.dto.js';
import { acdDetailsRows, acdToday } from './acd-details/acd-details.queries.js';
import { DateRangeDto } from './activity/activity.dto.js';
import { activityReport } from './activity/activity.queries.js';
import { AgentProductivityDto } from './agent-productivity/agent-productivity.dto.js';
import { agentProductivityReport } from './agent-productivity/agent-productivity.queries.js';
import { CallDurationDto } from './call-duration/call-duration.dto.js';
import { callDurationReport } from './call-duration/call-duration.queries.js';
import { CALL_LOG_CSV_COLUMNS } from './call-log/call-log.csv.js';
import { CallLogDto, CallLogExportDto } from './call-log/call-log.dto.js';
import { callLogPage, callLogQuery } from './call-log/call-log.queries.js';
import { CallResultDto } from './call-result/call-result.dto.js';
import { callResultStatistics } from './call-result/call-result.queries.js';
import { ExtenProductivityDto } from './exten-productivity/exten-productivity.dto.js';
import { extenProductivityRows } from './exten-productivity/exten-productivity.queries.js';
import { ExtenSwitchDto } from './exten-switch/exten-switch.dto.js';
import { extenSwitchRows } from './exten-switch/exten-switch.queries.js';
import { ReportRanges } from './report-ranges.js';

@ApiTags('report')
@Controller()
export class ReportsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ranges: ReportRanges,
    private readonly exports: CsvExports,
  ) {}

  private get db() {
    return this.dataSource.manager;
  }

  @Call(ReportCalls.extenSwitch)
  extenSwitch(@Body() body: ExtenSwitchDto, @CurrentPrincipal() principal: Principal): Promise<ExtenSwitchRow[]> {
    const range = this.ranges.of(principal, body.From, body.To, 'end-of-day');
    return extenSwitchRows(this.db, activeCustomerFor(principal), principal.timeZone, range, body.Exten);
  }

  @Call(ReportCalls.extenProductivity)
  extenProductivity(@Body() body: ExtenProductivityDto, @CurrentPrincipal() principal: Principal): Promise<ExtenProductivityRow[]> {
    const range = this.ranges.of(principal, body.From, body.To, 'end-of-day');
    return extenProductivityRows(this.db, activeCustomerFor(principal), range);
  }

  @Call(ReportCalls.agentProductivity)
  agentProductivity(@Body() body: AgentProductivityDto, @CurrentPrincipal() principal: Principal): Promise<AgentProductivityRow[]> {
    // DateTo is sent as the last day at 00:00:00 (spec section 9): the day counts whole.
    const range = this.ranges.of(principal, body.DateFrom, body.DateTo, 'end-of-day');
    return agentProductivityReport(this.db, activeCustomerFor(principal), principal.timeZone, range, body);
  }

  @Call(ReportCalls.callResult)
  callResult(@Body() body: CallResultDto, @CurrentPrincipal() principal: Principal): Promise<CallResultStatistics> {
    const range = this.ranges.of(principal, body.DateFrom, body.DateTo, 'end-of-day');
    return callResultStatistics(this.db, activeCustomerFor(principal), range, body.Exten);
  }

  @Call(ReportCalls.absenceReasons)
  async absenceReasons(@Body() body: AbsenceScopeDto, @CurrentPrincipal() principal: Principal): Promise<AbsenceReasonRow[]> {
    await absenceMailScope(this.db, principal, body.AgentMail);
    return absenceReasons(this.db, activeCustomerFor(principal));
  }

  @Call(ReportCalls.absenceAgents)
  async absenceAgents(@Body() body: AbsenceScopeDto, @CurrentPrincipal() principal: Principal): Promise<AbsenceAgentRow[]> {
    const email = await absenceMailScope(this.db, principal, body.AgentMail);
    return absenceAgents(this.db, activeCustomerFor(principal), email);
  }

  @Call(ReportCalls.absenceDetail)
  absenceDetail(@Body() body: AbsenceDetailDto, @CurrentPrincipal() principal: Principal): Promise<AbsenceDetailRow[]> {
    const customerId = activeCustomerFor(principal);
    const range = this.ranges.of(principal, body.DateFrom, body.DateTo, 'exclusive');
    return absenceDetailReport(this.db, principal, customerId, range, body);
  }

  @Call(ReportCalls.activity)
  activity(@Body() body: DateRangeDto, @CurrentPrincipal() principal: Principal): Promise<ActivityReport> {
    const range = this.ranges.of(principal, body.DateFrom, body.DateTo, 'exclusive');
    return activityReport(this.db, activeCustomerFor(principal), range);
  }

  @Call(ReportCalls.callDuration)
  callDuration(@Body() body: CallDurationDto, @CurrentPrincipal() principal: Principal): Promise<CallDurationReport> {
    const range = this.ranges.of(principal, body.DateFrom, body.DateTo, 'end-of-day');
    return callDurationReport(this.db, activeCustomerFor(principal), range, body.Exten);
  }

  @Call(ReportCalls.callLog)
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

  /** The whole log of the range as CSV, streamed from a cursor. */
  @Call(ReportCalls.callLogExport)
  callLogExport(@Query() query: CallLogExportDto, @CurrentPrincipal() principal: Principal, @Res() reply: FastifyReply) {
    const range = this.ranges.of(principal, query.DateFrom, query.DateTo, 'exclusive');
    const { sql, params } = callLogQuery(activeCustomerFor(principal), principal.timeZone, range);
    return this.exports.sendQuery<CallLogRow>(reply, principal, { fileName: callLogFileName(range), columns: CALL_LOG_CSV_COLUMNS }, sql, params);
  }

  @Call(ReportCalls.acdDetails)
  acdDetails(@Body() body: AcdDetailsDto, @CurrentPrincipal() principal: Principal): Promise<AcdDetailsRow[]> {
    return this.acdRowsOf(body, principal);
  }

  @Call(ReportCalls.acdDetailsExport)
  async acdDetailsExport(@Query() query: AcdDetailsExportDto, @CurrentPrincipal() principal: Principal, @Res() reply: FastifyReply) {
    const rows = await this.acdRowsOf(query, principal);
    const range = this.ranges.of(principal, query.DateFrom, query.DateTo, 'end-of-day');
    return this.exports.sendRows(reply, principal, { fileName: acdDetailsFileName(range), columns: ACD_DETAILS_CSV_COLUMNS }, rows);
  }

  @Call(ReportCalls.acdToday, { body: null })
  acdToday(@CurrentPrincipal() principal: Principal): Promise<AcdToday> {
    return acdToday(this.db, activeCustomerFor(principal), todayIn(principal.timeZone));
  }

  private acdRowsOf(body: AcdDetailsDto, principal: Principal): Promise<AcdDetailsRow[]> {
    const range = this.ranges.of(principal, body.DateFrom, body.DateTo, 'end-of-day');
    return acdDetailsRows(this.db, activeCustomerFor(principal), range, acdParameters(body.MusicOnHoldDuration, body.PostHandlingTime), body.Exten);
  }
}
