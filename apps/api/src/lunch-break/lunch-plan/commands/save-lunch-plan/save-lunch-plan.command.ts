import { Command } from '@nestjs/cqrs';
import type { LunchPlan } from '@backoffice/contracts';
import type { Principal } from '../../../../platform/auth/principal.js';

export interface LunchTimesInput {
  AgentID: number;
  From?: string | null;
  To?: string | null;
}

export class SaveLunchPlanCommand extends Command<LunchPlan> {
  constructor(
    readonly principal: Principal,
    readonly date: string,
    readonly entries: LunchTimesInput[],
  ) {
    super();
  }
}
