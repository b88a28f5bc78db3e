import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Playback, Lunch break and Monitor (issue 12):
 * - the playback list's order (newest first, LogID as tie breaker) over the calls that have a
 *   recording, so a page is an index range scan however many calls the customer has;
 * - lunch breaks an editor set by hand are `manual` rows;
 * - schema lunch_break: agents left out of the lunch plan;
 * - schema monitor: rich texts.
 */
export class PlaybackLunchMonitor1763200000000 implements MigrationInterface {
  name = 'PlaybackLunchMonitor1763200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX calls_playback_idx ON telephony.calls (customer_id, started_at DESC NULLS LAST, call_id) WHERE recording_key IS NOT NULL`);
    await db.query(`ALTER TABLE telephony.lunch_breaks DROP CONSTRAINT lunch_breaks_source_check`);
    await db.query(`ALTER TABLE telephony.lunch_breaks ADD CONSTRAINT lunch_breaks_source_check CHECK (source IN ('generator', 'import', 'manual'))`);

    await db.query(`CREATE SCHEMA IF NOT EXISTS lunch_break`);
    await db.query(`
      CREATE TABLE lunch_break.excluded_agents (
        customer_id integer NOT NULL REFERENCES core.customers (customer_id) ON DELETE CASCADE,
        agent_id integer NOT NULL REFERENCES telephony.agents (agent_id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (customer_id, agent_id)
      )`);

    await db.query(`CREATE SCHEMA IF NOT EXISTS monitor`);
    await db.query(`
      CREATE TABLE monitor.texts (
        text_id serial PRIMARY KEY,
        customer_id integer NOT NULL REFERENCES core.customers (customer_id) ON DELETE CASCADE,
        name text NOT NULL,
        content text NOT NULL DEFAULT '',
        active boolean NOT NULL DEFAULT true,
        created_by text,
        last_modified_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX texts_customer_idx ON monitor.texts (customer_id, text_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP SCHEMA monitor CASCADE`);
    await db.query(`DROP SCHEMA lunch_break CASCADE`);
    await db.query(`DELETE FROM telephony.lunch_breaks WHERE source = 'manual'`);
    await db.query(`ALTER TABLE telephony.lunch_breaks DROP CONSTRAINT lunch_breaks_source_check`);
    await db.query(`ALTER TABLE telephony.lunch_breaks ADD CONSTRAINT lunch_breaks_source_check CHECK (source IN ('generator', 'import'))`);
    await db.query(`DROP INDEX telephony.calls_playback_idx`);
  }
}
