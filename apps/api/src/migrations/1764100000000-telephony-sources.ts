import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Continuous telephony sources (issue 24, docs/telephony.md "Continuous sources"): a queue_log or
 * Master.csv file followed as it grows, or Asterisk's realtime queue_log table. `position` is where
 * the next read starts (file: inode, byte offset, line number; table: last id or time) and
 * `builder_state` what the queue_log reader remembers of open calls and agent states; both change
 * in the transaction that writes the rows they produced, so nothing is lost or applied twice.
 */
export class TelephonySources1764100000000 implements MigrationInterface {
  name = 'TelephonySources1764100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE telephony.sources (
        source_id serial PRIMARY KEY,
        customer_id integer NOT NULL REFERENCES core.customers (customer_id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('queue_log_file', 'queue_log_table', 'cdr_csv_file')),
        path text,
        connection_url text,
        table_name text,
        active boolean NOT NULL DEFAULT true,
        lines_read bigint NOT NULL DEFAULT 0,
        last_line_at timestamptz,
        caught_up_at timestamptz,
        last_error text,
        last_error_at timestamptz,
        position jsonb,
        builder_state jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((kind = 'queue_log_table') = (connection_url IS NOT NULL AND table_name IS NOT NULL)),
        CHECK ((kind = 'queue_log_table') = (path IS NULL))
      )`);
    await db.query(`CREATE INDEX sources_customer_idx ON telephony.sources (customer_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE telephony.sources`);
  }
}
