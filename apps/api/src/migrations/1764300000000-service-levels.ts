import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Service-level thresholds per customer and their overrides per queue (issue 24, item 3;
 * docs/reports.md "Service level"). A customer without a row has the defaults of libs/contracts
 * (20 s, 80 %, no short abandons); an override's NULL field takes the customer's value. A queue is
 * its routing exten, as calls and the ACD count tables name it (no foreign key: call customers may
 * share a routing exten). The figures are computed from raw waits at read time, so a change needs
 * no recount.
 */
export class ServiceLevels1764300000000 implements MigrationInterface {
  name = 'ServiceLevels1764300000000';

  async up(db: QueryRunner): Promise<void> {
    const seconds = (column: string) => `${column} integer CHECK (${column} BETWEEN 0 AND 3600)`;
    const share = `target_share numeric(5, 2) CHECK (target_share BETWEEN 0 AND 100)`;
    await db.query(`
      CREATE TABLE telephony.service_levels (
        customer_id integer PRIMARY KEY REFERENCES core.customers (customer_id) ON DELETE CASCADE,
        ${seconds('target_seconds')} NOT NULL,
        ${share} NOT NULL,
        ${seconds('short_abandon_seconds')} NOT NULL
      )`);
    await db.query(`
      CREATE TABLE telephony.service_level_queues (
        customer_id integer NOT NULL REFERENCES core.customers (customer_id) ON DELETE CASCADE,
        queue text NOT NULL,
        ${seconds('target_seconds')},
        ${share},
        ${seconds('short_abandon_seconds')},
        PRIMARY KEY (customer_id, queue)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE telephony.service_level_queues`);
    await db.query(`DROP TABLE telephony.service_levels`);
  }
}
