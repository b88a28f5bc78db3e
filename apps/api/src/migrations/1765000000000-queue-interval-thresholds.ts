import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DEFAULT_SERVICE_LEVEL_TARGET_SECONDS, DEFAULT_SHORT_ABANDON_SECONDS } from '@backoffice/contracts';
import { replaceIntervalTriggerFunctions } from './1764400000000-queue-intervals.js';

/** The advisory lock (with the customer's id) under which the counts and a customer's thresholds change. */
export const INTERVAL_THRESHOLDS_LOCK = 742_010;

/**
 * Queue intervals count under the thresholds as they are (docs/reports.md, "Queue intervals"):
 * interval_sums also keeps, per slot, the answered calls within their queue's target and the
 * short abandons (count and wait), under the customer's service-level settings. Reading them per
 * slot from interval_waits took a year of 15-minute intervals over 500 ms; now a year reads
 * interval_sums alone.
 *
 * The triggers count each call under the thresholds of its customer and queue (the defaults of
 * libs/contracts when the customer saved none: a change of those defaults needs a migration). A
 * save of the thresholds recounts the customer's rows from interval_waits (`reports.
 * recount_interval_thresholds`) in its own transaction. Both take the customer's advisory lock, the
 * triggers shared and the save exclusive, so a call is never counted under thresholds that a save
 * in progress is replacing.
 */
export class QueueIntervalThresholds1765000000000 implements MigrationInterface {
  name = 'QueueIntervalThresholds1765000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE reports.interval_sums
        ADD COLUMN answered_in_target integer NOT NULL DEFAULT 0,
        ADD COLUMN short_calls integer NOT NULL DEFAULT 0,
        ADD COLUMN short_wait_sum bigint NOT NULL DEFAULT 0`);

    // A queue's thresholds: its override, else its customer's, else the defaults.
    await db.query(`
      CREATE FUNCTION reports.interval_thresholds(customer integer)
        RETURNS TABLE (queue text, target integer, short integer) LANGUAGE sql STABLE AS $$
        SELECT NULL::text, coalesce(s.target_seconds, ${DEFAULT_SERVICE_LEVEL_TARGET_SECONDS}), coalesce(s.short_abandon_seconds, ${DEFAULT_SHORT_ABANDON_SECONDS})
          FROM (SELECT customer) c LEFT JOIN telephony.service_levels s ON s.customer_id = c.customer
        UNION ALL
        SELECT q.queue, coalesce(q.target_seconds, s.target_seconds, ${DEFAULT_SERVICE_LEVEL_TARGET_SECONDS}),
               coalesce(q.short_abandon_seconds, s.short_abandon_seconds, ${DEFAULT_SHORT_ABANDON_SECONDS})
          FROM telephony.service_level_queues q LEFT JOIN telephony.service_levels s ON s.customer_id = q.customer_id
         WHERE q.customer_id = customer
      $$`);

    // Recounts a customer's thresholded counts from the raw waits; only rows whose counts change are written.
    await db.query(`
      CREATE FUNCTION reports.recount_interval_thresholds(customer integer) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(${INTERVAL_THRESHOLDS_LOCK}, customer);
        WITH t AS (SELECT * FROM reports.interval_thresholds(customer)),
        waits AS (
          -- Only the waits a threshold can reach: the index interval_waits_by_wait reads them.
          SELECT w.* FROM reports.interval_waits w
           WHERE w.customer_id = customer AND w.answered AND NOT w.lost AND w.raw_wait <= (SELECT max(t.target) FROM t)
          UNION ALL
          SELECT w.* FROM reports.interval_waits w
           WHERE w.customer_id = customer AND w.lost AND NOT w.answered AND w.raw_wait <= (SELECT max(t.short) FROM t)
        ),
        counted AS (
          SELECT w.slot, w.routing_exten, w.answered, w.lost,
                 coalesce(sum(w.calls) FILTER (WHERE w.answered AND w.raw_wait <= coalesce(q.target, d.target)), 0)::int AS answered_in_target,
                 coalesce(sum(w.calls) FILTER (WHERE w.lost AND coalesce(q.short, d.short) > 0 AND w.raw_wait <= coalesce(q.short, d.short)), 0)::int AS short_calls,
                 coalesce(sum(w.raw_wait::bigint * w.calls) FILTER (WHERE w.lost AND coalesce(q.short, d.short) > 0 AND w.raw_wait <= coalesce(q.short, d.short)), 0)::bigint
                   AS short_wait_sum
            FROM waits w
            LEFT JOIN t q ON q.queue = w.routing_exten
            CROSS JOIN (SELECT target, short FROM t WHERE queue IS NULL) d
           GROUP BY 1, 2, 3, 4
        ), recounted AS (
          SELECT s.slot, s.routing_exten, s.answered, s.lost,
                 coalesce(c.answered_in_target, 0) AS answered_in_target, coalesce(c.short_calls, 0) AS short_calls, coalesce(c.short_wait_sum, 0) AS short_wait_sum
            FROM reports.interval_sums s LEFT JOIN counted c USING (slot, routing_exten, answered, lost)
           WHERE s.customer_id = customer
        )
        UPDATE reports.interval_sums r
           SET answered_in_target = n.answered_in_target, short_calls = n.short_calls, short_wait_sum = n.short_wait_sum
          FROM recounted n
         WHERE r.customer_id = customer AND (r.slot, r.routing_exten, r.answered, r.lost) = (n.slot, n.routing_exten, n.answered, n.lost)
           AND (r.answered_in_target, r.short_calls, r.short_wait_sum) IS DISTINCT FROM (n.answered_in_target, n.short_calls, n.short_wait_sum);
      END $$`);

    const { add, subtract } = thresholdedCountStatements();
    // Each statement's customers are locked shared, in order (two writers never wait on each other in a circle).
    const lock = (...sources: string[]) => `
      PERFORM pg_advisory_xact_lock_shared(${INTERVAL_THRESHOLDS_LOCK}, customer_id)
         FROM (SELECT DISTINCT customer_id FROM (${sources.map((source) => `SELECT customer_id FROM ${source}`).join(' UNION ALL ')}) u ORDER BY 1) c;`;
    await db.query(`
      CREATE OR REPLACE FUNCTION reports.interval_calls_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${lock('new_calls')} ${add('new_calls')} RETURN NULL; END $$`);
    await db.query(`
      CREATE OR REPLACE FUNCTION reports.interval_calls_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${lock('old_calls')} ${subtract('old_calls')} RETURN NULL; END $$`);
    await db.query(`
      CREATE OR REPLACE FUNCTION reports.interval_calls_updated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${lock('old_calls', 'new_calls')} ${subtract('old_calls')} ${add('new_calls')} RETURN NULL; END $$`);

    // The rows already counted, under each customer's thresholds as they are.
    await db.query(`SELECT reports.recount_interval_thresholds(customer_id) FROM core.customers ORDER BY customer_id`);
  }

  async down(db: QueryRunner): Promise<void> {
    await replaceIntervalTriggerFunctions(db);
    await db.query(`DROP FUNCTION reports.recount_interval_thresholds(integer), reports.interval_thresholds(integer)`);
    await db.query(`ALTER TABLE reports.interval_sums DROP COLUMN answered_in_target, DROP COLUMN short_calls, DROP COLUMN short_wait_sum`);
  }
}

/** Migration 1764400000000's statements, interval_sums also counting under the thresholds of each call's queue. */
function thresholdedCountStatements() {
  const slot = `date_bin('15 minutes', c.started_at, timestamptz '2000-01-01 00:00:00+00')`;
  const wait = `coalesce(c.wait_routing_seconds, 0) + coalesce(c.wait_agent_seconds, 0)`;
  // The call's queue's thresholds (telephony/service_levels): its override, else its customer's, else the defaults.
  const target = `coalesce(q.target_seconds, s.target_seconds, ${DEFAULT_SERVICE_LEVEL_TARGET_SECONDS})`;
  const short = `coalesce(q.short_abandon_seconds, s.short_abandon_seconds, ${DEFAULT_SHORT_ABANDON_SECONDS})`;
  const sums = (source: string) => `
    SELECT c.customer_id, ${slot} AS slot, c.routing_exten, c.answered, c.lost, count(*)::int AS calls,
           sum(${wait})::bigint AS wait_sum, max(${wait})::int AS wait_max,
           count(*) FILTER (WHERE c.answered AND c.talk_seconds IS NOT NULL)::int AS talk_calls,
           coalesce(sum(c.talk_seconds) FILTER (WHERE c.answered), 0)::bigint AS talk_sum,
           count(*) FILTER (WHERE c.answered AND NOT c.lost AND ${wait} <= ${target})::int AS answered_in_target,
           count(*) FILTER (WHERE c.lost AND NOT c.answered AND ${short} > 0 AND ${wait} <= ${short})::int AS short_calls,
           coalesce(sum(${wait}) FILTER (WHERE c.lost AND NOT c.answered AND ${short} > 0 AND ${wait} <= ${short}), 0)::bigint AS short_wait_sum
      FROM ${source} c
      LEFT JOIN telephony.service_levels s ON s.customer_id = c.customer_id
      LEFT JOIN telephony.service_level_queues q ON q.customer_id = c.customer_id AND q.queue = c.routing_exten
     GROUP BY 1, 2, 3, 4, 5`;
  const waits = (source: string) => `
    SELECT c.customer_id, ${slot} AS slot, c.routing_exten, c.answered, c.lost, ${wait} AS raw_wait, count(*)::int AS calls
      FROM ${source} c GROUP BY 1, 2, 3, 4, 5, 6`;
  const sumsKey = `(r.customer_id, r.slot, r.routing_exten, r.answered, r.lost) = (g.customer_id, g.slot, g.routing_exten, g.answered, g.lost)`;
  // In key order, so two imports counting the same slots at once take the row locks in the same order (no deadlock).
  const add = (source: string) => `
    INSERT INTO reports.interval_sums AS r (customer_id, slot, routing_exten, answered, lost, calls, wait_sum, wait_max, talk_calls, talk_sum,
                                            answered_in_target, short_calls, short_wait_sum)
      ${sums(source)} ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (customer_id, slot, routing_exten, answered, lost) DO UPDATE
        SET calls = r.calls + excluded.calls, wait_sum = r.wait_sum + excluded.wait_sum, wait_max = greatest(r.wait_max, excluded.wait_max),
            talk_calls = r.talk_calls + excluded.talk_calls, talk_sum = r.talk_sum + excluded.talk_sum,
            answered_in_target = r.answered_in_target + excluded.answered_in_target, short_calls = r.short_calls + excluded.short_calls,
            short_wait_sum = r.short_wait_sum + excluded.short_wait_sum;
    INSERT INTO reports.interval_waits AS r (customer_id, slot, routing_exten, answered, lost, raw_wait, calls) ${waits(source)} ORDER BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (customer_id, slot, routing_exten, answered, lost, raw_wait) DO UPDATE SET calls = r.calls + excluded.calls;`;
  // Only existing rows are lowered (a customer being deleted has lost its rows already), then the
  // empty ones go; the longest wait of what is left is read back from interval_waits.
  const subtract = (source: string) => `
    UPDATE reports.interval_waits r SET calls = r.calls - g.calls FROM (${waits(source)}) g
     WHERE (r.customer_id, r.slot, r.routing_exten, r.answered, r.lost, r.raw_wait) = (g.customer_id, g.slot, g.routing_exten, g.answered, g.lost, g.raw_wait);
    DELETE FROM reports.interval_waits r USING (${waits(source)}) g
     WHERE (r.customer_id, r.slot, r.routing_exten, r.answered, r.lost, r.raw_wait) = (g.customer_id, g.slot, g.routing_exten, g.answered, g.lost, g.raw_wait)
       AND r.calls <= 0;
    UPDATE reports.interval_sums r
       SET calls = r.calls - g.calls, wait_sum = r.wait_sum - g.wait_sum, talk_calls = r.talk_calls - g.talk_calls, talk_sum = r.talk_sum - g.talk_sum,
           answered_in_target = r.answered_in_target - g.answered_in_target, short_calls = r.short_calls - g.short_calls,
           short_wait_sum = r.short_wait_sum - g.short_wait_sum,
           wait_max = coalesce((SELECT max(w.raw_wait) FROM reports.interval_waits w
                                 WHERE (w.customer_id, w.slot, w.routing_exten, w.answered, w.lost) = (r.customer_id, r.slot, r.routing_exten, r.answered, r.lost)), 0)
      FROM (${sums(source)}) g WHERE ${sumsKey};
    DELETE FROM reports.interval_sums r USING (${sums(source)}) g WHERE ${sumsKey} AND r.calls <= 0;`;
  return { add, subtract };
}
