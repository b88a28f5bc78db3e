import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Call result, average handling time (call duration) and exten productivity over a year read every
 * answered call of the year (1.7-1.9 s over 10 million calls). Each depends on the calls only
 * through a few dimensions per customer day, so a count table keyed by exactly those answers any
 * range of whole customer days and every filter of the report (docs/reports.md, "Performance"):
 *
 * - reports.result_counts: calls with a result per day, routing exten (the Exten filter) and result type;
 * - reports.duration_sums: answered calls with a talk time per day, routing exten (the Exten filter)
 *   and agent, with their talk and raw wait seconds summed;
 * - reports.exten_sums: answered calls with a talk time per day and agent exten, talk plus post-handling summed.
 *
 * Kept like ACD details' counts (migration 1763700000000), by statement triggers of their own on
 * telephony.calls (named year_counts_*, independent of the others): inserted calls are added,
 * deleted ones subtracted, updated ones both, a TRUNCATE empties them, a change of a customer's time
 * zone counts its calls again. The year reports e2e test compares every figure with the raw calls.
 */
interface Counted {
  table: string;
  /** Key columns and the expression of each over a call `c`. */
  keys: [string, string][];
  /** Summed columns and the expression of each over a call `c`. */
  sums: [string, string][];
  /** Which calls count. */
  where: string;
}

const COUNTED: Counted[] = [
  {
    table: 'reports.result_counts',
    keys: [
      ['routing_exten', 'c.routing_exten'],
      ['result_type', 'c.result_type'],
    ],
    sums: [],
    where: 'c.result_type IS NOT NULL',
  },
  {
    table: 'reports.duration_sums',
    keys: [
      ['routing_exten', 'c.routing_exten'],
      ['agent_id', 'c.agent_id'],
    ],
    sums: [
      ['talk_seconds', 'c.talk_seconds'],
      ['wait_seconds', 'coalesce(c.wait_routing_seconds, 0) + coalesce(c.wait_agent_seconds, 0)'],
    ],
    // Calls without an agent never reach the report (it joins the agents).
    where: 'c.answered AND c.talk_seconds IS NOT NULL AND c.agent_id IS NOT NULL',
  },
  {
    table: 'reports.exten_sums',
    keys: [['agent_exten', 'c.agent_exten']],
    sums: [['handling_seconds', 'c.talk_seconds + c.post_handling_seconds']],
    where: 'c.answered AND c.agent_exten IS NOT NULL AND c.talk_seconds IS NOT NULL',
  },
];

const columns = (t: Counted) => ['customer_id', 'day', ...t.keys.map(([name]) => name)];

/** The counts of a set of calls (a transition table or a customer's calls) by the table's key. */
function counts(t: Counted, source: string): string {
  const keys = t.keys.map(([name, expression]) => `${expression} AS ${name}`);
  const sums = t.sums.map(([name, expression]) => `sum(${expression})::bigint AS ${name}`);
  const groups = columns(t).map((_, i) => i + 1);
  return `
    SELECT c.customer_id, (c.started_at AT TIME ZONE cu.time_zone)::date AS day, ${[...keys, ...sums, 'count(*)::int AS calls'].join(', ')}
      FROM ${source} c JOIN core.customers cu ON cu.customer_id = c.customer_id
     WHERE ${t.where}
     GROUP BY ${groups.join(', ')}`;
}

/** In key order, so two imports counting the same days at once take the row locks in the same order (no deadlock). */
function add(source: string): string {
  return COUNTED.map((t) => {
    const all = [...columns(t), ...t.sums.map(([name]) => name), 'calls'];
    const sets = [...t.sums.map(([name]) => name), 'calls'].map((name) => `${name} = r.${name} + excluded.${name}`);
    return `
      INSERT INTO ${t.table} AS r (${all.join(', ')}) ${counts(t, source)} ORDER BY ${columns(t)
        .map((_, i) => i + 1)
        .join(', ')}
        ON CONFLICT (${columns(t).join(', ')}) DO UPDATE SET ${sets.join(', ')};`;
  }).join('');
}

/** Only existing rows are lowered (a customer being deleted has lost its rows already), then the empty ones go. */
function subtract(source: string): string {
  return COUNTED.map((t) => {
    const key = columns(t);
    const match = `(${key.map((name) => `r.${name}`).join(', ')}) = (${key.map((name) => `g.${name}`).join(', ')})`;
    const sets = [...t.sums.map(([name]) => name), 'calls'].map((name) => `${name} = r.${name} - g.${name}`);
    return `
      UPDATE ${t.table} r SET ${sets.join(', ')} FROM (${counts(t, source)}) g WHERE ${match};
      DELETE FROM ${t.table} r USING (${counts(t, source)}) g WHERE ${match} AND r.calls <= 0;`;
  }).join('');
}

export class YearReportCounts1764500000000 implements MigrationInterface {
  name = 'YearReportCounts1764500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE SCHEMA IF NOT EXISTS reports`);
    await db.query(`
      CREATE TABLE reports.result_counts (
        customer_id integer NOT NULL REFERENCES core.customers (customer_id) ON DELETE CASCADE,
        day date NOT NULL,
        routing_exten text NOT NULL,
        result_type text NOT NULL,
        calls integer NOT NULL,
        PRIMARY KEY (customer_id, day, routing_exten, result_type)
      )`);
    await db.query(`
      CREATE TABLE reports.duration_sums (
        customer_id integer NOT NULL REFERENCES core.customers (customer_id) ON DELETE CASCADE,
        day date NOT NULL,
        routing_exten text NOT NULL,
        agent_id integer NOT NULL,
        talk_seconds bigint NOT NULL,
        wait_seconds bigint NOT NULL,
        calls integer NOT NULL,
        PRIMARY KEY (customer_id, day, routing_exten, agent_id)
      )`);
    await db.query(`
      CREATE TABLE reports.exten_sums (
        customer_id integer NOT NULL REFERENCES core.customers (customer_id) ON DELETE CASCADE,
        day date NOT NULL,
        agent_exten text NOT NULL,
        handling_seconds bigint NOT NULL,
        calls integer NOT NULL,
        PRIMARY KEY (customer_id, day, agent_exten)
      )`);

    await db.query(`
      CREATE FUNCTION reports.year_counts_calls_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${add('new_calls')} RETURN NULL; END $$`);
    await db.query(`
      CREATE FUNCTION reports.year_counts_calls_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${subtract('old_calls')} RETURN NULL; END $$`);
    await db.query(`
      CREATE FUNCTION reports.year_counts_calls_updated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${subtract('old_calls')} ${add('new_calls')} RETURN NULL; END $$`);
    await db.query(`
      CREATE FUNCTION reports.year_counts_calls_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN TRUNCATE ${COUNTED.map((t) => t.table).join(', ')}; RETURN NULL; END $$`);
    await db.query(`
      CREATE FUNCTION reports.year_counts_customer_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${COUNTED.map((t) => `DELETE FROM ${t.table} WHERE customer_id = NEW.customer_id;`).join('\n')}
        ${add(`(SELECT * FROM telephony.calls WHERE customer_id = NEW.customer_id)`)}
        RETURN NULL;
      END $$`);

    await db.query(
      `CREATE TRIGGER year_counts_calls_inserted AFTER INSERT ON telephony.calls REFERENCING NEW TABLE AS new_calls FOR EACH STATEMENT EXECUTE FUNCTION reports.year_counts_calls_inserted()`,
    );
    await db.query(
      `CREATE TRIGGER year_counts_calls_deleted AFTER DELETE ON telephony.calls REFERENCING OLD TABLE AS old_calls FOR EACH STATEMENT EXECUTE FUNCTION reports.year_counts_calls_deleted()`,
    );
    await db.query(
      `CREATE TRIGGER year_counts_calls_updated AFTER UPDATE ON telephony.calls REFERENCING OLD TABLE AS old_calls NEW TABLE AS new_calls FOR EACH STATEMENT EXECUTE FUNCTION reports.year_counts_calls_updated()`,
    );
    await db.query(
      `CREATE TRIGGER year_counts_calls_truncated AFTER TRUNCATE ON telephony.calls FOR EACH STATEMENT EXECUTE FUNCTION reports.year_counts_calls_truncated()`,
    );
    await db.query(`
      CREATE TRIGGER year_counts_customer_zone_changed AFTER UPDATE OF time_zone ON core.customers
        FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION reports.year_counts_customer_zone_changed()`);

    // The calls already stored.
    await db.query(add('telephony.calls'));
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER year_counts_customer_zone_changed ON core.customers`);
    for (const event of ['truncated', 'updated', 'deleted', 'inserted']) await db.query(`DROP TRIGGER year_counts_calls_${event} ON telephony.calls`);
    for (const event of ['customer_zone_changed', 'calls_truncated', 'calls_updated', 'calls_deleted', 'calls_inserted']) {
      await db.query(`DROP FUNCTION reports.year_counts_${event}()`);
    }
    for (const t of COUNTED) await db.query(`DROP TABLE ${t.table}`);
  }
}
