/**
 * The year reports read count tables of whole customer days (migration 1764500000000). `span`
 * splits a range [$2, $3) of customer $1 on the clock the counts were made with (the customer's
 * time zone as stored now, whatever zone the session converted the wire dates with): the whole
 * days first_day..last_day come from the counts, the rest of the range (a DateFrom with a time of
 * day, at most a day at each end) from the calls, through `edgeCalls`. A range without a whole
 * day is read from the calls alone (whole_from = whole_to = $3).
 */
export const COUNTED_SPAN = `span AS (
  SELECT d.first_day, d.last_day,
         CASE WHEN d.first_day <= d.last_day THEN d.first_day::timestamp AT TIME ZONE cu.time_zone ELSE $3::timestamptz END AS whole_from,
         CASE WHEN d.first_day <= d.last_day THEN (d.last_day + 1)::timestamp AT TIME ZONE cu.time_zone ELSE $3::timestamptz END AS whole_to
    FROM core.customers cu
   CROSS JOIN LATERAL (SELECT $2::timestamptz AT TIME ZONE cu.time_zone AS s, $3::timestamptz AT TIME ZONE cu.time_zone AS e) l
   CROSS JOIN LATERAL (SELECT CASE WHEN l.s = l.s::date THEN l.s::date ELSE l.s::date + 1 END AS first_day, l.e::date - 1 AS last_day) d
   WHERE cu.customer_id = $1
)`;

/** The count rows `r` of the whole days of the span. */
export const COUNTED_DAYS = `r.customer_id = $1 AND r.day BETWEEN (SELECT first_day FROM span) AND (SELECT last_day FROM span)`;

/** The calls `c` of the range outside its whole days: two short index ranges at most. */
export const EDGE_CALLS = `c.customer_id = $1
  AND ((c.started_at >= $2 AND c.started_at < (SELECT whole_from FROM span)) OR (c.started_at >= (SELECT whole_to FROM span) AND c.started_at < $3))`;
