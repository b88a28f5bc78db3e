import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ReportCalls, type ActivityReport } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { ReportRanges } from '../report-ranges.js';
import { DateRangeDto } from './activity.dto.js';
import { activityReport } from './activity.queries.js';

/** The activity report (docs/reports.md). */
@ApiTags('report')
@Controller()
export class ActivityController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ranges: ReportRanges,
  ) {}

  private get db() {
    return this.dataSource.manager;
  }

  @Call(ReportCalls.activity)
  activity(@Body() body: DateRangeDto, @CurrentPrincipal() principal: Principal): Promise<ActivityReport> {
    const range = this.ranges.of(principal, body.DateFrom, body.DateTo, 'exclusive');
    return activityReport(this.db, activeCustomerFor(principal), range);
  }
}
