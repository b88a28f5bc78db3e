import type { QueueIntervalMinutes, QueueIntervalRow, ServiceLevelSettings } from '@backoffice/contracts';
import { intervalLabel, queueIntervalFigures, thresholdsOfQueue, type QueueIntervalSums, type ReportRange } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';

/** How the slots are grouped: intervals of the customer's clock per queue, or its hours of the day over all chosen queues. */
/** A counted interval as the wire (list, CSV, a scheduled mail) answers it. */
export function queueIntervalRowOf(row: IntervalSumsRow): QueueIntervalRow {
  return { IntervalStart: intervalLabel(row.local_start, row.offset_minutes), Queue: row.queue, ...queueIntervalFigures(row) };
}

export type IntervalGrouping = { kind: 'interval'; minutes: QueueIntervalMinutes } | { kind: 'hour' };

export interface IntervalSumsRow extends QueueIntervalSums {
  /** The interval's start on the customer's clock (YYYY-MM-DDTHH:mm:ss) and the clock's offset then, minutes. */
  local_start: string;
  offset_minutes: number;
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
 * The counts are summed per slot and queue first; a slot is a 15-minute slot of the customer's
 * clock, and its interval starts `minute % Interval` minutes earlier on that clock, an instant, so
 * the hour a clock change repeats is two intervals.
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
  // What the slots are grouped by, computed once per distinct slot (the conversion to the customer's clock is the costly part).
  const group =
    grouping.kind === 'interval'
      ? {
          columns: 'b.interval_start, b.local_start, b.offset_minutes, p.queue',
          select: 'b.local_start, b.offset_minutes, p.queue',
          order: 'b.interval_start, p.queue',
          buckets: `
            SELECT slot, interval_start, to_char(interval_start AT TIME ZONE $5, 'YYYY-MM-DD"T"HH24:MI:SS') AS local_start,
                   (extract(epoch FROM (interval_start AT TIME ZONE $5) - (interval_start AT TIME ZONE 'UTC')) / 60)::int AS offset_minutes
              FROM (SELECT slot, slot - make_interval(mins => extract(minute FROM slot AT TIME ZONE $5)::int % $6) AS interval_start
                      FROM (SELECT DISTINCT slot FROM per_slot) s) x`,
        }
      : {
          columns: 'b.hour',
          select: 'b.hour',
          order: 'b.hour',
          // The n-th interval of $6 minutes of the customer's day: with 60, its hour.
          buckets: `
            SELECT slot, ((extract(hour FROM slot AT TIME ZONE $5) * 60 + extract(minute FROM slot AT TIME ZONE $5))::int / $6) AS hour
              FROM (SELECT DISTINCT slot FROM per_slot) s`,
        };
  const longestTarget = Math.max(customer.TargetSeconds, ...overrides.map((queue) => queue.TargetSeconds));
  const longestShort = Math.max(customer.ShortAbandonSeconds, ...overrides.map((queue) => queue.ShortAbandonSeconds));
  // Without overrides (the common case) every queue counts with the customer's thresholds: no join per row.
  const perQueue = overrides.length > 0;
  const join = perQueue ? 'LEFT JOIN thresholds t ON t.queue = r.routing_exten' : '';
  const target = perQueue ? 'coalesce(t.target, $7)' : '$7::int';
  const short = perQueue ? 'coalesce(t.short, $8)' : '$8::int';
  const inRange = `r.customer_id = $1 AND r.slot >= $2 AND r.slot < $3 AND ($4::text[] IS NULL OR r.routing_exten = ANY($4))`;
  const sql = `
    WITH thresholds AS (
      SELECT * FROM unnest($9::text[], $10::int[], $11::int[]) AS t(queue, target, short)
    ), per_slot AS (
      SELECT r.slot, r.routing_exten AS queue,
             sum(r.calls) AS calls,
             coalesce(sum(r.calls) FILTER (WHERE r.answered), 0) AS answered,
             coalesce(sum(r.calls) FILTER (WHERE r.lost), 0) AS lost,
             coalesce(sum(r.calls) FILTER (WHERE r.answered OR r.lost), 0) AS wait_calls,
             coalesce(sum(r.wait_sum) FILTER (WHERE r.answered OR r.lost), 0) AS wait_sum,
             -- A slot's longest abandoned wait over the cut-off is a counted call's; within it, all its abandoned calls were short.
             coalesce(max(r.wait_max) FILTER (WHERE r.answered OR (r.lost AND (${short} = 0 OR r.wait_max > ${short}))), 0) AS wait_max,
             sum(r.talk_calls) AS talk_calls,
             sum(r.talk_sum) AS talk_sum
        FROM reports.interval_sums r ${join}
       WHERE ${inRange}
       GROUP BY r.slot, r.routing_exten
    ), short_waits AS (
      SELECT r.slot, r.routing_exten AS queue, r.answered, r.lost, r.raw_wait, r.calls, ${target} AS target, ${short} AS short
        FROM reports.interval_waits r ${join}
       WHERE ${inRange} AND r.answered AND NOT r.lost AND r.raw_wait <= $12
      UNION ALL
      SELECT r.slot, r.routing_exten AS queue, r.answered, r.lost, r.raw_wait, r.calls, ${target} AS target, ${short} AS short
        FROM reports.interval_waits r ${join}
       WHERE ${inRange} AND NOT r.answered AND r.lost AND $13 > 0 AND r.raw_wait <= $13
    ), within_slot AS (
      SELECT slot, queue,
             coalesce(sum(calls) FILTER (WHERE answered AND raw_wait <= target), 0) AS answered_in_target,
             coalesce(sum(calls) FILTER (WHERE lost AND short > 0 AND raw_wait <= short), 0) AS short_calls,
             coalesce(sum(raw_wait::bigint * calls) FILTER (WHERE lost AND short > 0 AND raw_wait <= short), 0) AS short_wait_sum
        FROM short_waits GROUP BY slot, queue
    ), buckets AS (${group.buckets}
    )
    SELECT ${group.select},
           (sum(p.calls) - coalesce(sum(w.short_calls), 0))::int AS offered,
           sum(p.answered)::int AS answered,
           (sum(p.lost) - coalesce(sum(w.short_calls), 0))::int AS abandoned,
           coalesce(sum(w.answered_in_target), 0)::int AS answered_in_target,
           (sum(p.wait_calls) - coalesce(sum(w.short_calls), 0))::int AS wait_calls,
           (sum(p.wait_sum) - coalesce(sum(w.short_wait_sum), 0))::float8 AS wait_sum,
           max(p.wait_max)::int AS wait_max,
           sum(p.talk_calls)::int AS talk_calls,
           sum(p.talk_sum)::float8 AS talk_sum
      FROM per_slot p JOIN buckets b USING (slot) LEFT JOIN within_slot w USING (slot, queue)
     GROUP BY ${group.columns}
    HAVING sum(p.calls) - coalesce(sum(w.short_calls), 0) > 0
     ORDER BY ${group.order}`;
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
