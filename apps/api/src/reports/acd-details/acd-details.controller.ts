import { Body, Controller, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ReportCalls, type AcdDetailsRow, type AcdThresholds, type AcdToday } from '@backoffice/contracts';
import { acdDetailsFileName, acdParameters, acdThresholdsOf } from '@backoffice/domain';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { clock } from '../../platform/clock/clock.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { ReportRanges } from '../report-ranges.js';
import { CsvExports } from '../../platform/export/csv-exports.js';
import { ACD_DETAILS_CSV_COLUMNS } from './acd-details.csv.js';
import { AcdDetailsDto, AcdDetailsExportDto } from './acd-details.dto.js';
import { serviceLevelSettingsFor } from '../../telephony/service-levels/service-levels.queries.js';
import { acdDetailsRows, acdToday } from './acd-details.queries.js';
import { AcdThresholdsDto } from './acd-details.dto.js';

/** ACD details: the table of the range, its CSV (ACD_DETAILS_COLUMNS), the thresholds it counts with, and today's figures for the dashboard. */
@ApiTags('report')
@Controller()
export class AcdDetailsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ranges: ReportRanges,
    private readonly exports: CsvExports,
  ) {}

  private get db() {
    return this.dataSource.manager;
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
  async acdToday(@CurrentPrincipal() principal: Principal): Promise<AcdToday> {
    const customerId = activeCustomerFor(principal);
    return acdToday(this.db, customerId, clock.todayIn(principal.timeZone), await serviceLevelSettingsFor(this.db, customerId));
  }

  @Call(ReportCalls.acdThresholds)
  async acdThresholds(@Body() body: AcdThresholdsDto, @CurrentPrincipal() principal: Principal): Promise<AcdThresholds[]> {
    return acdThresholdsOf(await serviceLevelSettingsFor(this.db, activeCustomerFor(principal)), body.Exten);
  }

  private async acdRowsOf(body: AcdDetailsDto, principal: Principal): Promise<AcdDetailsRow[]> {
    const customerId = activeCustomerFor(principal);
    const range = this.ranges.of(principal, body.DateFrom, body.DateTo, 'end-of-day');
    const parameters = acdParameters(body.MusicOnHoldDuration, body.PostHandlingTime);
    return acdDetailsRows(this.db, customerId, range, parameters, await serviceLevelSettingsFor(this.db, customerId), body.Exten);
  }
}
