import { Command } from '@nestjs/cqrs';
import type { ExcludedAgent } from '@backoffice/contracts';
import type { Principal } from '../../../../platform/auth/principal.js';

/** Replace the customer's excluded agents (never sampled) with exactly these. */
export class SaveExcludedAgentsCommand extends Command<ExcludedAgent[]> {
  constructor(
    readonly principal: Principal,
    readonly agentIds: number[],
  ) {
    super();
  }
}
