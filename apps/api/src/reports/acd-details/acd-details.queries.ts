import type { AcdDetailsRow, AcdToday, ServiceLevelSettings } from '@backoffice/contracts';
import { acdRows, acdThresholds, eachDay, emptyAcdTotals, serviceLevel, thresholdsOfQueue, type AcdDayTotals, type AcdParameters } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';

/**
 * The ACD sums per customer day of the queue entry (docs/reports.md, "ACD details"), the per-call
 * rules of libs/domain/src/reports/acd-details.ts in bulk: a lost call within the announcement
 * (M > 0) is left out, waits shrink by M, talk is billed with P in started minutes. The domain
 * turns the sums into the row (averages, service level, days without calls). The service-level
 * thresholds (target time, short-abandon cut-off) are the customer's settings, per queue
 * (docs/reports.md, "Service level"), applied to the raw waits as they are read: a changed
 * threshold needs no recount.
 *
 * Read from the count tables the calls' triggers keep (migration 1763700000000): calls per
 * customer day, queue, answered, lost and raw wait, and answered calls per talk second. A year is
 * then some hundred thousand counts instead of every call of the year, for any M and P.
 */
export async function acdDayTotals(
  db: EntityManager,
  customerId: number,
  days: { firstDay: string; lastDay: string },
  parameters: AcdParameters,
  settings: ServiceLevelSettings,
  exten?: string,
): Promise<AcdDayTotals[]> {
  // Each count row counts with its queue's thresholds (the domain resolves them): the customer's,
  // or those of an overriding queue, joined by routing exten.
  const customer = acdThresholds(thresholdsOfQueue(settings, null));
  const queues = settings.Queues.map((entry) => acdThresholds(thresholdsOfQueue(settings, entry.Queue)));
  return db.query(
    `WITH thresholds AS (
       SELECT * FROM unnest($9::text[], $10::int[], $11::int[], $12::int[]) AS t(queue, target, split, short_cut)
     ), counted AS (
       SELECT w.day, w.answered, w.lost, w.calls, greatest(0, w.raw_wait - $4) AS wait,
              coalesce(t.target, $7) AS target, coalesce(t.split, $8) AS split, coalesce(t.short_cut, $13) AS short_cut
         FROM reports.acd_waits w LEFT JOIN thresholds t ON t.queue = w.routing_exten
        WHERE w.customer_id = $1 AND w.day BETWEEN $2::date AND $3::date AND ($5::text IS NULL OR w.routing_exten = $5)
          AND NOT ($4 > 0 AND w.lost AND w.raw_wait <= $4)
     ), waits AS (
       SELECT day,
              sum(calls)::int AS incoming_calls,
              coalesce(sum(calls) FILTER (WHERE answered), 0)::int AS handled_calls_gesamt,
              coalesce(sum(calls) FILTER (WHERE answered AND wait <= target), 0)::int AS handled_calls_20,
              coalesce(sum(calls) FILTER (WHERE lost), 0)::int AS lost_calls_gesamt,
              coalesce(sum(calls) FILTER (WHERE lost AND wait <= target), 0)::int AS lost_calls_20,
              coalesce(sum(calls) FILTER (WHERE lost AND wait <= split), 0)::int AS lost_calls_lte54,
              coalesce(sum(calls) FILTER (WHERE lost AND wait > split), 0)::int AS lost_calls_gt54,
              coalesce(sum(calls) FILTER (WHERE lost AND short_cut > 0 AND wait <= short_cut), 0)::int AS short_abandons,
              coalesce(sum(calls) FILTER (WHERE answered OR lost), 0)::int AS waiting_count,
              coalesce(sum(wait * calls) FILTER (WHERE answered OR lost), 0)::float8 AS waiting_time_sum,
              coalesce(max(wait) FILTER (WHERE answered OR lost), 0)::int AS waiting_time_max
         FROM counted
        GROUP BY day
     ), talks AS (
       SELECT day, sum(calls * ((talk_seconds + $6 + 59) / 60))::float8 AS handling_time_min_sum, sum(calls)::int AS handled_calls_timed
         FROM reports.acd_talks
        WHERE customer_id = $1 AND day BETWEEN $2::date AND $3::date AND ($5::text IS NULL OR routing_exten = $5)
        GROUP BY day
     )
     SELECT to_char(w.day, 'YYYY-MM-DD') AS "datum", w.incoming_calls, w.handled_calls_gesamt, w.handled_calls_20, w.lost_calls_gesamt, w.lost_calls_20,
            w.lost_calls_lte54, w.lost_calls_gt54, w.short_abandons, w.waiting_count, w.waiting_time_sum, w.waiting_time_max,
            coalesce(t.handling_time_min_sum, 0)::float8 AS handling_time_min_sum, coalesce(t.handled_calls_timed, 0)::int AS handled_calls_timed
       FROM waits w LEFT JOIN talks t ON t.day = w.day
      ORDER BY w.day`,
    [
      customerId,
      days.firstDay,
      days.lastDay,
      parameters.musicOnHoldSeconds,
      exten ?? null,
      parameters.postHandlingSeconds,
      customer.TargetSeconds,
      customer.LostSplitSeconds,
      queues.map((queue) => queue.Queue),
      queues.map((queue) => queue.TargetSeconds),
      queues.map((queue) => queue.LostSplitSeconds),
      queues.map((queue) => queue.ShortAbandonSeconds),
      customer.ShortAbandonSeconds,
    ],
  );
}

/** The ACD details table: a row per day of the range, days without calls included. */
export async function acdDetailsRows(
  db: EntityManager,
  customerId: number,
  days: { firstDay: string; lastDay: string },
  parameters: AcdParameters,
  settings: ServiceLevelSettings,
  exten?: string,
): Promise<AcdDetailsRow[]> {
  return acdRows(eachDay(days.firstDay, days.lastDay), await acdDayTotals(db, customerId, days, parameters, settings, exten));
}

/** The dashboard widget: the figures of the customer's today (ACD definition, M = P = 0), with the customer's target. */
export async function acdToday(db: EntityManager, customerId: number, today: string, settings: ServiceLevelSettings): Promise<AcdToday> {
  const [totals] = await acdDayTotals(db, customerId, { firstDay: today, lastDay: today }, { musicOnHoldSeconds: 0, postHandlingSeconds: 0 }, settings);
  const day = totals ?? emptyAcdTotals(today);
  return {
    Date: today,
    Incoming: day.incoming_calls,
    Handled: day.handled_calls_gesamt,
    Lost: day.lost_calls_gesamt,
    ServiceLevel: serviceLevel(day),
    TargetSeconds: settings.TargetSeconds,
    TargetShare: settings.TargetShare,
  };
}
