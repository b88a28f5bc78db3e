import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ReportCalls, type ExtenSwitchRow } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { ReportRanges } from '../report-ranges.js';
import { ExtenSwitchDto } from './exten-switch.dto.js';
import { extenSwitchRows } from './exten-switch.queries.js';

/** The exten switch report (docs/reports.md). */
@ApiTags('report')
@Controller()
export class ExtenSwitchController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ranges: ReportRanges,
  ) {}

  private get db() {
    return this.dataSource.manager;
  }

  @Call(ReportCalls.extenSwitch)
  extenSwitch(@Body() body: ExtenSwitchDto, @CurrentPrincipal() principal: Principal): Promise<ExtenSwitchRow[]> {
    const range = this.ranges.of(principal, body.From, body.To, 'end-of-day');
    return extenSwitchRows(this.db, activeCustomerFor(principal), principal.timeZone, range, body.Exten);
  }
}
