import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ReportCalls, type CallResultStatistics } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { ReportRanges } from '../report-ranges.js';
import { CallResultDto } from './call-result.dto.js';
import { callResultStatistics } from './call-result.queries.js';

/** The call result statistics (docs/reports.md). */
@ApiTags('report')
@Controller()
export class CallResultController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ranges: ReportRanges,
  ) {}

  private get db() {
    return this.dataSource.manager;
  }

  @Call(ReportCalls.callResult)
  callResult(@Body() body: CallResultDto, @CurrentPrincipal() principal: Principal): Promise<CallResultStatistics> {
    const range = this.ranges.of(principal, body.DateFrom, body.DateTo, 'end-of-day');
    return callResultStatistics(this.db, activeCustomerFor(principal), range, body.Exten);
  }
}
