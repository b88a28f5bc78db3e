import { Command } from '@nestjs/cqrs';
import type { GenerateEvaluationsRequest, JobQueued } from '@backoffice/contracts';
import type { Principal } from '../../../../platform/auth/principal.js';

/** Draw a sample of calls per agent, as a job; answers its id at once. */
export class GenerateEvaluationsCommand extends Command<JobQueued> {
  constructor(
    readonly principal: Principal,
    readonly request: GenerateEvaluationsRequest,
  ) {
    super();
  }
}
