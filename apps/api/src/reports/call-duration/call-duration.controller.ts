import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ReportCalls, type CallDurationReport } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { ReportRanges } from '../report-ranges.js';
import { CallDurationDto } from './call-duration.dto.js';
import { callDurationReport } from './call-duration.queries.js';

/** The average handling time report (docs/reports.md). */
@ApiTags('report')
@Controller()
export class CallDurationController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ranges: ReportRanges,
  ) {}

  private get db() {
    return this.dataSource.manager;
  }

  @Call(ReportCalls.callDuration)
  callDuration(@Body() body: CallDurationDto, @CurrentPrincipal() principal: Principal): Promise<CallDurationReport> {
    const range = this.ranges.of(principal, body.DateFrom, body.DateTo, 'end-of-day');
    return callDurationReport(this.db, activeCustomerFor(principal), range, body.Exten);
  }
}
