import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ACD details over a year read every call of the year (5 s over 10 million calls on two cores).
 * Its figures depend on the calls only through (customer day, queue, answered, lost, raw wait)
 * and, for the billed minutes, (customer day, queue, talk seconds) of the answered calls, so two
 * count tables keyed by exactly those answer any M and P (docs/reports.md, "Performance").
 *
 * Statement triggers on telephony.calls keep them equal to the calls for every writer (imports,
 * the generator's COPY, the demo, SQL by hand): inserted calls are added, deleted ones subtracted,
 * updated ones both, a TRUNCATE empties them. Days are the customer's: a change of its time zone
 * counts its calls again. The reports e2e test compares every figure with the raw calls.
 */
export class AcdRollup1763700000000 implements MigrationInterface {
  name = 'AcdRollup1763700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE SCHEMA IF NOT EXISTS reports`);
    await db.query(`
      CREATE TABLE reports.acd_waits (
        customer_id integer NOT NULL REFERENCES core.customers (customer_id) ON DELETE CASCADE,
        day date NOT NULL,
        routing_exten text NOT NULL,
        answered boolean NOT NULL,
        lost boolean NOT NULL,
        raw_wait integer NOT NULL,
        calls integer NOT NULL,
        PRIMARY KEY (customer_id, day, routing_exten, answered, lost, raw_wait)
      )`);
    await db.query(`
      CREATE TABLE reports.acd_talks (
        customer_id integer NOT NULL REFERENCES core.customers (customer_id) ON DELETE CASCADE,
        day date NOT NULL,
        routing_exten text NOT NULL,
        talk_seconds integer NOT NULL,
        calls integer NOT NULL,
        PRIMARY KEY (customer_id, day, routing_exten, talk_seconds)
      )`);

    // The counts of a set of calls (a transition table or a customer's calls), by the rollups' keys.
    const waits = (source: string) => `
      SELECT c.customer_id, (c.started_at AT TIME ZONE cu.time_zone)::date AS day, c.routing_exten, c.answered, c.lost,
             coalesce(c.wait_routing_seconds, 0) + coalesce(c.wait_agent_seconds, 0) AS raw_wait, count(*)::int AS calls
        FROM ${source} c JOIN core.customers cu ON cu.customer_id = c.customer_id
       GROUP BY 1, 2, 3, 4, 5, 6`;
    const talks = (source: string) => `
      SELECT c.customer_id, (c.started_at AT TIME ZONE cu.time_zone)::date AS day, c.routing_exten, c.talk_seconds, count(*)::int AS calls
        FROM ${source} c JOIN core.customers cu ON cu.customer_id = c.customer_id
       WHERE c.answered AND c.talk_seconds IS NOT NULL
       GROUP BY 1, 2, 3, 4`;
    // In key order, so two imports counting the same days at once take the row locks in the same order (no deadlock).
    const add = (source: string) => `
      INSERT INTO reports.acd_waits AS r (customer_id, day, routing_exten, answered, lost, raw_wait, calls) ${waits(source)} ORDER BY 1, 2, 3, 4, 5, 6
        ON CONFLICT (customer_id, day, routing_exten, answered, lost, raw_wait) DO UPDATE SET calls = r.calls + excluded.calls;
      INSERT INTO reports.acd_talks AS r (customer_id, day, routing_exten, talk_seconds, calls) ${talks(source)} ORDER BY 1, 2, 3, 4
        ON CONFLICT (customer_id, day, routing_exten, talk_seconds) DO UPDATE SET calls = r.calls + excluded.calls;`;
    // Only existing rows are lowered (a customer being deleted has lost its rows already), then the empty ones go.
    const subtract = (source: string) => `
      UPDATE reports.acd_waits r SET calls = r.calls - g.calls FROM (${waits(source)}) g
       WHERE (r.customer_id, r.day, r.routing_exten, r.answered, r.lost, r.raw_wait) = (g.customer_id, g.day, g.routing_exten, g.answered, g.lost, g.raw_wait);
      DELETE FROM reports.acd_waits r USING (${waits(source)}) g
       WHERE (r.customer_id, r.day, r.routing_exten, r.answered, r.lost, r.raw_wait) = (g.customer_id, g.day, g.routing_exten, g.answered, g.lost, g.raw_wait)
         AND r.calls <= 0;
      UPDATE reports.acd_talks r SET calls = r.calls - g.calls FROM (${talks(source)}) g
       WHERE (r.customer_id, r.day, r.routing_exten, r.talk_seconds) = (g.customer_id, g.day, g.routing_exten, g.talk_seconds);
      DELETE FROM reports.acd_talks r USING (${talks(source)}) g
       WHERE (r.customer_id, r.day, r.routing_exten, r.talk_seconds) = (g.customer_id, g.day, g.routing_exten, g.talk_seconds)
         AND r.calls <= 0;`;

    await db.query(`
      CREATE FUNCTION reports.acd_calls_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${add('new_calls')} RETURN NULL; END $$`);
    await db.query(`
      CREATE FUNCTION reports.acd_calls_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${subtract('old_calls')} RETURN NULL; END $$`);
    await db.query(`
      CREATE FUNCTION reports.acd_calls_updated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${subtract('old_calls')} ${add('new_calls')} RETURN NULL; END $$`);
    await db.query(`
      CREATE FUNCTION reports.acd_calls_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN TRUNCATE reports.acd_waits, reports.acd_talks; RETURN NULL; END $$`);
    await db.query(`
      CREATE FUNCTION reports.acd_customer_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM reports.acd_waits WHERE customer_id = NEW.customer_id;
        DELETE FROM reports.acd_talks WHERE customer_id = NEW.customer_id;
        ${add(`(SELECT * FROM telephony.calls WHERE customer_id = NEW.customer_id)`)}
        RETURN NULL;
      END $$`);

    await db.query(
      `CREATE TRIGGER acd_calls_inserted AFTER INSERT ON telephony.calls REFERENCING NEW TABLE AS new_calls FOR EACH STATEMENT EXECUTE FUNCTION reports.acd_calls_inserted()`,
    );
    await db.query(
      `CREATE TRIGGER acd_calls_deleted AFTER DELETE ON telephony.calls REFERENCING OLD TABLE AS old_calls FOR EACH STATEMENT EXECUTE FUNCTION reports.acd_calls_deleted()`,
    );
    await db.query(
      `CREATE TRIGGER acd_calls_updated AFTER UPDATE ON telephony.calls REFERENCING OLD TABLE AS old_calls NEW TABLE AS new_calls FOR EACH STATEMENT EXECUTE FUNCTION reports.acd_calls_updated()`,
    );
    await db.query(`CREATE TRIGGER acd_calls_truncated AFTER TRUNCATE ON telephony.calls FOR EACH STATEMENT EXECUTE FUNCTION reports.acd_calls_truncated()`);
    await db.query(`
      CREATE TRIGGER acd_customer_zone_changed AFTER UPDATE OF time_zone ON core.customers
        FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION reports.acd_customer_zone_changed()`);

    // The calls already stored.
    await db.query(add('telephony.calls'));
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER acd_customer_zone_changed ON core.customers`);
    await db.query(`DROP TRIGGER acd_calls_truncated ON telephony.calls`);
    await db.query(`DROP TRIGGER acd_calls_updated ON telephony.calls`);
    await db.query(`DROP TRIGGER acd_calls_deleted ON telephony.calls`);
    await db.query(`DROP TRIGGER acd_calls_inserted ON telephony.calls`);
    await db.query(`DROP SCHEMA reports CASCADE`);
  }
}
