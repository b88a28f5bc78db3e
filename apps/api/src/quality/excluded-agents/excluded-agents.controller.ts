import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Permission } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { CurrentPrincipal, RequirePermissions } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { Rpc } from '../../platform/rpc/rpc.decorator.js';
import { listAgents, listCallCustomers, listExcludedAgents } from './agents.queries.js';
import { SaveExcludedAgentsCommand } from './commands/save-excluded-agents/save-excluded-agents.command.js';
import { SaveQualityExcludedAgentsDto } from './excluded-agents.dto.js';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';

const P = Permission;

/** The agents and call customers the generation and report forms pick from, and the excluded agents. */
@ApiTags('quality/call_evaluations')
@Controller('quality/call_evaluations')
export class ExcludedAgentsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
  ) {}

  @Rpc('list_agents', { summary: 'Lists the agents for the quality exclusions', body: null, fail: 'Cannot load agents' })
  @RequirePermissions(P.QualityGenerateEvaluation, P.QualityGenerateReport, P.QualityEditExcludedAgents, P.QualityListEvaluation, P.QualityEvaluateEvaluation)
  agents(@CurrentPrincipal() principal: Principal) {
    return listAgents(this.dataSource.manager, activeCustomerFor(principal));
  }

  @Rpc('list_customers', { summary: 'Lists the customers for the quality exclusions', body: null, fail: 'Cannot load customers' })
  @RequirePermissions(P.QualityGenerateEvaluation)
  callCustomers(@CurrentPrincipal() principal: Principal) {
    return listCallCustomers(this.dataSource.manager, activeCustomerFor(principal));
  }

  @Rpc('list_excluded_agents', { summary: 'Lists the agents excluded from call evaluations', body: null, fail: 'Cannot load excluded agents' })
  @RequirePermissions(P.QualityEditExcludedAgents, P.QualityGenerateEvaluation)
  excluded(@CurrentPrincipal() principal: Principal) {
    return listExcludedAgents(this.dataSource.manager, activeCustomerFor(principal));
  }

  @Rpc('save_excluded_agents', {
    summary: 'Replaces the agents excluded from call evaluations',
    ok: 'Excluded agents saved successfully',
    fail: 'Cannot save excluded agents',
  })
  @RequirePermissions(P.QualityEditExcludedAgents)
  save(@Body() body: SaveQualityExcludedAgentsDto, @CurrentPrincipal() principal: Principal) {
    return this.commands.execute(new SaveExcludedAgentsCommand(principal, body.Agents));
  }
}
