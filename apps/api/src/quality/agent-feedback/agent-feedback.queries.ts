import { AGENT_STATES, type AgentFeedbackStep, type AgentState, type EvaluationFeedback } from '@backoffice/contracts';
import { reopensForAgent } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';

/** The agents of a customer the user is linked to (telephony.agents.user_id): whose evaluations the user answers. */
export const OWN_AGENTS = (customer: string, user: string) =>
  `(SELECT own.agent_id FROM telephony.agents own WHERE own.customer_id = ${customer} AND own.user_id = ${user})`;

export interface LockedEvaluation {
  agentState: AgentState;
  /** The product user linked to the evaluated agent (null: none), told of resolutions. */
  agentUserId: number | null;
}

/**
 * The evaluation, locked for the step. `ownerUserId` set: only if the user is the evaluated agent
 * and an evaluator has finished it (an agent answers nothing else); else any evaluation of the customer.
 */
export async function lockEvaluationForFeedback(
  manager: EntityManager,
  customerId: number,
  callEvaluationId: number,
  ownerUserId: number | null,
): Promise<LockedEvaluation | null> {
  const own = ownerUserId === null ? '' : `AND e.status = 'evaluated' AND e.agent_id IN ${OWN_AGENTS('$1', '$3')}`;
  const rows = await manager.query<{ agent_state: AgentState; agent_user_id: number | null }[]>(
    `SELECT e.agent_state, (SELECT a.user_id FROM telephony.agents a WHERE a.agent_id = e.agent_id) AS agent_user_id
       FROM quality.call_evaluations e
      WHERE e.customer_id = $1 AND e.call_evaluation_id = $2 ${own}
      FOR UPDATE OF e`,
    ownerUserId === null ? [customerId, callEvaluationId] : [customerId, callEvaluationId, ownerUserId],
  );
  return rows[0] ? { agentState: rows[0].agent_state, agentUserId: rows[0].agent_user_id } : null;
}

/** Moves the evaluation to the step's state and keeps the step; a resolution waits to be seen by the agent. */
export async function recordFeedback(
  manager: EntityManager,
  step: { customerId: number; callEvaluationId: number; step: AgentFeedbackStep; userId: number; comment: string; at: Date },
): Promise<void> {
  const resolution = step.step === 'dispute_accepted' || step.step === 'dispute_rejected';
  await manager.query(`UPDATE quality.call_evaluations SET agent_state = $3, agent_unseen = $4 WHERE customer_id = $1 AND call_evaluation_id = $2`, [
    step.customerId,
    step.callEvaluationId,
    step.step,
    resolution,
  ]);
  await manager.query(
    `INSERT INTO quality.evaluation_feedback (customer_id, call_evaluation_id, step, user_id, comment, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [step.customerId, step.callEvaluationId, step.step, step.userId, step.comment, step.at],
  );
}

/**
 * Sends the evaluation back to the agent when an evaluator changed it after the agent answered
 * (libs/domain reopensForAgent): open again, counted in the agent's badge, and `reopened` in its
 * history. Answers whether it did.
 */
export async function reopenForAgent(
  manager: EntityManager,
  change: { customerId: number; callEvaluationId: number; userId: number; at: Date },
): Promise<boolean> {
  const rows = await manager.query<unknown[]>(
    `WITH reopened AS (
       UPDATE quality.call_evaluations SET agent_state = 'open', agent_unseen = false
        WHERE customer_id = $1 AND call_evaluation_id = $2 AND agent_state = ANY($3)
        RETURNING call_evaluation_id)
     INSERT INTO quality.evaluation_feedback (customer_id, call_evaluation_id, step, user_id, comment, created_at)
     SELECT $1, call_evaluation_id, 'reopened', $4, '', $5 FROM reopened
     RETURNING feedback_id`,
    [change.customerId, change.callEvaluationId, AGENT_STATES.filter(reopensForAgent), change.userId, change.at],
  );
  return rows.length > 0;
}

/** An evaluation's steps, oldest first, in the customer's wall time. */
export async function feedbackHistory(manager: EntityManager, callEvaluationId: number): Promise<EvaluationFeedback[]> {
  return manager.query<EvaluationFeedback[]>(
    `SELECT to_char(f.created_at AT TIME ZONE cu.time_zone, 'YYYY-MM-DD HH24:MI:SS') AS "At", f.step AS "Step",
            f.user_id AS "UserID", u.username AS "Username", f.comment AS "Comment"
       FROM quality.evaluation_feedback f
       JOIN core.customers cu ON cu.customer_id = f.customer_id
       LEFT JOIN core.users u ON u.user_id = f.user_id
      WHERE f.call_evaluation_id = $1
      ORDER BY f.created_at, f.feedback_id`,
    [callEvaluationId],
  );
}

/** The agent's badge: finished evaluations still open, and resolutions the agent has not opened. */
export async function myUnreadCount(manager: EntityManager, customerId: number, userId: number): Promise<number> {
  const [row] = await manager.query<{ unread: number }[]>(
    `SELECT count(*)::int AS unread FROM quality.call_evaluations e
      WHERE e.customer_id = $1 AND e.status = 'evaluated' AND e.agent_id IN ${OWN_AGENTS('$1', '$2')}
        AND (e.agent_state = 'open' OR e.agent_unseen)`,
    [customerId, userId],
  );
  return row.unread;
}

/** The customer's open disputes (the evaluators' badge). */
export async function disputedCount(manager: EntityManager, customerId: number): Promise<number> {
  const [row] = await manager.query<{ disputed: number }[]>(
    `SELECT count(*)::int AS disputed FROM quality.call_evaluations WHERE customer_id = $1 AND agent_state = 'disputed'`,
    [customerId],
  );
  return row.disputed;
}

/** The agent opened the evaluation: its resolution is read. */
export async function markSeenByAgent(manager: EntityManager, customerId: number, callEvaluationId: number): Promise<boolean> {
  const [, changed] = await manager.query<[unknown[], number]>(
    `UPDATE quality.call_evaluations SET agent_unseen = false WHERE customer_id = $1 AND call_evaluation_id = $2 AND agent_unseen`,
    [customerId, callEvaluationId],
  );
  return changed > 0;
}

/** The product user linked to an evaluation's agent (null: none). */
export async function agentUserOfEvaluation(manager: EntityManager, customerId: number, callEvaluationId: number): Promise<number | null> {
  const rows = await manager.query<{ user_id: number | null }[]>(
    `SELECT a.user_id FROM quality.call_evaluations e JOIN telephony.agents a ON a.agent_id = e.agent_id
      WHERE e.customer_id = $1 AND e.call_evaluation_id = $2`,
    [customerId, callEvaluationId],
  );
  return rows[0]?.user_id ?? null;
}

/** Whether the call is one of the user's own evaluated calls in the customer (the agent may hear it). */
export async function isOwnFinishedEvaluationCall(manager: EntityManager, customerId: number, userId: number, callId: string): Promise<boolean> {
  const rows = await manager.query<unknown[]>(
    `SELECT 1 FROM quality.call_evaluations e
      WHERE e.customer_id = $1 AND e.call_id = $3 AND e.status = 'evaluated' AND e.agent_id IN ${OWN_AGENTS('$1', '$2')}`,
    [customerId, userId, callId],
  );
  return rows.length > 0;
}
