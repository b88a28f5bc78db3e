import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A customer's time zone (IANA name): its days, hours, weekdays and "today" in every area are
 * this zone's (libs/domain zoned-time). Existing customers get the product's home zone.
 */
export class CustomerTimeZone1762000000000 implements MigrationInterface {
  name = 'CustomerTimeZone1762000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE core.customers ADD COLUMN time_zone text NOT NULL DEFAULT 'Europe/Vienna'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE core.customers DROP COLUMN time_zone`);
  }
}
