import type { AgentFeedbackStep } from '@backoffice/contracts';

/** An evaluation's agent state moved (published after the commit). */
export class AgentFeedbackGivenEvent {
  constructor(
    readonly customerId: number,
    readonly callEvaluationId: number,
    readonly step: AgentFeedbackStep,
    /** The evaluated agent's product user (null: none), whose badge changes. */
    readonly agentUserId: number | null,
  ) {}
}
