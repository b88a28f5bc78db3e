import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Queue intervals (docs/reports.md) read a year in 15-minute slots: counting every call of the
 * year each time is seconds, so two count tables keyed by the call's 15-minute slot keep what the
 * report needs, the technique of the ACD count tables (migration 1763700000000):
 *
 * - interval_sums per (customer, slot, queue, answered, lost): calls, wait and talk sums, and the
 *   longest wait. Offered, answered, abandoned and the averages of any range come from it.
 * - interval_waits per (customer, slot, queue, answered, lost, raw wait): calls. The service level
 *   and the short abandons depend on thresholds that can change (telephony/service_levels), so the
 *   raw wait is kept and they are counted at read time; the longest wait of a slot is recomputed
 *   from it when calls are deleted (a maximum cannot be subtracted).
 *
 * The slot is the instant the call's 15-minute slot starts (date_bin in UTC). Every time zone in
 * use is a whole number of 15 minutes off UTC, so that slot is also a 15-minute slot of the
 * customer's clock, and a change of the customer's time zone needs no recount: 30 and 60 minutes
 * and the hour of day are taken on the customer's clock when the report reads.
 *
 * Statement triggers on telephony.calls keep both equal to the calls for every writer; the
 * queue-intervals e2e test compares them with a count over the raw calls.
 */
export class QueueIntervals1764400000000 implements MigrationInterface {
  name = 'QueueIntervals1764400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE reports.interval_sums (
        customer_id integer NOT NULL REFERENCES core.customers (customer_id) ON DELETE CASCADE,
        slot timestamptz NOT NULL,
        routing_exten text NOT NULL,
        answered boolean NOT NULL,
        lost boolean NOT NULL,
        calls integer NOT NULL,
        wait_sum bigint NOT NULL,
        wait_max integer NOT NULL,
        talk_calls integer NOT NULL,
        talk_sum bigint NOT NULL,
        PRIMARY KEY (customer_id, slot, routing_exten, answered, lost)
      )`);
    await db.query(`
      CREATE TABLE reports.interval_waits (
        customer_id integer NOT NULL REFERENCES core.customers (customer_id) ON DELETE CASCADE,
        slot timestamptz NOT NULL,
        routing_exten text NOT NULL,
        answered boolean NOT NULL,
        lost boolean NOT NULL,
        raw_wait integer NOT NULL,
        calls integer NOT NULL,
        PRIMARY KEY (customer_id, slot, routing_exten, answered, lost, raw_wait)
      )`);
    // The report reads only the short waits (within a target or a short-abandon cut-off) of the range.
    await db.query(
      `CREATE INDEX interval_waits_by_wait ON reports.interval_waits (customer_id, answered, lost, raw_wait, slot) INCLUDE (routing_exten, calls)`,
    );

    const slot = `date_bin('15 minutes', c.started_at, timestamptz '2000-01-01 00:00:00+00')`;
    const wait = `coalesce(c.wait_routing_seconds, 0) + coalesce(c.wait_agent_seconds, 0)`;
    const sums = (source: string) => `
      SELECT c.customer_id, ${slot} AS slot, c.routing_exten, c.answered, c.lost, count(*)::int AS calls,
             sum(${wait})::bigint AS wait_sum, max(${wait})::int AS wait_max,
             count(*) FILTER (WHERE c.answered AND c.talk_seconds IS NOT NULL)::int AS talk_calls,
             coalesce(sum(c.talk_seconds) FILTER (WHERE c.answered), 0)::bigint AS talk_sum
        FROM ${source} c GROUP BY 1, 2, 3, 4, 5`;
    const waits = (source: string) => `
      SELECT c.customer_id, ${slot} AS slot, c.routing_exten, c.answered, c.lost, ${wait} AS raw_wait, count(*)::int AS calls
        FROM ${source} c GROUP BY 1, 2, 3, 4, 5, 6`;
    const sumsKey = `(r.customer_id, r.slot, r.routing_exten, r.answered, r.lost) = (g.customer_id, g.slot, g.routing_exten, g.answered, g.lost)`;
    // In key order, so two imports counting the same slots at once take the row locks in the same order (no deadlock).
    const add = (source: string) => `
      INSERT INTO reports.interval_sums AS r (customer_id, slot, routing_exten, answered, lost, calls, wait_sum, wait_max, talk_calls, talk_sum)
        ${sums(source)} ORDER BY 1, 2, 3, 4, 5
        ON CONFLICT (customer_id, slot, routing_exten, answered, lost) DO UPDATE
          SET calls = r.calls + excluded.calls, wait_sum = r.wait_sum + excluded.wait_sum, wait_max = greatest(r.wait_max, excluded.wait_max),
              talk_calls = r.talk_calls + excluded.talk_calls, talk_sum = r.talk_sum + excluded.talk_sum;
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
             wait_max = coalesce((SELECT max(w.raw_wait) FROM reports.interval_waits w
                                   WHERE (w.customer_id, w.slot, w.routing_exten, w.answered, w.lost) = (r.customer_id, r.slot, r.routing_exten, r.answered, r.lost)), 0)
        FROM (${sums(source)}) g WHERE ${sumsKey};
      DELETE FROM reports.interval_sums r USING (${sums(source)}) g WHERE ${sumsKey} AND r.calls <= 0;`;

    await db.query(`
      CREATE FUNCTION reports.interval_calls_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${add('new_calls')} RETURN NULL; END $$`);
    await db.query(`
      CREATE FUNCTION reports.interval_calls_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${subtract('old_calls')} RETURN NULL; END $$`);
    await db.query(`
      CREATE FUNCTION reports.interval_calls_updated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${subtract('old_calls')} ${add('new_calls')} RETURN NULL; END $$`);
    await db.query(`
      CREATE FUNCTION reports.interval_calls_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN TRUNCATE reports.interval_sums, reports.interval_waits; RETURN NULL; END $$`);

    await db.query(
      `CREATE TRIGGER interval_calls_inserted AFTER INSERT ON telephony.calls REFERENCING NEW TABLE AS new_calls FOR EACH STATEMENT EXECUTE FUNCTION reports.interval_calls_inserted()`,
    );
    await db.query(
      `CREATE TRIGGER interval_calls_deleted AFTER DELETE ON telephony.calls REFERENCING OLD TABLE AS old_calls FOR EACH STATEMENT EXECUTE FUNCTION reports.interval_calls_deleted()`,
    );
    await db.query(
      `CREATE TRIGGER interval_calls_updated AFTER UPDATE ON telephony.calls REFERENCING OLD TABLE AS old_calls NEW TABLE AS new_calls FOR EACH STATEMENT EXECUTE FUNCTION reports.interval_calls_updated()`,
    );
    await db.query(
      `CREATE TRIGGER interval_calls_truncated AFTER TRUNCATE ON telephony.calls FOR EACH STATEMENT EXECUTE FUNCTION reports.interval_calls_truncated()`,
    );

    // The calls already stored.
    await db.query(add('telephony.calls'));
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER interval_calls_truncated ON telephony.calls`);
    await db.query(`DROP TRIGGER interval_calls_updated ON telephony.calls`);
    await db.query(`DROP TRIGGER interval_calls_deleted ON telephony.calls`);
    await db.query(`DROP TRIGGER interval_calls_inserted ON telephony.calls`);
    await db.query(`DROP TABLE reports.interval_waits, reports.interval_sums`);
    await db.query(
      `DROP FUNCTION reports.interval_calls_inserted(), reports.interval_calls_deleted(), reports.interval_calls_updated(), reports.interval_calls_truncated()`,
    );
  }
}
