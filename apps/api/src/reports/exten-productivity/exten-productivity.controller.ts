import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ReportCalls, type ExtenProductivityRow } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { ReportRanges } from '../report-ranges.js';
import { ExtenProductivityDto } from './exten-productivity.dto.js';
import { extenProductivityRows } from './exten-productivity.queries.js';

/** The exten productivity report (docs/reports.md). */
@ApiTags('report')
@Controller()
export class ExtenProductivityController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ranges: ReportRanges,
  ) {}

  private get db() {
    return this.dataSource.manager;
  }

  @Call(ReportCalls.extenProductivity)
  extenProductivity(@Body() body: ExtenProductivityDto, @CurrentPrincipal() principal: Principal): Promise<ExtenProductivityRow[]> {
    const range = this.ranges.of(principal, body.From, body.To, 'end-of-day');
    return extenProductivityRows(this.db, activeCustomerFor(principal), range);
  }
}
