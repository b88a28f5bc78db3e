import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Agent productivity over a year clipped every status period of the year to the hour window of
 * each chosen day (1.5 s for 200 agents on two cores). The logged time of the window of a day is
 * the day's time minus the time outside the window, and with whole-hour windows the time outside
 * is whole hours, so two count tables answer it (docs/reports.md, "Performance"):
 *
 * - reports.status_days: microseconds per customer day, agent and activity (the day is the
 *   customer's: a change of its time zone counts its periods again);
 * - reports.status_hours: microseconds per UTC hour, agent and activity (zone-free), of which the
 *   report reads only the hours of a chosen day outside the window (usually few or none).
 *
 * Both hold a period's pieces (`pieces`, to drop a row that no period reaches any more): a period
 * is cut at every customer midnight and every full hour it crosses. Statement triggers of their own
 * on telephony.agent_status_periods keep them equal to the periods for every writer; microseconds
 * in bigint keep the sums exact through any order of adds and subtracts.
 */
interface Counted {
  table: string;
  /** The slot column and its type. */
  slot: [string, string];
  /** The pieces of each period `p` of a source: the slot, its start and end instants. */
  pieces: (source: string) => string;
}

const micros = (from: string, to: string) => `(extract(epoch FROM (${to}) - (${from})) * 1000000)::bigint`;

const COUNTED: Counted[] = [
  {
    table: 'reports.status_days',
    slot: ['day', 'date'],
    pieces: (source) => `
      SELECT p.customer_id, d.day::date AS slot, p.agent_id, p.activity_type,
             greatest(p.started_at, d.day::timestamp AT TIME ZONE cu.time_zone) AS piece_from,
             least(p.ended_at, (d.day::date + 1)::timestamp AT TIME ZONE cu.time_zone) AS piece_to
        FROM ${source} p JOIN core.customers cu ON cu.customer_id = p.customer_id
       CROSS JOIN LATERAL generate_series((p.started_at AT TIME ZONE cu.time_zone)::date, ((p.ended_at - interval '1 microsecond') AT TIME ZONE cu.time_zone)::date, interval '1 day') d(day)`,
  },
  {
    table: 'reports.status_hours',
    slot: ['hour', 'timestamptz'],
    pieces: (source) => `
      SELECT p.customer_id, h.hour AS slot, p.agent_id, p.activity_type,
             greatest(p.started_at, h.hour) AS piece_from, least(p.ended_at, h.hour + interval '1 hour') AS piece_to
        FROM ${source} p
       CROSS JOIN LATERAL generate_series(date_trunc('hour', p.started_at, 'UTC'), date_trunc('hour', p.ended_at - interval '1 microsecond', 'UTC'), interval '1 hour') h(hour)`,
  },
];

const key = (t: Counted) => ['customer_id', t.slot[0], 'agent_id', 'activity_type'];

/** The sums of a set of periods (a transition table or a customer's periods) by the table's key. */
const sums = (t: Counted, source: string) => `
  SELECT x.customer_id, x.slot AS ${t.slot[0]}, x.agent_id, x.activity_type, sum(${micros('x.piece_from', 'x.piece_to')})::bigint AS micros, count(*)::int AS pieces
    FROM (${t.pieces(source)}) x
   WHERE x.piece_to > x.piece_from
   GROUP BY 1, 2, 3, 4`;

/** In key order, so two imports of the same days take the row locks in the same order (no deadlock). */
const add = (source: string) =>
  COUNTED.map(
    (t) => `
      INSERT INTO ${t.table} AS r (${key(t).join(', ')}, micros, pieces) ${sums(t, source)} ORDER BY 1, 2, 3, 4
        ON CONFLICT (${key(t).join(', ')}) DO UPDATE SET micros = r.micros + excluded.micros, pieces = r.pieces + excluded.pieces;`,
  ).join('');

/** Only existing rows are lowered (a customer being deleted has lost its rows already), then the empty ones go. */
const subtract = (source: string) =>
  COUNTED.map((t) => {
    const match = `(${key(t)
      .map((name) => `r.${name}`)
      .join(', ')}) = (${key(t)
      .map((name) => `g.${name}`)
      .join(', ')})`;
    return `
      UPDATE ${t.table} r SET micros = r.micros - g.micros, pieces = r.pieces - g.pieces FROM (${sums(t, source)}) g WHERE ${match};
      DELETE FROM ${t.table} r USING (${sums(t, source)}) g WHERE ${match} AND r.pieces <= 0;`;
  }).join('');

export class StatusCounts1764510000000 implements MigrationInterface {
  name = 'StatusCounts1764510000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE SCHEMA IF NOT EXISTS reports`);
    for (const t of COUNTED) {
      await db.query(`
        CREATE TABLE ${t.table} (
          customer_id integer NOT NULL REFERENCES core.customers (customer_id) ON DELETE CASCADE,
          ${t.slot[0]} ${t.slot[1]} NOT NULL,
          agent_id integer NOT NULL,
          activity_type text NOT NULL,
          micros bigint NOT NULL,
          pieces integer NOT NULL,
          PRIMARY KEY (${key(t).join(', ')})
        )`);
    }
    const days = COUNTED[0];

    await db.query(`
      CREATE FUNCTION reports.status_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${add('new_periods')} RETURN NULL; END $$`);
    await db.query(`
      CREATE FUNCTION reports.status_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${subtract('old_periods')} RETURN NULL; END $$`);
    await db.query(`
      CREATE FUNCTION reports.status_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${subtract('old_periods')} ${add('new_periods')} RETURN NULL; END $$`);
    await db.query(`
      CREATE FUNCTION reports.status_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN TRUNCATE ${COUNTED.map((t) => t.table).join(', ')}; RETURN NULL; END $$`);
    // Only the days move with the zone; the UTC hours stay.
    await db.query(`
      CREATE FUNCTION reports.status_counts_customer_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM ${days.table} WHERE customer_id = NEW.customer_id;
        INSERT INTO ${days.table} (${key(days).join(', ')}, micros, pieces)
          ${sums(days, '(SELECT * FROM telephony.agent_status_periods WHERE customer_id = NEW.customer_id)')};
        RETURN NULL;
      END $$`);

    const on = 'ON telephony.agent_status_periods';
    await db.query(
      `CREATE TRIGGER status_counts_inserted AFTER INSERT ${on} REFERENCING NEW TABLE AS new_periods FOR EACH STATEMENT EXECUTE FUNCTION reports.status_counts_inserted()`,
    );
    await db.query(
      `CREATE TRIGGER status_counts_deleted AFTER DELETE ${on} REFERENCING OLD TABLE AS old_periods FOR EACH STATEMENT EXECUTE FUNCTION reports.status_counts_deleted()`,
    );
    await db.query(
      `CREATE TRIGGER status_counts_updated AFTER UPDATE ${on} REFERENCING OLD TABLE AS old_periods NEW TABLE AS new_periods FOR EACH STATEMENT EXECUTE FUNCTION reports.status_counts_updated()`,
    );
    await db.query(`CREATE TRIGGER status_counts_truncated AFTER TRUNCATE ${on} FOR EACH STATEMENT EXECUTE FUNCTION reports.status_counts_truncated()`);
    await db.query(`
      CREATE TRIGGER status_counts_customer_zone_changed AFTER UPDATE OF time_zone ON core.customers
        FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION reports.status_counts_customer_zone_changed()`);

    // The periods already stored.
    await db.query(add('telephony.agent_status_periods'));
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER status_counts_customer_zone_changed ON core.customers`);
    for (const event of ['truncated', 'updated', 'deleted', 'inserted'])
      await db.query(`DROP TRIGGER status_counts_${event} ON telephony.agent_status_periods`);
    for (const event of ['customer_zone_changed', 'truncated', 'updated', 'deleted', 'inserted'])
      await db.query(`DROP FUNCTION reports.status_counts_${event}()`);
    for (const t of COUNTED) await db.query(`DROP TABLE ${t.table}`);
  }
}
