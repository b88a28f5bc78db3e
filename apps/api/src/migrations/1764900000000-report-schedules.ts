import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Scheduled reports by e-mail (docs/reports.md, "Scheduled reports"): a schedule per row, owned
 * by its creator within a customer, and the mail domains each customer allows besides its users'
 * own addresses. `checked_until` is how far the occurrences have been handed to the queue.
 */
export class ReportSchedules1764900000000 implements MigrationInterface {
  name = 'ReportSchedules1764900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE SCHEMA IF NOT EXISTS reports`);
    await db.query(`
      CREATE TABLE reports.schedules (
        schedule_id serial PRIMARY KEY,
        customer_id integer NOT NULL REFERENCES core.customers (customer_id) ON DELETE CASCADE,
        owner_id integer NOT NULL REFERENCES core.users (user_id) ON DELETE CASCADE,
        report text NOT NULL,
        parameters jsonb NOT NULL DEFAULT '{}',
        range text NOT NULL,
        time text NOT NULL,
        days smallint[] NOT NULL,
        recipients text[] NOT NULL,
        format text NOT NULL,
        checked_until timestamptz NOT NULL,
        last_run_at timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX schedules_customer_owner_idx ON reports.schedules (customer_id, owner_id)`);
    await db.query(`
      CREATE TABLE reports.mail_domains (
        customer_id integer NOT NULL REFERENCES core.customers (customer_id) ON DELETE CASCADE,
        domain text NOT NULL,
        PRIMARY KEY (customer_id, domain)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE reports.mail_domains`);
    await db.query(`DROP TABLE reports.schedules`);
  }
}
