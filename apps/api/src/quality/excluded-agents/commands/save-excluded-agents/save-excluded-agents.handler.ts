import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { assertAgentsOf } from '../../../quality-checks.js';
import { listExcludedAgents } from '../../agents.queries.js';
import { SaveExcludedAgentsCommand } from './save-excluded-agents.command.js';
import { activeCustomerFor } from '../../../../platform/auth/active-customer.js';

/** All or nothing: an id that is not an agent of the customer refuses the whole list. */
@CommandHandler(SaveExcludedAgentsCommand)
export class SaveExcludedAgentsHandler implements ICommandHandler<SaveExcludedAgentsCommand> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ principal, agentIds }: SaveExcludedAgentsCommand) {
    const customerId = activeCustomerFor(principal);
    await this.dataSource.transaction(async (manager) => {
      const unique = agentIds.length > 0 ? await assertAgentsOf(manager, customerId, agentIds) : [];
      await manager.query(`DELETE FROM quality.excluded_agents WHERE customer_id = $1 AND NOT (agent_id = ANY($2))`, [customerId, unique]);
      await manager.query(`INSERT INTO quality.excluded_agents (customer_id, agent_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`, [
        customerId,
        unique,
      ]);
    });
    return listExcludedAgents(this.dataSource.manager, customerId);
  }
}
