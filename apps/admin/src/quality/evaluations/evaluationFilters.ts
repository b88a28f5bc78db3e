import { EVALUATION_STATUSES, type EvaluationStatus } from '@backoffice/contracts';

/** The evaluation list's filter fields as the form shows them: agents, the call's days (YYYY-MM-DD), a status and a score range (0-100, as typed). */
export interface EvaluationFilterForm {
  agentIds: number[];
  from: string;
  to: string;
  status: EvaluationStatus | '';
  scoreFrom: string;
  scoreTo: string;
}

/** Keys of react-admin's filter values (kept in the URL), in the spec's wire terms: CallAgent.ID in, Call.Timestamp from/to. */
const AGENTS = 'CallAgent.ID';
const FROM = 'Call.Timestamp@gte';
const TO = 'Call.Timestamp@lte';
const STATUS = 'Status';
const SCORE_FROM = 'Score@gte';
const SCORE_TO = 'Score@lte';

/** A score bound as typed: a number from 0 to 100, else no condition. */
function scoreBound(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().replace(',', '.') : '';
  if (!/^\d{1,3}(\.\d+)?$/.test(text)) return undefined;
  const score = Number(text);
  return score <= 100 ? score : undefined;
}

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
    scoreFrom: String(scoreBound(filterValues[SCORE_FROM]) ?? ''),
    scoreTo: String(scoreBound(filterValues[SCORE_TO]) ?? ''),
  };
}

/** The filter values for the form's fields; an empty field removes its condition. */
export function evaluationFilterValues(form: EvaluationFilterForm): Record<string, unknown> {
  return {
    [AGENTS]: form.agentIds.length > 0 ? form.agentIds : undefined,
    [FROM]: form.from ? `${form.from} 00:00:00` : undefined,
    [TO]: form.to ? `${form.to} 23:59:59` : undefined,
    [STATUS]: form.status || undefined,
    [SCORE_FROM]: scoreBound(form.scoreFrom),
    [SCORE_TO]: scoreBound(form.scoreTo),
  };
}
