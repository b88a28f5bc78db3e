import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { LunchBreakCalls, type ExcludedAgents, type LunchBreakAgent } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { readWithRetry } from '../../platform/database/connection-loss.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { NoBodyDto, validate } from '../../platform/rpc/validation.js';
import { SaveExcludedAgentsCommand } from './commands/save-excluded-agents/save-excluded-agents.command.js';
import { SaveLunchExcludedAgentsDto } from './excluded-agents.dto.js';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';

/** Agents left out of the lunch plan (lunch_break_edit_excluded_agents). */
@ApiTags('lunch_break_excluded_agents')
@Controller()
export class ExcludedAgentsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
  ) {}

  @Call(LunchBreakCalls.listAgents)
  agents(@Body(validate(NoBodyDto)) _body: NoBodyDto, @CurrentPrincipal() principal: Principal): Promise<LunchBreakAgent[]> {
    const customerId = activeCustomerFor(principal);
    return readWithRetry(() =>
      this.dataSource.query<LunchBreakAgent[]>(
        `SELECT agent_id AS "AgentID", username AS "Username", first_name AS "FirstName", last_name AS "LastName"
           FROM telephony.agents WHERE customer_id = $1 ORDER BY lower(username), agent_id`,
        [customerId],
      ),
    );
  }

  @Call(LunchBreakCalls.listExcluded)
  async list(@Body(validate(NoBodyDto)) _body: NoBodyDto, @CurrentPrincipal() principal: Principal): Promise<ExcludedAgents> {
    const customerId = activeCustomerFor(principal);
    const rows = await readWithRetry(() =>
      this.dataSource.query<{ agent_id: number }[]>(`SELECT agent_id FROM lunch_break.excluded_agents WHERE customer_id = $1 ORDER BY agent_id`, [customerId]),
    );
    return { AgentIDs: rows.map((row) => row.agent_id) };
  }

  @Call(LunchBreakCalls.saveExcluded)
  save(@Body(validate(SaveLunchExcludedAgentsDto)) body: SaveLunchExcludedAgentsDto, @CurrentPrincipal() principal: Principal): Promise<ExcludedAgents> {
    return this.commands.execute(new SaveExcludedAgentsCommand(principal, body.AgentIDs));
  }
}
