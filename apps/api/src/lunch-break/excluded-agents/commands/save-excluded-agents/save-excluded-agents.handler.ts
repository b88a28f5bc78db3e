import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AppError } from '../../../../platform/rpc/app-error.js';
import { SaveExcludedAgentsCommand } from './save-excluded-agents.command.js';
import { activeCustomerFor } from '../../../../platform/auth/active-customer.js';

/** Replaces the agents left out of the customer's lunch plan, all or nothing; every id must be the customer's agent. */
@CommandHandler(SaveExcludedAgentsCommand)
export class SaveExcludedAgentsHandler implements ICommandHandler<SaveExcludedAgentsCommand> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ principal, agentIds }: SaveExcludedAgentsCommand): Promise<{ AgentIDs: number[] }> {
    const customerId = activeCustomerFor(principal);
    const unique = [...new Set(agentIds)].sort((a, b) => a - b);
    await this.dataSource.transaction(async (manager) => {
      const known = await manager.query<{ agent_id: number }[]>(`SELECT agent_id FROM telephony.agents WHERE customer_id = $1 AND agent_id = ANY($2::int[])`, [
        customerId,
        unique,
      ]);
      const missing = unique.filter((id) => !known.some((row) => row.agent_id === id));
      if (missing.length > 0) throw AppError.notFound(`Unknown agents: ${missing.join(', ')}.`);
      await manager.query(`DELETE FROM lunch_break.excluded_agents WHERE customer_id = $1`, [customerId]);
      await manager.query(`INSERT INTO lunch_break.excluded_agents (customer_id, agent_id) SELECT $1, unnest($2::int[])`, [customerId, unique]);
    });
    return { AgentIDs: unique };
  }
}
