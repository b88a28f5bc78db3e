import type { AgentState } from '@backoffice/contracts';

/** An evaluation's agent state moved: a step of the agent or an evaluator, or a change that reopened it (published after the commit). */
export class AgentStateChangedEvent {
  constructor(
    readonly customerId: number,
    readonly callEvaluationId: number,
    readonly state: AgentState,
    /** The evaluated agent's product user (null: none), whose badge changes. */
    readonly agentUserId: number | null,
  ) {}
}
