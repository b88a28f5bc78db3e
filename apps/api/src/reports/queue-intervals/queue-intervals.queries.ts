import type { QueueIntervalMinutes, ServiceLevelSettings } from '@backoffice/contracts';
import { thresholdsOfQueue, type QueueIntervalSums, type ReportRange } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';

/** How the slots are grouped: intervals of the customer's clock per queue, or its hours of the day over all chosen queues. */
export type IntervalGrouping = { kind: 'interval'; minutes: QueueIntervalMinutes } | { kind: 'hour' };

export interface IntervalSumsRow extends QueueIntervalSums {
  interval_start: Date;
  queue: string;
}
export interface HourSumsRow extends QueueIntervalSums {
  hour: number;
}

/**
 * The sums of the range per interval and queue (or per hour of day), from the count tables the
 * calls' triggers keep (migration 1764400000000): interval_sums for the counts, sums and longest
 * waits; interval_waits, read only up to the largest threshold, for the answered calls within
 * their queue's target and the short abandons (left out of offered, abandoned and the waits), each
 * queue under its thresholds (the customer's service-level settings, libs/domain service-levels.ts).
 *
 * A slot is a 15-minute slot of the customer's clock: its interval starts `minute % Interval`
 * minutes earlier on that clock, an instant, so the hour a clock change repeats is two intervals.
 */
export function queueIntervalsQuery(
  customerId: number,
  timeZone: string,
  range: Pick<ReportRange, 'from' | 'to'>,
  grouping: IntervalGrouping,
  queues: string[] | null,
  settings: ServiceLevelSettings,
): { sql: string; params: unknown[] } {
  const customer = thresholdsOfQueue(settings, null);
  const overrides = settings.Queues.map((entry) => thresholdsOfQueue(settings, entry.Queue));
  const group =
    grouping.kind === 'interval'
      ? {
          columns: 'interval_start, queue',
          select: `r.slot - make_interval(mins => extract(minute FROM r.slot AT TIME ZONE $5)::int % $6) AS interval_start, r.routing_exten AS queue`,
        }
      : // The n-th interval of $6 minutes of the customer's day: with 60, its hour.
        { columns: 'hour', select: `((extract(hour FROM r.slot AT TIME ZONE $5) * 60 + extract(minute FROM r.slot AT TIME ZONE $5))::int / $6) AS hour` };
  const longestTarget = Math.max(customer.TargetSeconds, ...overrides.map((queue) => queue.TargetSeconds));
  const longestShort = Math.max(customer.ShortAbandonSeconds, ...overrides.map((queue) => queue.ShortAbandonSeconds));
  const inRange = `r.customer_id = $1 AND r.slot >= $2 AND r.slot < $3 AND ($4::text[] IS NULL OR r.routing_exten = ANY($4))`;
  const sql = `
    WITH thresholds AS (
      SELECT * FROM unnest($9::text[], $10::int[], $11::int[]) AS t(queue, target, short)
    ), slots AS (
      SELECT ${group.select}, r.answered, r.lost, r.calls, r.wait_sum, r.wait_max, r.talk_calls, r.talk_sum, coalesce(t.short, $8) AS short
        FROM reports.interval_sums r LEFT JOIN thresholds t ON t.queue = r.routing_exten
       WHERE ${inRange}
    ), short_waits AS (
      SELECT ${group.select}, r.answered, r.lost, r.raw_wait, r.calls, coalesce(t.target, $7) AS target, coalesce(t.short, $8) AS short
        FROM reports.interval_waits r LEFT JOIN thresholds t ON t.queue = r.routing_exten
       WHERE ${inRange} AND r.answered AND NOT r.lost AND r.raw_wait <= $12
      UNION ALL
      SELECT ${group.select}, r.answered, r.lost, r.raw_wait, r.calls, coalesce(t.target, $7) AS target, coalesce(t.short, $8) AS short
        FROM reports.interval_waits r LEFT JOIN thresholds t ON t.queue = r.routing_exten
       WHERE ${inRange} AND NOT r.answered AND r.lost AND $13 > 0 AND r.raw_wait <= $13
    ), within AS (
      SELECT ${group.columns},
             coalesce(sum(calls) FILTER (WHERE answered AND raw_wait <= target), 0) AS answered_in_target,
             coalesce(sum(calls) FILTER (WHERE lost AND short > 0 AND raw_wait <= short), 0) AS short_calls,
             coalesce(sum(raw_wait::bigint * calls) FILTER (WHERE lost AND short > 0 AND raw_wait <= short), 0) AS short_wait_sum
        FROM short_waits GROUP BY ${group.columns}
    ), totals AS (
      SELECT ${group.columns},
             sum(calls) AS calls,
             coalesce(sum(calls) FILTER (WHERE answered), 0) AS answered,
             coalesce(sum(calls) FILTER (WHERE lost), 0) AS lost,
             coalesce(sum(calls) FILTER (WHERE answered OR lost), 0) AS wait_calls,
             coalesce(sum(wait_sum) FILTER (WHERE answered OR lost), 0) AS wait_sum,
             -- A slot's longest abandoned wait over the cut-off is a counted call's; within it, all its abandoned calls were short.
             coalesce(max(wait_max) FILTER (WHERE answered OR (lost AND (short = 0 OR wait_max > short))), 0) AS wait_max,
             sum(talk_calls) AS talk_calls,
             sum(talk_sum) AS talk_sum
        FROM slots GROUP BY ${group.columns}
    )
    SELECT ${group.columns},
           (t.calls - coalesce(w.short_calls, 0))::int AS offered,
           t.answered::int AS answered,
           (t.lost - coalesce(w.short_calls, 0))::int AS abandoned,
           coalesce(w.answered_in_target, 0)::int AS answered_in_target,
           (t.wait_calls - coalesce(w.short_calls, 0))::int AS wait_calls,
           (t.wait_sum - coalesce(w.short_wait_sum, 0))::float8 AS wait_sum,
           t.wait_max::int AS wait_max,
           t.talk_calls::int AS talk_calls,
           t.talk_sum::float8 AS talk_sum
      FROM totals t LEFT JOIN within w USING (${group.columns})
     WHERE t.calls - coalesce(w.short_calls, 0) > 0
     ORDER BY ${group.columns}`;
  return {
    sql,
    params: [
      customerId,
      range.from,
      range.to,
      queues,
      timeZone,
      grouping.kind === 'interval' ? grouping.minutes : 60,
      customer.TargetSeconds,
      customer.ShortAbandonSeconds,
      overrides.map((queue) => queue.Queue),
      overrides.map((queue) => queue.TargetSeconds),
      overrides.map((queue) => queue.ShortAbandonSeconds),
      longestTarget,
      longestShort,
    ],
  };
}

export function intervalSums(
  db: EntityManager,
  customerId: number,
  timeZone: string,
  range: Pick<ReportRange, 'from' | 'to'>,
  minutes: QueueIntervalMinutes,
  queues: string[] | null,
  settings: ServiceLevelSettings,
): Promise<IntervalSumsRow[]> {
  const { sql, params } = queueIntervalsQuery(customerId, timeZone, range, { kind: 'interval', minutes }, queues, settings);
  return db.query(sql, params);
}

export function hourSums(
  db: EntityManager,
  customerId: number,
  timeZone: string,
  range: Pick<ReportRange, 'from' | 'to'>,
  queues: string[] | null,
  settings: ServiceLevelSettings,
): Promise<HourSumsRow[]> {
  const { sql, params } = queueIntervalsQuery(customerId, timeZone, range, { kind: 'hour' }, queues, settings);
  return db.query(sql, params);
}

/** The queues the customer's calls name (the count table holds each slot's queues once). */
export async function intervalQueues(db: EntityManager, customerId: number): Promise<string[]> {
  const rows: { queue: string }[] = await db.query(`SELECT DISTINCT routing_exten AS queue FROM reports.interval_sums WHERE customer_id = $1 ORDER BY 1`, [
    customerId,
  ]);
  return rows.map((row) => row.queue);
}
