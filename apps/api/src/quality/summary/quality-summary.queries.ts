import type { QualitySummary } from '@backoffice/contracts';
import { addDays, dayRange, isoWeekStart, perfectRate, todayIn } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';
import { clock } from '../../platform/clock/clock.js';

/** How many of the last reports the widget's perfect-call rate covers. */
export const SUMMARY_REPORTS = 5;

/**
 * The dashboard widget: evaluations drawn this ISO week (the customer's calendar) still open and
 * done, perfect calls over total of the last reports, and the average score of the evaluations
 * scored (last saved with a score) this week.
 */
export async function qualitySummary(manager: EntityManager, customerId: number, timeZone: string, now = clock.now()): Promise<QualitySummary> {
  const monday = isoWeekStart(todayIn(timeZone, now));
  const from = dayRange(monday, timeZone).from;
  const to = dayRange(addDays(monday, 7), timeZone).from;
  const [week] = await manager.query<{ open: number; done: number }[]>(
    `SELECT count(*) FILTER (WHERE status <> 'evaluated')::int AS open, count(*) FILTER (WHERE status = 'evaluated')::int AS done
       FROM quality.call_evaluations WHERE customer_id = $1 AND created_at >= $2 AND created_at < $3`,
    [customerId, from, to],
  );
  const [scores] = await manager.query<{ average: number | null; scored: number }[]>(
    `SELECT round(avg(score), 1)::float8 AS average, count(*)::int AS scored
       FROM quality.call_evaluations WHERE customer_id = $1 AND score IS NOT NULL AND updated_at >= $2 AND updated_at < $3`,
    [customerId, from, to],
  );
  const [reports] = await manager.query<{ perfect: number; total: number; counted: number }[]>(
    `SELECT coalesce(sum(perfect_calls), 0)::int AS perfect, coalesce(sum(total_calls), 0)::int AS total, count(*)::int AS counted
       FROM (SELECT perfect_calls, total_calls FROM quality.reports WHERE customer_id = $1 ORDER BY created_at DESC, report_id DESC LIMIT $2) last`,
    [customerId, SUMMARY_REPORTS],
  );
  return {
    OpenThisWeek: week.open,
    DoneThisWeek: week.done,
    PerfectRate: perfectRate({ perfect: reports.perfect, total: reports.total }),
    ReportsCounted: reports.counted,
    AverageScoreThisWeek: scores.average,
    ScoredThisWeek: scores.scored,
  };
}
