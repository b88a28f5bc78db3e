import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DEFAULT_SERVICE_LEVEL_TARGET_SECONDS, DEFAULT_SHORT_ABANDON_SECONDS } from '@backoffice/contracts';
import { QueueIntervals1764400000000 } from './1764400000000-queue-intervals.js';

/** The advisory lock (with the customer's id) under which a customer's threshold counts change. */
export const INTERVAL_THRESHOLDS_LOCK = 742_010;

/**
 * Queue intervals read one row per slot and queue, counted under the thresholds as they are
 * (docs/reports.md, "Queue intervals"; docs/decisions.md, "Queue intervals under 500 ms").
 *
 * `reports.interval_slots` replaces migration 1764400000000's interval_sums, which kept a row per
 * slot, queue and outcome and left the threshold counts to be read from interval_waits per slot:
 * a year of 15-minute intervals took seconds. Each row holds the slot's calls by outcome, the
 * waits and talk, the longest answered and abandoned wait, and the answered calls within their
 * queue's target and the short abandons (count and wait) under the customer's service-level
 * settings (the defaults of libs/contracts when it saved none: a change of those needs a migration).
 * `reports.interval_waits` stays: the raw waits from which a save of the thresholds recounts
 * (`reports.recount_interval_thresholds`, in the save's transaction) and a deletion finds the
 * longest wait left.
 *
 * The triggers take the customer's advisory lock shared, a recount exclusive: a save waits for
 * writes in progress and counts them, writes that start during a save wait for it and read the
 * new thresholds. The queue-intervals e2e test compares the table with a count over the raw calls.
 */
export class QueueIntervalSlots1765000000000 implements MigrationInterface {
  name = 'QueueIntervalSlots1765000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE reports.interval_slots (
        customer_id integer NOT NULL REFERENCES core.customers (customer_id) ON DELETE CASCADE,
        slot timestamptz NOT NULL,
        routing_exten text NOT NULL,
        calls integer NOT NULL,
        answered integer NOT NULL,
        lost integer NOT NULL,
        -- The answered or abandoned calls, whose waits count.
        wait_calls integer NOT NULL,
        wait_sum bigint NOT NULL,
        -- The longest wait of an answered call, and of an abandoned one (null: none).
        answered_wait_max integer,
        lost_wait_max integer,
        talk_calls integer NOT NULL,
        talk_sum bigint NOT NULL,
        answered_in_target integer NOT NULL,
        short_calls integer NOT NULL,
        short_wait_sum bigint NOT NULL,
        PRIMARY KEY (customer_id, slot, routing_exten)
      )`);

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

    // Recounts a customer's threshold counts from the raw waits; only rows whose counts change are written.
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
          SELECT w.slot, w.routing_exten,
                 coalesce(sum(w.calls) FILTER (WHERE w.answered AND w.raw_wait <= coalesce(q.target, d.target)), 0)::int AS answered_in_target,
                 coalesce(sum(w.calls) FILTER (WHERE w.lost AND coalesce(q.short, d.short) > 0 AND w.raw_wait <= coalesce(q.short, d.short)), 0)::int AS short_calls,
                 coalesce(sum(w.raw_wait::bigint * w.calls) FILTER (WHERE w.lost AND coalesce(q.short, d.short) > 0 AND w.raw_wait <= coalesce(q.short, d.short)), 0)::bigint
                   AS short_wait_sum
            FROM waits w
            LEFT JOIN t q ON q.queue = w.routing_exten
            CROSS JOIN (SELECT target, short FROM t WHERE queue IS NULL) d
           GROUP BY 1, 2
        ), recounted AS (
          SELECT s.slot, s.routing_exten,
                 coalesce(c.answered_in_target, 0) AS answered_in_target, coalesce(c.short_calls, 0) AS short_calls, coalesce(c.short_wait_sum, 0) AS short_wait_sum
            FROM reports.interval_slots s LEFT JOIN counted c USING (slot, routing_exten)
           WHERE s.customer_id = customer
        )
        UPDATE reports.interval_slots r
           SET answered_in_target = n.answered_in_target, short_calls = n.short_calls, short_wait_sum = n.short_wait_sum
          FROM recounted n
         WHERE r.customer_id = customer AND (r.slot, r.routing_exten) = (n.slot, n.routing_exten)
           AND (r.answered_in_target, r.short_calls, r.short_wait_sum) IS DISTINCT FROM (n.answered_in_target, n.short_calls, n.short_wait_sum);
      END $$`);

    const { add, subtract } = slotCountStatements();
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
    await db.query(`
      CREATE OR REPLACE FUNCTION reports.interval_calls_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN TRUNCATE reports.interval_slots, reports.interval_waits; RETURN NULL; END $$`);

    // The calls already stored (interval_waits holds them already), then the old table goes.
    await db.query(`INSERT INTO reports.interval_slots (${SLOT_COLUMNS}) ${slotRows('telephony.calls')}`);
    await db.query(`DROP TABLE reports.interval_sums`);
    // Planned with what it holds from the first report on, not as an empty table.
    await db.query(`ANALYZE reports.interval_slots`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const event of ['truncated', 'updated', 'deleted', 'inserted']) await db.query(`DROP TRIGGER interval_calls_${event} ON telephony.calls`);
    for (const event of ['truncated', 'updated', 'deleted', 'inserted']) await db.query(`DROP FUNCTION reports.interval_calls_${event}()`);
    await db.query(`DROP FUNCTION reports.recount_interval_thresholds(integer), reports.interval_thresholds(integer)`);
    await db.query(`DROP TABLE reports.interval_slots, reports.interval_waits`);
    // Back to the earlier migration's tables and triggers, counted anew from the calls.
    await new QueueIntervals1764400000000().up(db);
  }
}

const SLOT = `date_bin('15 minutes', c.started_at, timestamptz '2000-01-01 00:00:00+00')`;
const WAIT = `coalesce(c.wait_routing_seconds, 0) + coalesce(c.wait_agent_seconds, 0)`;
// The call's queue's thresholds (telephony/service_levels): its override, else its customer's, else the defaults.
const TARGET = `coalesce(q.target_seconds, s.target_seconds, ${DEFAULT_SERVICE_LEVEL_TARGET_SECONDS})`;
const SHORT = `coalesce(q.short_abandon_seconds, s.short_abandon_seconds, ${DEFAULT_SHORT_ABANDON_SECONDS})`;
const SLOT_COLUMNS = `customer_id, slot, routing_exten, calls, answered, lost, wait_calls, wait_sum, answered_wait_max, lost_wait_max,
                      talk_calls, talk_sum, answered_in_target, short_calls, short_wait_sum`;

/** The slot rows of a set of calls (a transition table or telephony.calls), in key order. */
function slotRows(source: string): string {
  return `
    SELECT c.customer_id, ${SLOT} AS slot, c.routing_exten, count(*)::int AS calls,
           count(*) FILTER (WHERE c.answered)::int AS answered, count(*) FILTER (WHERE c.lost)::int AS lost,
           count(*) FILTER (WHERE c.answered OR c.lost)::int AS wait_calls,
           coalesce(sum(${WAIT}) FILTER (WHERE c.answered OR c.lost), 0)::bigint AS wait_sum,
           max(${WAIT}) FILTER (WHERE c.answered) AS answered_wait_max, max(${WAIT}) FILTER (WHERE c.lost AND NOT c.answered) AS lost_wait_max,
           count(*) FILTER (WHERE c.answered AND c.talk_seconds IS NOT NULL)::int AS talk_calls,
           coalesce(sum(c.talk_seconds) FILTER (WHERE c.answered), 0)::bigint AS talk_sum,
           count(*) FILTER (WHERE c.answered AND NOT c.lost AND ${WAIT} <= ${TARGET})::int AS answered_in_target,
           count(*) FILTER (WHERE c.lost AND NOT c.answered AND ${SHORT} > 0 AND ${WAIT} <= ${SHORT})::int AS short_calls,
           coalesce(sum(${WAIT}) FILTER (WHERE c.lost AND NOT c.answered AND ${SHORT} > 0 AND ${WAIT} <= ${SHORT}), 0)::bigint AS short_wait_sum
      FROM ${source} c
      LEFT JOIN telephony.service_levels s ON s.customer_id = c.customer_id
      LEFT JOIN telephony.service_level_queues q ON q.customer_id = c.customer_id AND q.queue = c.routing_exten
     GROUP BY 1, 2, 3
     ORDER BY 1, 2, 3`;
}

/** What the triggers run over a transition table: the slot rows added or taken away, and the raw waits. */
function slotCountStatements() {
  const waits = (source: string) => `
    SELECT c.customer_id, ${SLOT} AS slot, c.routing_exten, c.answered, c.lost, ${WAIT} AS raw_wait, count(*)::int AS calls
      FROM ${source} c GROUP BY 1, 2, 3, 4, 5, 6`;
  const counters = ['calls', 'answered', 'lost', 'wait_calls', 'wait_sum', 'talk_calls', 'talk_sum', 'answered_in_target', 'short_calls', 'short_wait_sum'];
  // In key order, so two imports counting the same slots at once take the row locks in the same order (no deadlock).
  const add = (source: string) => `
    INSERT INTO reports.interval_slots AS r (${SLOT_COLUMNS}) ${slotRows(source)}
      ON CONFLICT (customer_id, slot, routing_exten) DO UPDATE
        SET ${counters.map((column) => `${column} = r.${column} + excluded.${column}`).join(', ')},
            answered_wait_max = greatest(r.answered_wait_max, excluded.answered_wait_max), lost_wait_max = greatest(r.lost_wait_max, excluded.lost_wait_max);
    INSERT INTO reports.interval_waits AS r (customer_id, slot, routing_exten, answered, lost, raw_wait, calls) ${waits(source)} ORDER BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (customer_id, slot, routing_exten, answered, lost, raw_wait) DO UPDATE SET calls = r.calls + excluded.calls;`;
  // Only existing rows are lowered (a customer being deleted has lost its rows already), then the
  // empty ones go; the longest waits of what is left are read back from interval_waits.
  const slotKey = `(w.customer_id, w.slot, w.routing_exten) = (r.customer_id, r.slot, r.routing_exten)`;
  const subtract = (source: string) => `
    UPDATE reports.interval_waits r SET calls = r.calls - g.calls FROM (${waits(source)}) g
     WHERE (r.customer_id, r.slot, r.routing_exten, r.answered, r.lost, r.raw_wait) = (g.customer_id, g.slot, g.routing_exten, g.answered, g.lost, g.raw_wait);
    DELETE FROM reports.interval_waits r USING (${waits(source)}) g
     WHERE (r.customer_id, r.slot, r.routing_exten, r.answered, r.lost, r.raw_wait) = (g.customer_id, g.slot, g.routing_exten, g.answered, g.lost, g.raw_wait)
       AND r.calls <= 0;
    UPDATE reports.interval_slots r
       SET ${counters.map((column) => `${column} = r.${column} - g.${column}`).join(', ')},
           answered_wait_max = (SELECT max(w.raw_wait) FROM reports.interval_waits w WHERE ${slotKey} AND w.answered),
           lost_wait_max = (SELECT max(w.raw_wait) FROM reports.interval_waits w WHERE ${slotKey} AND w.lost AND NOT w.answered)
      FROM (${slotRows(source)}) g
     WHERE (r.customer_id, r.slot, r.routing_exten) = (g.customer_id, g.slot, g.routing_exten);
    DELETE FROM reports.interval_slots r USING (${slotRows(source)}) g
     WHERE (r.customer_id, r.slot, r.routing_exten) = (g.customer_id, g.slot, g.routing_exten) AND r.calls <= 0;`;
  return { add, subtract };
}
