import type { QueueIntervalMinutes, QueueIntervalRow, QueueProfileRow, ServiceLevelSettings } from '@backoffice/contracts';
import { intervalLabel, queueIntervalFigures, queueProfileFigures, thresholdsOfQueue, type QueueIntervalSums, type ReportRange } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';

/** A counted interval as the wire (list, CSV, a scheduled mail) answers it. */
export function queueIntervalRowOf(row: IntervalSumsRow): QueueIntervalRow {
  return { IntervalStart: intervalLabel(row.local_start, row.offset_minutes), Queue: row.queue, ...queueIntervalFigures(row) };
}

/** How the slots are grouped: intervals of the customer's clock per queue, or its hours of the day over all chosen queues. */
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
 * The sums of the range per interval and queue (or per hour of day), from the count table the
 * calls' triggers keep (migration 1765000000000): `interval_slots` holds a row per 15-minute slot
 * and queue with its counts, sums and longest waits, and the answered calls within their queue's
 * target and the short abandons (left out of offered, abandoned and the waits) as the customer's
 * thresholds are now: a save of the thresholds recounts them. Only the longest abandoned wait needs
 * a queue's short-abandon cut-off when read (the customer's service-level settings).
 *
 * A slot is a 15-minute slot of the customer's clock, and its interval starts `minute % Interval`
 * minutes earlier on that clock, an instant, so the hour a clock change repeats is two intervals.
 */
export function queueIntervalsQuery(
  customerId: number,
  timeZone: string,
  range: Pick<ReportRange, 'from' | 'to'>,
  grouping: IntervalGrouping,
  queues: string[] | null,
  settings: ServiceLevelSettings,
  page?: ListPage,
): { sql: string; params: unknown[] } {
  const customer = thresholdsOfQueue(settings, null);
  const overrides = settings.Queues.map((entry) => thresholdsOfQueue(settings, entry.Queue));
  const inRange = `r.customer_id = $1 AND r.slot >= $2 AND r.slot < $3 AND ($4::text[] IS NULL OR r.routing_exten = ANY($4))`;
  // The range's slots, read apart from their rows (in key order, from the primary key alone).
  const slots = `SELECT DISTINCT r.slot FROM reports.interval_slots r WHERE ${inRange}`;
  // Each distinct slot's interval (an instant, labelled on the customer's clock) or hour of the
  // day, computed once per slot: the conversions to the customer's clock are the costly part.
  const buckets =
    grouping.kind === 'interval'
      ? `SELECT slot, bucket, to_char(bucket AT TIME ZONE $5, 'YYYY-MM-DD"T"HH24:MI:SS') AS local_start,
                (extract(epoch FROM (bucket AT TIME ZONE $5) - (bucket AT TIME ZONE 'UTC')) / 60)::int AS offset_minutes
           FROM (SELECT slot, slot - make_interval(mins => extract(minute FROM slot AT TIME ZONE $5)::int % $6) AS bucket FROM (${slots}) s) x`
      : // The n-th interval of $6 minutes of the customer's day: with 60, its hour.
        `SELECT slot, ((extract(hour FROM slot AT TIME ZONE $5) * 60 + extract(minute FROM slot AT TIME ZONE $5))::int / $6) AS bucket
           FROM (${slots}) s`;
  // A page also answers how many rows there are in all (counted before the limit).
  const total = page ? ', count(*) OVER ()::int AS total' : '';
  const limit = page ? 'LIMIT $10 OFFSET $11' : '';
  const figures = ['offered', 'answered', 'abandoned', 'answered_in_target', 'wait_calls', 'wait_sum', 'wait_max', 'talk_calls', 'talk_sum'];
  const wire = (column: string, from: string) => `${from}::${column === 'wait_sum' || column === 'talk_sum' ? 'float8' : 'int'} AS ${column}`;
  // 15 minutes are the slots themselves: each slot and queue is a row. Longer intervals and the hours add slots up.
  const rows =
    grouping.kind === 'interval' && grouping.minutes === 15
      ? `SELECT b.local_start, b.offset_minutes, p.queue, ${figures.map((column) => wire(column, `p.${column}`)).join(', ')}${total}
           FROM per_slot p JOIN buckets b USING (slot)
          WHERE p.offered > 0
          ORDER BY p.slot, p.queue ${limit}`
      : `SELECT ${grouping.kind === 'interval' ? 'min(b.local_start) AS local_start, min(b.offset_minutes) AS offset_minutes, p.queue' : 'b.bucket AS hour'},
                ${figures.map((column) => wire(column, `${column === 'wait_max' ? 'max' : 'sum'}(p.${column})`)).join(', ')}${total}
           FROM per_slot p JOIN buckets b USING (slot)
          GROUP BY ${grouping.kind === 'interval' ? 'b.bucket, p.queue' : 'b.bucket'}
         HAVING sum(p.offered) > 0
          ORDER BY ${grouping.kind === 'interval' ? 'b.bucket, p.queue' : 'b.bucket'} ${limit}`;
  // Without overrides (the common case) every queue has the customer's cut-off: no join per row.
  const perQueue = overrides.length > 0;
  const join = perQueue ? 'LEFT JOIN thresholds t ON t.queue = r.routing_exten' : '';
  const short = perQueue ? 'coalesce(t.short, $7)' : '$7::int';
  const sql = `
    WITH thresholds AS (
      SELECT * FROM unnest($8::text[], $9::int[]) AS t(queue, short)
    ), per_slot AS (
      SELECT r.slot, r.routing_exten AS queue,
             r.calls - r.short_calls AS offered,
             r.answered,
             r.lost - r.short_calls AS abandoned,
             r.answered_in_target,
             r.wait_calls - r.short_calls AS wait_calls,
             r.wait_sum - r.short_wait_sum AS wait_sum,
             -- A slot's longest abandoned wait over the cut-off is a counted call's; within it, all its abandoned calls were short.
             coalesce(greatest(r.answered_wait_max, CASE WHEN ${short} = 0 OR r.lost_wait_max > ${short} THEN r.lost_wait_max END), 0) AS wait_max,
             r.talk_calls,
             r.talk_sum
        FROM reports.interval_slots r ${join}
       WHERE ${inRange}
    ), buckets AS MATERIALIZED (${buckets}
    )
    ${rows}`;
  return {
    sql,
    params: [
      customerId,
      range.from,
      range.to,
      queues,
      timeZone,
      grouping.kind === 'interval' ? grouping.minutes : 60,
      customer.ShortAbandonSeconds,
      overrides.map((queue) => queue.Queue),
      overrides.map((queue) => queue.ShortAbandonSeconds),
      ...(page ? [page.limit, page.offset] : []),
    ],
  };
}

/** Rows `offset + 1` to `offset + limit` of the table. */
export interface ListPage {
  limit: number;
  offset: number;
}

export function intervalSums(
  db: EntityManager,
  customerId: number,
  timeZone: string,
  range: Pick<ReportRange, 'from' | 'to'>,
  minutes: QueueIntervalMinutes,
  queues: string[] | null,
  settings: ServiceLevelSettings,
  page?: ListPage,
): Promise<(IntervalSumsRow & { total?: number })[]> {
  const { sql, params } = queueIntervalsQuery(customerId, timeZone, range, { kind: 'interval', minutes }, queues, settings, page);
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

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const NO_CALLS: QueueIntervalSums = {
  offered: 0,
  answered: 0,
  abandoned: 0,
  answered_in_target: 0,
  wait_calls: 0,
  wait_sum: 0,
  wait_max: 0,
  talk_calls: 0,
  talk_sum: 0,
};

/** The range's average day: every hour of the customer's clock, those without calls as zeros (a chart shows the whole day's shape). */
export async function queueProfileRows(
  db: EntityManager,
  customerId: number,
  timeZone: string,
  range: Pick<ReportRange, 'from' | 'to' | 'days'>,
  queues: string[] | null,
  settings: ServiceLevelSettings,
): Promise<QueueProfileRow[]> {
  const byHour = new Map((await hourSums(db, customerId, timeZone, range, queues, settings)).map((row) => [row.hour, row]));
  return HOURS.map((hour) => ({ Hour: hour, ...queueProfileFigures(byHour.get(hour) ?? NO_CALLS, range.days) }));
}

/** The queues the customer's calls name (the count table holds each slot's queues once). */
export async function intervalQueues(db: EntityManager, customerId: number): Promise<string[]> {
  const rows: { queue: string }[] = await db.query(`SELECT DISTINCT routing_exten AS queue FROM reports.interval_slots WHERE customer_id = $1 ORDER BY 1`, [
    customerId,
  ]);
  return rows.map((row) => row.queue);
}
