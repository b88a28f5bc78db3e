import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Users, roles, permissions, customers (tenants), sessions and per-plugin log levels. */
export class CoreSchema1760000000000 implements MigrationInterface {
  name = 'CoreSchema1760000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE SCHEMA IF NOT EXISTS core`);
    await db.query(`
      CREATE TABLE core.customers (
        customer_id serial PRIMARY KEY,
        name text NOT NULL,
        status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
        country text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX customers_name_key ON core.customers (lower(name))`);

    await db.query(`
      CREATE TABLE core.permissions (
        permission_id serial PRIMARY KEY,
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX permissions_name_key ON core.permissions (name)`);

    await db.query(`
      CREATE TABLE core.roles (
        role_id serial PRIMARY KEY,
        name text NOT NULL,
        fancy_name text NOT NULL,
        type text NOT NULL DEFAULT 'public' CHECK (type IN ('public', 'private')),
        locked boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX roles_name_key ON core.roles (lower(name))`);
    await db.query(`
      CREATE TABLE core.role_permissions (
        role_id integer NOT NULL REFERENCES core.roles (role_id) ON DELETE CASCADE,
        permission_id integer NOT NULL REFERENCES core.permissions (permission_id) ON DELETE CASCADE,
        PRIMARY KEY (role_id, permission_id)
      )`);
    await db.query(`CREATE INDEX role_permissions_permission_idx ON core.role_permissions (permission_id)`);

    await db.query(`
      CREATE TABLE core.users (
        user_id serial PRIMARY KEY,
        first_name text NOT NULL,
        last_name text NOT NULL,
        username text NOT NULL,
        email text NOT NULL,
        phone_number text,
        status smallint NOT NULL DEFAULT 1 CHECK (status IN (-1, 0, 1)),
        password_hash text NOT NULL,
        password_expires timestamptz,
        settings jsonb NOT NULL DEFAULT '{"Columns": {}}'::jsonb,
        created_by integer,
        last_modified_by integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX users_username_key ON core.users (lower(username))`);
    await db.query(`CREATE INDEX users_first_name_idx ON core.users (first_name, user_id)`);
    await db.query(`CREATE INDEX users_last_name_idx ON core.users (last_name, user_id)`);
    await db.query(`CREATE INDEX users_email_idx ON core.users (email, user_id)`);
    // The users search box (`like %text%` over four fields) reads this one trigram index; the
    // expression is the users resource's search document, character for character.
    await db.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await db.query(
      `CREATE INDEX users_search_trgm_idx ON core.users USING gin ((first_name || chr(31) || last_name || chr(31) || username || chr(31) || email) gin_trgm_ops)`,
    );

    await db.query(`
      CREATE TABLE core.user_customers (
        user_id integer NOT NULL REFERENCES core.users (user_id) ON DELETE CASCADE,
        customer_id integer NOT NULL REFERENCES core.customers (customer_id) ON DELETE CASCADE,
        PRIMARY KEY (user_id, customer_id)
      )`);
    await db.query(`CREATE INDEX user_customers_customer_idx ON core.user_customers (customer_id, user_id)`);
    await db.query(`
      CREATE TABLE core.user_roles (
        user_id integer NOT NULL REFERENCES core.users (user_id) ON DELETE CASCADE,
        role_id integer NOT NULL REFERENCES core.roles (role_id) ON DELETE CASCADE,
        PRIMARY KEY (user_id, role_id)
      )`);
    await db.query(`CREATE INDEX user_roles_role_idx ON core.user_roles (role_id)`);
    for (const list of ['included', 'excluded']) {
      await db.query(`
        CREATE TABLE core.user_${list}_permissions (
          user_id integer NOT NULL REFERENCES core.users (user_id) ON DELETE CASCADE,
          permission_id integer NOT NULL REFERENCES core.permissions (permission_id) ON DELETE CASCADE,
          PRIMARY KEY (user_id, permission_id)
        )`);
    }

    await db.query(`
      CREATE TABLE core.sessions (
        session_id uuid PRIMARY KEY,
        user_id integer NOT NULL REFERENCES core.users (user_id) ON DELETE CASCADE,
        active_customer_id integer REFERENCES core.customers (customer_id) ON DELETE SET NULL,
        support_user_id integer REFERENCES core.users (user_id) ON DELETE CASCADE,
        customer_before_support_id integer REFERENCES core.customers (customer_id) ON DELETE SET NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        ip text,
        user_agent text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX sessions_user_idx ON core.sessions (user_id) WHERE revoked_at IS NULL`);
    await db.query(`CREATE INDEX sessions_expires_idx ON core.sessions (expires_at) WHERE revoked_at IS NULL`);

    await db.query(`
      CREATE TABLE core.used_login_tokens (
        token_id text PRIMARY KEY,
        used_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);

    await db.query(`
      CREATE TABLE core.plugin_log_levels (
        plugin_name text PRIMARY KEY,
        level text NOT NULL CHECK (level IN ('debug', 'info', 'warn', 'error', 'off')),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP SCHEMA core CASCADE`);
  }
}
