import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ReportCalls, type AbsenceAgentRow, type AbsenceDetailRow, type AbsenceReasonRow } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { ReportRanges } from '../report-ranges.js';
import { AbsenceDetailDto, AbsenceScopeDto } from './absence.dto.js';
import { absenceAgents, absenceDetailReport, absenceMailScope, absenceReasons } from './absence.queries.js';

/** The absence report (spec part 2 section 6): its reasons, the agents the caller may see, the absences. */
@ApiTags('report')
@Controller()
export class AbsenceController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ranges: ReportRanges,
  ) {}

  private get db() {
    return this.dataSource.manager;
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
}
