import type { MigrationInterface, QueryRunner } from 'typeorm';
import { EVALUATION_STATUSES } from '@backoffice/contracts';

const list = (values: readonly string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');

/**
 * The Quality area (schema `quality`): issue types, call evaluations with their selected issues,
 * excluded agents and reports. Every row belongs to a tenant; indexes lead with customer_id.
 * - One evaluation per call and customer: a sampling job retried after a crash adds no duplicate.
 * - A report row exists only once its PDF is stored, once per job (a retried job writes it once).
 * - quality.sampling_key is the draw's key, the same as libs/domain's samplingKey (see there):
 *   an inlined SQL function over PostgreSQL's hashint8extended.
 */
export class QualitySchema1763100000000 implements MigrationInterface {
  name = 'QualitySchema1763100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE SCHEMA IF NOT EXISTS quality`);
    const tenant = `customer_id integer NOT NULL REFERENCES core.customers (customer_id) ON DELETE CASCADE`;

    await db.query(`
      CREATE TABLE quality.issue_types (
        issue_id serial PRIMARY KEY,
        ${tenant},
        name text NOT NULL CHECK (btrim(name) <> ''),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX issue_types_name_idx ON quality.issue_types (customer_id, name)`);

    await db.query(`
      CREATE TABLE quality.call_evaluations (
        call_evaluation_id serial PRIMARY KEY,
        ${tenant},
        call_id bigint NOT NULL REFERENCES telephony.calls (call_id) ON DELETE CASCADE,
        agent_id integer NOT NULL REFERENCES telephony.agents (agent_id) ON DELETE CASCADE,
        call_started_at timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'not_evaluated' CHECK (status IN (${list(EVALUATION_STATUSES)})),
        comment text NOT NULL DEFAULT '',
        typo_mistake boolean NOT NULL DEFAULT false,
        from_aw boolean NOT NULL DEFAULT false,
        generation_job text,
        evaluated_by integer REFERENCES core.users (user_id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX call_evaluations_call_key ON quality.call_evaluations (customer_id, call_id)`);
    await db.query(`CREATE INDEX call_evaluations_started_idx ON quality.call_evaluations (customer_id, call_started_at)`);
    await db.query(`CREATE INDEX call_evaluations_agent_started_idx ON quality.call_evaluations (customer_id, agent_id, call_started_at)`);
    await db.query(`CREATE INDEX call_evaluations_status_idx ON quality.call_evaluations (customer_id, status)`);

    await db.query(`
      CREATE TABLE quality.evaluation_issues (
        ${tenant},
        call_evaluation_id integer NOT NULL REFERENCES quality.call_evaluations (call_evaluation_id) ON DELETE CASCADE,
        issue_id integer NOT NULL REFERENCES quality.issue_types (issue_id) ON DELETE CASCADE,
        PRIMARY KEY (call_evaluation_id, issue_id)
      )`);
    await db.query(`CREATE INDEX evaluation_issues_issue_idx ON quality.evaluation_issues (customer_id, issue_id)`);

    await db.query(`
      CREATE TABLE quality.excluded_agents (
        ${tenant},
        agent_id integer NOT NULL REFERENCES telephony.agents (agent_id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (customer_id, agent_id)
      )`);

    await db.query(`
      CREATE TABLE quality.reports (
        report_id serial PRIMARY KEY,
        ${tenant},
        period_from timestamptz NOT NULL,
        period_to timestamptz NOT NULL,
        report_user_id integer REFERENCES core.users (user_id) ON DELETE SET NULL,
        report_user text NOT NULL,
        agent_ids integer[] NOT NULL,
        per_agent boolean NOT NULL DEFAULT true,
        perfect_calls integer NOT NULL CHECK (perfect_calls >= 0),
        total_calls integer NOT NULL CHECK (total_calls >= perfect_calls),
        archived boolean NOT NULL DEFAULT false,
        file_name text NOT NULL,
        storage_key text NOT NULL,
        file_bytes bigint NOT NULL,
        job_id text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (period_to > period_from)
      )`);
    await db.query(`CREATE UNIQUE INDEX reports_job_key ON quality.reports (customer_id, job_id)`);
    await db.query(`CREATE INDEX reports_created_idx ON quality.reports (customer_id, archived, created_at)`);

    await db.query(`
      CREATE FUNCTION quality.sampling_key(call_id bigint, seed bigint, weight double precision) RETURNS double precision
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN CASE WHEN weight > 0
          THEN -ln(((((hashint8extended(call_id, seed) >> 43) & 2097151) * 4294967296 + (hashint8extended(call_id, seed) & 4294967295))::double precision + 0.5)
                   / 9007199254740992.0::double precision) / weight
          ELSE 'Infinity'::double precision END`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP SCHEMA quality CASCADE`);
  }
}
