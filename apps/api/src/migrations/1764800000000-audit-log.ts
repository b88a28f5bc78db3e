import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log (docs/decisions.md, "Audit log"): one append-only table, the row trigger function
 * every audited table runs (AUDITED_TABLES, audited-tables.ts) and the guard that refuses UPDATE,
 * DELETE and TRUNCATE of the log to everyone but the retention job.
 *
 * The actor (user, administrator behind a support session, customer, call, time) is the JSON text
 * of the setting `audit.actor`, which the API sets per transaction (platform/audit); absent, the
 * row is the server's own work (a job, a migration, the command line).
 */
export class AuditLog1764800000000 implements MigrationInterface {
  name = 'AuditLog1764800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE SCHEMA IF NOT EXISTS audit`);
    // No foreign keys: a row outlives the user, customer or row it names (the username is copied for that reason).
    await db.query(`
      CREATE TABLE audit.log (
        audit_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at timestamptz NOT NULL,
        user_id integer,
        username text,
        acting_admin_id integer,
        customer_id integer,
        action text NOT NULL,
        call text,
        resource text NOT NULL,
        resource_id text,
        changes jsonb NOT NULL DEFAULT '[]'::jsonb
      )`);
    // Pages are newest first by id. The crud kit orders a descending key NULLS LAST, which the
    // primary key read backwards (NULLS FIRST) does not give: each index a page uses says so itself.
    await db.query(`CREATE INDEX log_newest_idx ON audit.log (audit_id DESC NULLS LAST)`);
    await db.query(`CREATE INDEX log_customer_idx ON audit.log (customer_id, audit_id DESC NULLS LAST)`);
    await db.query(`CREATE INDEX log_user_idx ON audit.log (user_id, audit_id DESC NULLS LAST)`);
    await db.query(`CREATE INDEX log_action_idx ON audit.log (action, audit_id DESC NULLS LAST)`);
    await db.query(`CREATE INDEX log_resource_idx ON audit.log (resource, audit_id DESC NULLS LAST)`);
    await db.query(`CREATE INDEX log_record_idx ON audit.log (resource, resource_id, audit_id DESC NULLS LAST)`);
    // The retention's range and the screen's days.
    await db.query(`CREATE INDEX log_at_idx ON audit.log (at)`);

    await db.query(`
      CREATE FUNCTION audit.actor() RETURNS jsonb LANGUAGE sql STABLE AS $$
        SELECT nullif(current_setting('audit.actor', true), '')::jsonb
      $$`);

    // The WHEN of a `callsOnly` table's trigger: the transaction is an API call's.
    await db.query(`
      CREATE FUNCTION audit.by_call() RETURNS boolean LANGUAGE sql STABLE AS $$
        SELECT audit.actor() ->> 'call' IS NOT NULL
      $$`);

    // Arguments: resource, id column, customer column ('' : the actor's customer), secret columns, ignored columns.
    // Columns named like a secret are secret whatever the declaration says: a new table cannot leak one by omission.
    await db.query(`
      CREATE FUNCTION audit.record_change() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
        new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
        current_row jsonb := coalesce(new_row, old_row);
        customer_column text := nullif(TG_ARGV[2], '');
        secret text[] := TG_ARGV[3]::text[];
        ignored text[] := TG_ARGV[4]::text[];
        actor jsonb := audit.actor();
        changed jsonb;
      BEGIN
        SELECT coalesce(jsonb_agg(
                 CASE WHEN field = ANY(secret) OR field ~* '(hash|salt|secret|token|api_key)' OR field ~* '^(password|passwd)$'
                      THEN jsonb_build_object('Field', field, 'Old', NULL, 'New', NULL, 'Secret', true)
                      ELSE jsonb_build_object('Field', field, 'Old', old_row -> field, 'New', new_row -> field) END
                 ORDER BY field), '[]'::jsonb)
          INTO changed
          FROM jsonb_object_keys(current_row) AS field
         WHERE NOT field = ANY(ignored)
           AND nullif(old_row -> field, 'null'::jsonb) IS DISTINCT FROM nullif(new_row -> field, 'null'::jsonb);
        IF TG_OP = 'UPDATE' AND changed = '[]'::jsonb THEN
          RETURN NULL;
        END IF;
        INSERT INTO audit.log (at, user_id, username, acting_admin_id, customer_id, action, call, resource, resource_id, changes)
        VALUES (
          coalesce((actor ->> 'at')::timestamptz, now()),
          (actor ->> 'userId')::integer,
          actor ->> 'username',
          (actor ->> 'actingAdminId')::integer,
          coalesce((current_row ->> customer_column)::integer, (actor ->> 'customerId')::integer),
          CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'save' ELSE 'delete' END,
          actor ->> 'call',
          TG_ARGV[0],
          current_row ->> TG_ARGV[1],
          changed);
        RETURN NULL;
      END
      $$`);

    // Append-only: only the retention job, which sets audit.retention for its own transaction, may delete.
    await db.query(`
      CREATE FUNCTION audit.refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND current_setting('audit.retention', true) = 'on' THEN
          RETURN NULL;
        END IF;
        RAISE EXCEPTION 'The audit log is append-only: % is refused.', TG_OP USING ERRCODE = 'insufficient_privilege';
      END
      $$`);
    await db.query(`CREATE TRIGGER log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit.log FOR EACH STATEMENT EXECUTE FUNCTION audit.refuse_change()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP SCHEMA audit CASCADE`);
  }
}
