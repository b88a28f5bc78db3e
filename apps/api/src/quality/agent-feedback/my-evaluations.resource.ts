import { AGENT_STATES, QualityResources, type MyEvaluation } from '@backoffice/contracts';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import type { CrudResource, TenantScope } from '../../platform/crud/crud-resource.js';
import { ListFilterDto } from '../../platform/crud/crud.dto.js';
import { RealtimeService } from '../../platform/realtime/realtime.service.js';
import { CallEvaluationEntity } from '../evaluations/call-evaluation.entity.js';
import { evaluationAnswers, evaluationScorecard } from '../scorecards/scorecards.queries.js';
import { feedbackHistory, markSeenByAgent, OWN_AGENTS } from './agent-feedback.queries.js';
import { pushAgentUnread } from './events/agent-state-changed.handler.js';

const LOCAL = (column: string) => `to_char(${column} AT TIME ZONE cu.time_zone, 'YYYY-MM-DD HH24:MI:SS')`;

const SELECT = {
  CallEvaluationID: 'e.call_evaluation_id',
  CallID: 'e.call_id::double precision',
  Call: `json_build_object('LogID', c.call_id, 'Number', c.caller_number, 'Timestamp', ${LOCAL('c.started_at')}, 'HasRecording', c.recording_key IS NOT NULL)`,
  Comment: 'e.comment',
  TypoMistake: 'e.typo_mistake',
  Issues: `ARRAY(SELECT it.name FROM quality.evaluation_issues ei JOIN quality.issue_types it ON it.issue_id = ei.issue_id
                  WHERE ei.call_evaluation_id = e.call_evaluation_id ORDER BY it.name)`,
  ScorecardID: 'sv.scorecard_id',
  ScorecardVersion: 'sv.version',
  Score: 'e.score::float8',
  AgentState: 'e.agent_state',
  Unseen: 'e.agent_unseen',
};

type MyEvaluationRow = Omit<MyEvaluation, 'Answers' | 'Scorecard' | 'History'>;

/** An agent's own evaluations: the customer's, of the agents linked to the caller, finished by an evaluator. */
const ownFinishedEvaluations: TenantScope = {
  where: (customerId, bind, principal) => {
    const customer = bind(customerId);
    return `e.customer_id = ${customer} AND e.status = 'evaluated' AND e.agent_id IN ${OWN_AGENTS(customer, bind(principal.userId))}`;
  },
};

/**
 * `quality/my_evaluations`: read-only for the agent (answered with acknowledge and dispute).
 * Opening one marks its resolution read and updates the agent's badge on every tab.
 */
export const myEvaluationsResource: CrudResource<CallEvaluationEntity, MyEvaluationRow> = {
  wire: QualityResources.myEvaluations,
  entity: CallEvaluationEntity,
  from: `quality.call_evaluations e
         JOIN telephony.calls c ON c.call_id = e.call_id
         JOIN core.customers cu ON cu.customer_id = e.customer_id
         LEFT JOIN quality.scorecard_versions sv ON sv.scorecard_version_id = e.scorecard_version_id`,
  id: { sql: 'e.call_evaluation_id', property: 'callEvaluationId' },
  fields: {
    CallEvaluationID: { sql: 'e.call_evaluation_id', type: 'number', notNull: true },
    'Call.Number': { sql: 'c.caller_number', type: 'string' },
    'Call.Timestamp': { sql: '(e.call_started_at AT TIME ZONE cu.time_zone)', sortSql: 'e.call_started_at', type: 'date', notNull: true },
    Comment: { sql: 'e.comment', type: 'string' },
    Score: { sql: 'e.score', type: 'number' },
    AgentState: { sql: 'e.agent_state', type: 'string', values: AGENT_STATES },
    Unseen: { sql: 'e.agent_unseen', type: 'boolean', notNull: true },
  },
  select: SELECT,
  defaultOrder: [{ field: 'Call.Timestamp', direction: 'desc' }],
  tieBreaker: 'e.call_evaluation_id',
  tenant: ownFinishedEvaluations,
  dto: { create: ListFilterDto, save: ListFilterDto },
  writable: {},
  hooks: {
    async afterLoad(row, { manager, principal, get }) {
      const id = row.CallEvaluationID as number;
      const customerId = activeCustomerFor(principal);
      if (row.Unseen === true && (await markSeenByAgent(manager, customerId, id))) {
        await pushAgentUnread(manager.connection, get(RealtimeService), customerId, principal.userId);
      }
      const scored = row.Score !== null;
      return {
        ...row,
        Unseen: false,
        Answers: scored ? await evaluationAnswers(manager, id) : [],
        Scorecard: scored ? await evaluationScorecard(manager, id) : null,
        History: await feedbackHistory(manager, id),
      };
    },
  },
};
