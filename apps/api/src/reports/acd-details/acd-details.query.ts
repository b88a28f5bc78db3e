import { ACD_LOST_BOUNDARY_SECONDS, ACD_SERVICE_SECONDS } from '@backoffice/contracts';
import { dayStarts, eachDay, type AcdDayTotals, type AcdParameters } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';

/**
 * The ACD sums per customer day of the queue entry (docs/reports.md, "ACD details"), the per-call
 * rules of libs/domain/src/reports/acd-details.ts in bulk: a lost call within the announcement
 * (M > 0) is left out, waits shrink by M, talk is billed with P in started minutes. The domain
 * turns the sums into the row (averages, service level, days without calls). Calls fall into the
 * customer's days by width_bucket over the days' first instants (dayStarts, in its time zone):
 * cheaper per row than converting every start with AT TIME ZONE.
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
       SELECT width_bucket(c.started_at, $2::timestamptz[]) AS day, c.answered, c.lost, c.talk_seconds,
              coalesce(c.wait_routing_seconds, 0) + coalesce(c.wait_agent_seconds, 0) AS raw_wait
         FROM telephony.calls c
        WHERE c.customer_id = $1 AND c.started_at >= $3 AND c.started_at < $4 AND ($5::text IS NULL OR c.routing_exten = $5)
     ), counted AS (
       SELECT day, answered, lost, talk_seconds, greatest(0, raw_wait - $6) AS wait
         FROM entered
        WHERE NOT ($6 > 0 AND lost AND raw_wait <= $6)
     )
     SELECT day AS "day_index",
            count(*)::int AS "incoming_calls",
            count(*) FILTER (WHERE answered)::int AS "handled_calls_gesamt",
            count(*) FILTER (WHERE answered AND wait <= $8)::int AS "handled_calls_20",
            count(*) FILTER (WHERE lost)::int AS "lost_calls_gesamt",
            count(*) FILTER (WHERE lost AND wait <= $8)::int AS "lost_calls_20",
            count(*) FILTER (WHERE lost AND wait <= $9)::int AS "lost_calls_lte54",
            count(*) FILTER (WHERE lost AND wait > $9)::int AS "lost_calls_gt54",
            count(*) FILTER (WHERE answered OR lost)::int AS "waiting_count",
            coalesce(sum(wait) FILTER (WHERE answered OR lost), 0)::float8 AS "waiting_time_sum",
            coalesce(max(wait) FILTER (WHERE answered OR lost), 0)::int AS "waiting_time_max",
            coalesce(sum((talk_seconds + $7 + 59) / 60) FILTER (WHERE answered AND talk_seconds IS NOT NULL), 0)::float8 AS "handling_time_min_sum",
            count(*) FILTER (WHERE answered AND talk_seconds IS NOT NULL)::int AS "handled_calls_timed"
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
