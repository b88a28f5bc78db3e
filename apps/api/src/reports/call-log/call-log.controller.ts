import { Body, Controller, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CALL_LOG_DEFAULT_PAGE_SIZE, ReportCalls, type CallLogPage, type CallLogRow } from '@backoffice/contracts';
import { callLogFileName } from '@backoffice/domain';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { ReportRanges } from '../report-ranges.js';
import { CsvExports } from '../../platform/export/csv-exports.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { CALL_LOG_CSV_COLUMNS } from './call-log.csv.js';
import { CallLogDto, CallLogExportDto } from './call-log.dto.js';
import { callLogPage, callLogQuery } from './call-log.queries.js';

/** The call log: pages of the range, and the whole range as CSV (CALL_LOG_COLUMNS). */
@ApiTags('report')
@Controller()
export class CallLogController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ranges: ReportRanges,
    private readonly exports: CsvExports,
  ) {}

  private get db() {
    return this.dataSource.manager;
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
}
