import { MAX_FEEDBACK_COMMENT, type AgentFeedbackStep, type AgentState } from '@backoffice/contracts';

/** Why a step cannot be taken; each has its own error code and words in the admin's languages. */
export type AgentFeedbackProblem =
  | { Problem: 'already_answered'; AgentState: AgentState }
  | { Problem: 'not_disputed'; AgentState: AgentState }
  | { Problem: 'comment_required' }
  | { Problem: 'comment_too_long'; Max: number };

/** The agent answers an open evaluation; an evaluator resolves a disputed one. Every other step is refused. */
const FROM: Record<AgentFeedbackStep, AgentState> = {
  acknowledged: 'open',
  disputed: 'open',
  dispute_accepted: 'disputed',
  dispute_rejected: 'disputed',
};

/** A dispute says what is wrong and a rejection why it stands; acknowledging and accepting need no words. */
const NEEDS_COMMENT: Record<AgentFeedbackStep, boolean> = {
  acknowledged: false,
  disputed: true,
  dispute_accepted: false,
  dispute_rejected: true,
};

/** Whether `step` may follow `state` with this comment (null: it may; the new state is the step's name). */
export function agentFeedbackProblem(state: AgentState, step: AgentFeedbackStep, comment: string | undefined): AgentFeedbackProblem | null {
  if (state !== FROM[step]) return FROM[step] === 'open' ? { Problem: 'already_answered', AgentState: state } : { Problem: 'not_disputed', AgentState: state };
  const text = (comment ?? '').trim();
  if (NEEDS_COMMENT[step] && text === '') return { Problem: 'comment_required' };
  if (text.length > MAX_FEEDBACK_COMMENT) return { Problem: 'comment_too_long', Max: MAX_FEEDBACK_COMMENT };
  return null;
}

/** The step of an evaluator's resolution. */
export function resolutionStep(accepted: boolean): AgentFeedbackStep {
  return accepted ? 'dispute_accepted' : 'dispute_rejected';
}

/** Whether the agent still has to answer (acknowledge or dispute): the dialog offers both only then. */
export function awaitsAgent(state: AgentState): boolean {
  return state === 'open';
}

/**
 * Whether an evaluator's change sends the evaluation back to the agent: once the agent answered
 * (acknowledged) or a dispute was resolved, the agent has answered something else than what stands
 * now. An open evaluation is still to be answered; a disputed one is being re-scored by its resolution.
 */
export function reopensForAgent(state: AgentState): boolean {
  return state === 'acknowledged' || state === 'dispute_accepted' || state === 'dispute_rejected';
}
