import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ReportScheduleCalls, type ReportMailDomains } from '@backoffice/contracts';
import { mailDomainProblems, normalMailDomain } from '@backoffice/domain';
import { DataSource } from 'typeorm';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { scheduleRefusal } from '../schedules/schedule-checks.js';
import { mailDomainsOf, replaceMailDomains } from '../schedules/schedules.queries.js';
import { MailDomainsDto } from './mail-domains.dto.js';

/**
 * The mail domains a customer's scheduled reports may go to besides its users' addresses: read by
 * whoever schedules (the form says where mail may go), replaced by the customer's administrator
 * (core_customer_edit).
 */
@ApiTags('report')
@Controller()
export class MailDomainsController {
  constructor(private readonly dataSource: DataSource) {}

  @Call(ReportScheduleCalls.mailDomains, { body: null })
  async load(@CurrentPrincipal() principal: Principal): Promise<ReportMailDomains> {
    return { Domains: await mailDomainsOf(this.dataSource.manager, activeCustomerFor(principal)) };
  }

  @Call(ReportScheduleCalls.saveMailDomains)
  async save(@Body() body: MailDomainsDto, @CurrentPrincipal() principal: Principal): Promise<ReportMailDomains> {
    const problems = mailDomainProblems(body.Domains);
    if (problems.length > 0) throw scheduleRefusal(problems);
    const customerId = activeCustomerFor(principal);
    const domains = [...new Set(body.Domains.map(normalMailDomain))].sort();
    await this.dataSource.transaction((manager) => replaceMailDomains(manager, customerId, domains));
    return { Domains: await mailDomainsOf(this.dataSource.manager, customerId) };
  }
}
