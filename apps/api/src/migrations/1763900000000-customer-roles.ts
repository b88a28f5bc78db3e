import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Roles owned by a customer (docs/decisions.md, "Roles: a global catalogue and each customer's
 * own"): NULL is a global role, changed only by holders of `*`; a customer's role is seen and
 * changed only within that customer. Existing roles stay global.
 */
export class CustomerRoles1763900000000 implements MigrationInterface {
  name = 'CustomerRoles1763900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE core.roles ADD COLUMN customer_id integer REFERENCES core.customers (customer_id) ON DELETE CASCADE`);
    await db.query(`CREATE INDEX roles_customer_idx ON core.roles (customer_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE core.roles DROP COLUMN customer_id`);
  }
}
