import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Kiosk sign-ins (docs/decisions.md, "Wallboard"): a TV's session that reads one customer's
 * wallboard and nothing else. Issued by an administrator of the customer, ended by revoking it;
 * its token names `kiosk:<kiosk_id>`, resolved like a session (SessionsService).
 */
export class WallboardKiosks1764200000000 implements MigrationInterface {
  name = 'WallboardKiosks1764200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE core.kiosk_sessions (
        kiosk_id uuid PRIMARY KEY,
        customer_id integer NOT NULL REFERENCES core.customers (customer_id) ON DELETE CASCADE,
        name text NOT NULL,
        created_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        last_seen_at timestamptz,
        revoked_at timestamptz
      )`);
    await db.query(`CREATE INDEX kiosk_sessions_customer_idx ON core.kiosk_sessions (customer_id) WHERE revoked_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE core.kiosk_sessions`);
  }
}
