import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ReportCalls, type AgentProductivityRow } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { ReportRanges } from '../report-ranges.js';
import { AgentProductivityDto } from './agent-productivity.dto.js';
import { agentProductivityReport } from './agent-productivity.queries.js';

/** The agent productivity report (docs/reports.md). */
@ApiTags('report')
@Controller()
export class AgentProductivityController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ranges: ReportRanges,
  ) {}

  private get db() {
    return this.dataSource.manager;
  }

  @Call(ReportCalls.agentProductivity)
  agentProductivity(@Body() body: AgentProductivityDto, @CurrentPrincipal() principal: Principal): Promise<AgentProductivityRow[]> {
    // DateTo is sent as the last day at 00:00:00 (spec section 9): the day counts whole.
    const range = this.ranges.of(principal, body.DateFrom, body.DateTo, 'end-of-day');
    return agentProductivityReport(this.db, activeCustomerFor(principal), principal.timeZone, range, body);
  }
}
