import { EVALUATION_STATUSES, type EvaluationStatus } from '@backoffice/contracts';

/** The evaluation list's filter fields as the form shows them: agents, the call's days (YYYY-MM-DD) and a status. */
export interface EvaluationFilterForm {
  agentIds: number[];
  from: string;
  to: string;
  status: EvaluationStatus | '';
}

/** Keys of react-admin's filter values (kept in the URL), in the spec's wire terms: CallAgent.ID in, Call.Timestamp from/to. */
const AGENTS = 'CallAgent.ID';
const FROM = 'Call.Timestamp@gte';
const TO = 'Call.Timestamp@lte';
const STATUS = 'Status';

const DAY = /^(\d{4}-\d{2}-\d{2})\b/;

/** What the form shows for the list's filter values (from the URL, so anything unexpected shows as empty). */
export function evaluationFilterForm(filterValues: Record<string, unknown>): EvaluationFilterForm {
  const agents = filterValues[AGENTS];
  const day = (value: unknown) => (typeof value === 'string' ? (DAY.exec(value)?.[1] ?? '') : '');
  const status = filterValues[STATUS];
  return {
    agentIds: Array.isArray(agents) ? agents.map(Number).filter((id) => Number.isInteger(id) && id > 0) : [],
    from: day(filterValues[FROM]),
    to: day(filterValues[TO]),
    status: (EVALUATION_STATUSES as readonly unknown[]).includes(status) ? (status as EvaluationStatus) : '',
  };
}

/** The filter values for the form's fields; an empty field removes its condition. */
export function evaluationFilterValues(form: EvaluationFilterForm): Record<string, unknown> {
  return {
    [AGENTS]: form.agentIds.length > 0 ? form.agentIds : undefined,
    [FROM]: form.from ? `${form.from} 00:00:00` : undefined,
    [TO]: form.to ? `${form.to} 23:59:59` : undefined,
    [STATUS]: form.status || undefined,
  };
}
