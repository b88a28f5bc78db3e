import { EventBus } from '@nestjs/cqrs';
import { AGENT_STATES, EVALUATION_STATUSES, QualityResources, type CallEvaluation, type ScorecardAnswer } from '@backoffice/contracts';
import { answersProblem, scoreEvaluation, versionToScore } from '@backoffice/domain';
import { customerColumnScope, type CrudContext, type CrudResource } from '../../platform/crud/crud-resource.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { SaveCallEvaluationDto } from './call-evaluation.dto.js';
import { CallEvaluationEntity } from './call-evaluation.entity.js';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { clock } from '../../platform/clock/clock.js';
import { RealtimeService } from '../../platform/realtime/realtime.service.js';
import { agentUserOfEvaluation, feedbackHistory, reopenForAgent } from '../agent-feedback/agent-feedback.queries.js';
import { AgentStateChangedEvent } from '../agent-feedback/events/agent-state-changed.event.js';
import { pushAgentUnread } from '../agent-feedback/events/agent-state-changed.handler.js';
import { scorecardRefusal } from '../scorecards/scorecard-refusal.js';
import { currentVersion, evaluationAnswers, evaluationScorecard, evaluationScoring, replaceAnswers, versionForm } from '../scorecards/scorecards.queries.js';

const LOCAL = (column: string) => `to_char(${column} AT TIME ZONE cu.time_zone, 'YYYY-MM-DD HH24:MI:SS')`;

const SELECT = {
  CallEvaluationID: 'e.call_evaluation_id',
  CallID: 'e.call_id::double precision',
  Status: 'e.status',
  Comment: 'e.comment',
  TypoMistake: 'e.typo_mistake',
  SelectedIssues: 'ARRAY(SELECT ei.issue_id FROM quality.evaluation_issues ei WHERE ei.call_evaluation_id = e.call_evaluation_id ORDER BY ei.issue_id)',
  FromAW: 'e.from_aw',
  Call: `json_build_object('LogID', c.call_id, 'Number', c.caller_number, 'Timestamp', ${LOCAL('c.started_at')}, 'HasRecording', c.recording_key IS NOT NULL)`,
  CallAgent: `json_build_object('ID', a.agent_id, 'FirstName', a.first_name, 'LastName', a.last_name)`,
  ScorecardID: 'sv.scorecard_id',
  ScorecardVersion: 'sv.version',
  Score: 'e.score::float8',
  AgentState: 'e.agent_state',
};

/** What list rows carry; load adds the answers and the form version (afterLoad). */
type EvaluationRow = Omit<CallEvaluation, 'Answers' | 'Scorecard' | 'History'>;

/**
 * Scores the call when the save names a form (issue 25): the version (libs/domain versionToScore),
 * the answers' checks and the score are the domain's; the answers are written by afterSave.
 */
async function scoredValues(body: Record<string, unknown>, context: CrudContext & { id: number }): Promise<Record<string, unknown>> {
  const scorecardId = body.ScorecardID as number | null | undefined;
  const answers = (body.Answers ?? []) as ScorecardAnswer[];
  // ScorecardID null is the loaded record sent back (not scored, or scored on a form since deleted): its answers stay as they are.
  if (scorecardId === null) return {};
  if (scorecardId === undefined) {
    if (answers.length > 0) throw scorecardRefusal({ Problem: 'scorecard_missing' });
    return {};
  }
  const { manager, principal, id } = context;
  const customerId = activeCustomerFor(principal);
  const scored = await evaluationScoring(manager, id);
  // Shared lock: the form cannot get a new version between the check and the write of the answers.
  const current = await currentVersion(manager, customerId, scorecardId, 'share');
  if (!current) throw AppError.notFound(`Scorecard ${scorecardId} was not found.`);
  const versionId = versionToScore(scored, scorecardId, current.versionId);
  const { sections } = await versionForm(manager, versionId);
  const problem = answersProblem(sections, answers);
  if (problem) throw scorecardRefusal(problem);
  const result = scoreEvaluation(sections, answers);
  return { scorecardVersionId: versionId, score: result.Score, sectionScores: result.Sections };
}

/**
 * Calls under evaluation. Rows come from a sampling job (or the demo); an evaluator sets status,
 * comment, typo mistake and issues. The spec's filter names the call's fields dotted:
 * `CallAgent.ID in [...]`, `Call.Timestamp >= From and <= To` (the customer's wall time).
 */
export const evaluationsResource: CrudResource<CallEvaluationEntity, EvaluationRow> = {
  wire: QualityResources.evaluations,
  entity: CallEvaluationEntity,
  from: `quality.call_evaluations e
         JOIN telephony.calls c ON c.call_id = e.call_id
         JOIN telephony.agents a ON a.agent_id = e.agent_id
         JOIN core.customers cu ON cu.customer_id = e.customer_id
         LEFT JOIN quality.scorecard_versions sv ON sv.scorecard_version_id = e.scorecard_version_id`,
  id: { sql: 'e.call_evaluation_id', property: 'callEvaluationId' },
  fields: {
    CallEvaluationID: { sql: 'e.call_evaluation_id', type: 'number', notNull: true },
    CallID: { sql: 'e.call_id', type: 'number', notNull: true },
    Status: { sql: 'e.status', type: 'string', values: EVALUATION_STATUSES },
    Comment: { sql: 'e.comment', type: 'string' },
    TypoMistake: { sql: 'e.typo_mistake', type: 'boolean' },
    FromAW: { sql: 'e.from_aw', type: 'boolean' },
    'Call.LogID': { sql: 'e.call_id', type: 'number' },
    'Call.Number': { sql: 'c.caller_number', type: 'string' },
    // Filtered on the customer's wall time; sorted by the instant (the same order, but for the hour
    // the clocks go back), which call_evaluations_started_idx answers, also for keyset pages.
    'Call.Timestamp': { sql: '(e.call_started_at AT TIME ZONE cu.time_zone)', sortSql: 'e.call_started_at', type: 'date', notNull: true },
    'CallAgent.ID': { sql: 'e.agent_id', type: 'number' },
    'CallAgent.FirstName': { sql: 'a.first_name', type: 'string' },
    'CallAgent.LastName': { sql: 'a.last_name', type: 'string' },
    Score: { sql: 'e.score', type: 'number' },
    ScorecardID: { sql: 'sv.scorecard_id', type: 'number' },
    AgentState: { sql: 'e.agent_state', type: 'string', values: AGENT_STATES },
  },
  select: SELECT,
  tenant: customerColumnScope('e.customer_id'),
  dto: { create: SaveCallEvaluationDto, save: SaveCallEvaluationDto },
  writable: { Status: 'status', Comment: 'comment', TypoMistake: 'typoMistake' },
  hooks: {
    async beforeSave(values, body, context) {
      const comment = (values.comment as string | null | undefined) === null ? { comment: '' } : {};
      const scored = await scoredValues(body, context);
      return { ...values, ...comment, ...scored, evaluatedBy: context.principal.userId, updatedAt: clock.now() };
    },
    async afterLoad(row, { manager }) {
      const id = row.CallEvaluationID as number;
      const History = await feedbackHistory(manager, id);
      if (row.Score === null) return { ...row, Answers: [], Scorecard: null, History };
      return { ...row, Answers: await evaluationAnswers(manager, id), Scorecard: await evaluationScorecard(manager, id), History };
    },
    async afterSave(id, body, { manager, principal, get, afterCommit }) {
      const customerId = activeCustomerFor(principal);
      const agentUserId = await agentUserOfEvaluation(manager, customerId, id);
      // A change after the agent answered goes back to the agent, and the evaluators' lists follow;
      // else a finished evaluation waits for the agent's answer: the agent's badge counts it at once.
      if (await reopenForAgent(manager, { customerId, callEvaluationId: id, userId: principal.userId, at: clock.now() })) {
        afterCommit(() => get(EventBus).publish(new AgentStateChangedEvent(customerId, id, 'open', agentUserId)));
      } else if (agentUserId !== null) {
        afterCommit(() => pushAgentUnread(manager.connection, get(RealtimeService), customerId, agentUserId));
      }
      const answers = body.Answers as ScorecardAnswer[] | undefined;
      if (body.ScorecardID !== undefined && body.ScorecardID !== null) await replaceAnswers(manager, customerId, id, answers ?? []);
      const selected = body.SelectedIssues as number[] | undefined;
      if (selected === undefined) return;
      const unique = [...new Set(selected)];
      const known = await manager.query<{ issue_id: number }[]>(`SELECT issue_id FROM quality.issue_types WHERE customer_id = $1 AND issue_id = ANY($2)`, [
        customerId,
        unique,
      ]);
      const missing = unique.filter((issueId) => !known.some((row) => row.issue_id === issueId));
      if (missing.length > 0) throw AppError.badRequest(`Unknown issues: ${missing.join(', ')}.`);
      await manager.query(`DELETE FROM quality.evaluation_issues WHERE call_evaluation_id = $1`, [id]);
      await manager.query(`INSERT INTO quality.evaluation_issues (customer_id, call_evaluation_id, issue_id) SELECT $1, $2, unnest($3::int[])`, [
        customerId,
        id,
        unique,
      ]);
    },
  },
};
