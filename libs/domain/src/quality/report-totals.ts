/**
 * A quality report's figures. A perfect call is an evaluated call with no issue and no typo
 * mistake; the report states perfect calls over all calls it lists (every evaluation of the
 * period's calls of the chosen agents, whatever its status).
 */
import type { EvaluationStatus } from '@backoffice/contracts';

export interface EvaluatedCall {
  status: EvaluationStatus;
  issueCount: number;
  typoMistake: boolean;
}

export function isPerfectCall(call: EvaluatedCall): boolean {
  return call.status === 'evaluated' && call.issueCount === 0 && !call.typoMistake;
}

export interface ReportTotals {
  perfect: number;
  total: number;
}

/** Running totals: add calls one by one (the PDF streams them) or fold a list. */
export function addToTotals(totals: ReportTotals, call: EvaluatedCall): ReportTotals {
  return { perfect: totals.perfect + (isPerfectCall(call) ? 1 : 0), total: totals.total + 1 };
}

export function reportTotals(calls: Iterable<EvaluatedCall>): ReportTotals {
  let totals: ReportTotals = { perfect: 0, total: 0 };
  for (const call of calls) totals = addToTotals(totals, call);
  return totals;
}

/** Perfect over total as a percentage with one decimal; null when there is nothing. */
export function perfectRate(totals: ReportTotals): number | null {
  return totals.total === 0 ? null : Math.round((totals.perfect / totals.total) * 1000) / 10;
}
