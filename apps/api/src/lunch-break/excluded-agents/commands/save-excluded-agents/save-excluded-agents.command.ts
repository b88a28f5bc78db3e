import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/auth/principal.js';

export class SaveExcludedAgentsCommand extends Command<{ AgentIDs: number[] }> {
  constructor(
    readonly principal: Principal,
    readonly agentIds: number[],
  ) {
    super();
  }
}
