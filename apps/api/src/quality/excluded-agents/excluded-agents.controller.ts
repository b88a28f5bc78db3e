import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { QualityCalls, QualityResources } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { listAgents, listCallCustomers, listExcludedAgents } from './agents.queries.js';
import { SaveExcludedAgentsCommand } from './commands/save-excluded-agents/save-excluded-agents.command.js';
import { SaveQualityExcludedAgentsDto } from './excluded-agents.dto.js';

/** The agents and call customers the generation and report forms pick from, and the excluded agents. */
@ApiTags(QualityResources.evaluations.base)
@Controller()
export class ExcludedAgentsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
  ) {}

  @Call(QualityCalls.listAgents, { body: null })
  agents(@CurrentPrincipal() principal: Principal) {
    return listAgents(this.dataSource.manager, activeCustomerFor(principal));
  }

  @Call(QualityCalls.listCustomers, { body: null })
  callCustomers(@CurrentPrincipal() principal: Principal) {
    return listCallCustomers(this.dataSource.manager, activeCustomerFor(principal));
  }

  @Call(QualityCalls.listExcludedAgents, { body: null })
  excluded(@CurrentPrincipal() principal: Principal) {
    return listExcludedAgents(this.dataSource.manager, activeCustomerFor(principal));
  }

  @Call(QualityCalls.saveExcludedAgents)
  save(@Body() body: SaveQualityExcludedAgentsDto, @CurrentPrincipal() principal: Principal) {
    return this.commands.execute(new SaveExcludedAgentsCommand(principal, body.Agents));
  }
}
