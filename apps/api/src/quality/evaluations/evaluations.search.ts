import type { CallEvaluation } from '@backoffice/contracts';
import { crudSearchContributor } from '../../platform/search/crud-search.js';
import { evaluationsResource } from './evaluations.resource.js';

/** Quality's part of the global search: evaluations of the active customer by the call's number, newest call first. */
export const EvaluationsSearch = crudSearchContributor({
  resource: evaluationsResource,
  permissions: evaluationsResource.wire.permissions.view,
  fields: ['Call.Number'],
  order: [{ field: 'Call.Timestamp', direction: 'desc' }],
  hit: (row) => {
    const { Call: call, CallAgent: agent, CallEvaluationID: id, Status: status } = row as unknown as CallEvaluation;
    return {
      kind: 'evaluation',
      id,
      label: call.Number,
      detail: `${call.Timestamp} · ${agent.FirstName} ${agent.LastName} · ${String(status)}`,
      route: `/evaluation/evaluate?evaluation=${String(id)}`,
    };
  },
});
