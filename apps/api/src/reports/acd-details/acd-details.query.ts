import { ACD_LOST_BOUNDARY_SECONDS, ACD_SERVICE_SECONDS } from '@backoffice/contracts';
import { dayStarts, eachDay, type AcdDayTotals, type AcdParameters } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';

/**
 * The ACD sums per customer day of the queue entry (docs/reports.md, "ACD details"), the per-call
 * rules of libs/domain/src/reports/acd-details.ts in bulk: a lost call within the announcement
 * (M > 0) is left out, waits shrink by M, talk is billed with P in started minutes. The domain
 * turns the sums into the row (averages, service level, days without calls). Calls fall into the
 * customer's days by width_bucket over the days' first instants (dayStarts, in its time zone):
 * cheaper per row than converting every start with AT TIME ZONE. The calls are first counted per
 * day, outcome and wait second (a few hundred groups a day), and the thirteen figures are summed
 * over those groups: a year of 10 million calls then costs a hash per call, not thirteen filters.
 */
export async function acdDayTotals(
  db: EntityManager,
  customerId: number,
  timeZone: string,
  range: { from: Date; to: Date; firstDay: string; lastDay: string },
  parameters: AcdParameters,
  exten?: string,
): Promise<AcdDayTotals[]> {
  const days = eachDay(range.firstDay, range.lastDay);
  const rows: (Omit<AcdDayTotals, 'datum'> & { day_index: number })[] = await db.query(
    `WITH entered AS (
       SELECT width_bucket(c.started_at, $2::timestamptz[]) AS day, c.answered, c.lost,
              coalesce(c.wait_routing_seconds, 0) + coalesce(c.wait_agent_seconds, 0) AS raw_wait,
              count(*) AS calls,
              count(*) FILTER (WHERE c.answered AND c.talk_seconds IS NOT NULL) AS timed,
              sum((c.talk_seconds + $7 + 59) / 60) FILTER (WHERE c.answered AND c.talk_seconds IS NOT NULL) AS minutes
         FROM telephony.calls c
        WHERE c.customer_id = $1 AND c.started_at >= $3 AND c.started_at < $4 AND ($5::text IS NULL OR c.routing_exten = $5)
        GROUP BY 1, 2, 3, 4
     ), counted AS (
       SELECT day, answered, lost, calls, timed, minutes, greatest(0, raw_wait - $6) AS wait
         FROM entered
        WHERE NOT ($6 > 0 AND lost AND raw_wait <= $6)
     )
     SELECT day AS "day_index",
            sum(calls)::int AS "incoming_calls",
            coalesce(sum(calls) FILTER (WHERE answered), 0)::int AS "handled_calls_gesamt",
            coalesce(sum(calls) FILTER (WHERE answered AND wait <= $8), 0)::int AS "handled_calls_20",
            coalesce(sum(calls) FILTER (WHERE lost), 0)::int AS "lost_calls_gesamt",
            coalesce(sum(calls) FILTER (WHERE lost AND wait <= $8), 0)::int AS "lost_calls_20",
            coalesce(sum(calls) FILTER (WHERE lost AND wait <= $9), 0)::int AS "lost_calls_lte54",
            coalesce(sum(calls) FILTER (WHERE lost AND wait > $9), 0)::int AS "lost_calls_gt54",
            coalesce(sum(calls) FILTER (WHERE answered OR lost), 0)::int AS "waiting_count",
            coalesce(sum(wait * calls) FILTER (WHERE answered OR lost), 0)::float8 AS "waiting_time_sum",
            coalesce(max(wait) FILTER (WHERE answered OR lost), 0)::int AS "waiting_time_max",
            coalesce(sum(minutes), 0)::float8 AS "handling_time_min_sum",
            coalesce(sum(timed), 0)::int AS "handled_calls_timed"
       FROM counted
      GROUP BY day
      ORDER BY day`,
    [
      customerId,
      dayStarts(range.firstDay, range.lastDay, timeZone),
      range.from,
      range.to,
      exten ?? null,
      parameters.musicOnHoldSeconds,
      parameters.postHandlingSeconds,
      ACD_SERVICE_SECONDS,
      ACD_LOST_BOUNDARY_SECONDS,
    ],
  );
  return rows.map(({ day_index, ...totals }) => ({ datum: days[day_index - 1], ...totals }));
}
