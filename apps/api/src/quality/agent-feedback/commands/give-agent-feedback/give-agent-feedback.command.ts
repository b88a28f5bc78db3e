import type { AgentFeedbackStep } from '@backoffice/contracts';
import type { Principal } from '../../../../platform/auth/principal.js';

/**
 * One step on an evaluation: the agent acknowledges or disputes (`asAgent`: only the agent's own,
 * finished evaluations), an evaluator accepts or rejects a dispute.
 */
export class GiveAgentFeedbackCommand {
  constructor(
    readonly principal: Principal,
    readonly callEvaluationId: number,
    readonly step: AgentFeedbackStep,
    readonly comment: string | undefined,
    readonly asAgent: boolean,
  ) {}
}
