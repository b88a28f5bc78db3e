import { Command } from '@nestjs/cqrs';
import type { GenerateReportRequest, JobQueued } from '@backoffice/contracts';
import type { Principal } from '../../../../platform/auth/principal.js';

/** Render a report of the period's evaluations of these agents as a PDF, as a job. */
export class GenerateReportCommand extends Command<JobQueued> {
  constructor(
    readonly principal: Principal,
    readonly request: GenerateReportRequest,
  ) {
    super();
  }
}
