import type { MigrationInterface, QueryRunner } from 'typeorm';
import { IMPORT_RUN_STATUSES } from '@backoffice/contracts';

const list = (values: readonly string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');

/**
 * Real PBX files and imports as jobs (issue 8):
 * - a call's waits and talk may be unknown (null) while it is unfinished: the log ended before
 *   its exit event, and nothing is invented from the file's last line;
 * - import runs follow an upload through its job: status, reason, the full report, the stored
 *   file and the job (one run per job, however often the job is retried). A run may name no
 *   customer: an attempt for a customer that does not exist is recorded too.
 */
export class TelephonyRealFiles1762100000000 implements MigrationInterface {
  name = 'TelephonyRealFiles1762100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE telephony.calls
        ALTER COLUMN wait_routing_seconds DROP NOT NULL,
        ALTER COLUMN wait_agent_seconds DROP NOT NULL,
        ALTER COLUMN talk_seconds DROP NOT NULL`);
    await db.query(`
      ALTER TABLE telephony.import_runs
        ALTER COLUMN customer_id DROP NOT NULL,
        ADD COLUMN status text NOT NULL DEFAULT 'imported' CHECK (status IN (${list(IMPORT_RUN_STATUSES)})),
        ADD COLUMN reason text,
        ADD COLUMN report jsonb,
        ADD COLUMN job_id text,
        ADD COLUMN storage_key text,
        ADD COLUMN file_bytes bigint,
        ADD COLUMN attempts integer NOT NULL DEFAULT 0,
        ADD COLUMN rows_written integer NOT NULL DEFAULT 0,
        ADD COLUMN warning_count integer NOT NULL DEFAULT 0,
        ADD COLUMN error_count integer NOT NULL DEFAULT 0,
        ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
        ALTER COLUMN lines_read SET DEFAULT 0,
        ALTER COLUMN started_at DROP NOT NULL,
        ALTER COLUMN finished_at DROP NOT NULL,
        ALTER COLUMN finished_at DROP DEFAULT`);
    await db.query(`
      UPDATE telephony.import_runs SET
        status = CASE WHEN accepted THEN 'imported' ELSE 'rejected' END,
        error_count = jsonb_array_length(problems),
        reason = CASE WHEN accepted THEN NULL ELSE problems -> 0 ->> 'Reason' END,
        rows_written = (SELECT coalesce(sum(value::int), 0) FROM jsonb_each_text(inserted)),
        attempts = 1,
        created_at = started_at`);
    await db.query(`ALTER TABLE telephony.import_runs ALTER COLUMN status DROP DEFAULT, DROP COLUMN accepted, DROP COLUMN inserted, DROP COLUMN problems`);
    await db.query(`CREATE UNIQUE INDEX import_runs_job_key ON telephony.import_runs (job_id) WHERE job_id IS NOT NULL`);
    await db.query(`DROP INDEX telephony.import_runs_started_idx`);
    await db.query(`CREATE INDEX import_runs_created_idx ON telephony.import_runs (customer_id, created_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM telephony.import_runs WHERE customer_id IS NULL OR started_at IS NULL`);
    await db.query(`DROP INDEX telephony.import_runs_created_idx`);
    await db.query(`DROP INDEX telephony.import_runs_job_key`);
    await db.query(`
      ALTER TABLE telephony.import_runs
        ADD COLUMN accepted boolean NOT NULL DEFAULT false,
        ADD COLUMN inserted jsonb NOT NULL DEFAULT '{}'::jsonb,
        ADD COLUMN problems jsonb NOT NULL DEFAULT '[]'::jsonb`);
    await db.query(`
      UPDATE telephony.import_runs SET accepted = status = 'imported', inserted = coalesce(report -> 'Inserted', '{}'::jsonb),
        problems = coalesce(report -> 'Errors', '[]'::jsonb), finished_at = coalesce(finished_at, now())`);
    await db.query(`
      ALTER TABLE telephony.import_runs
        DROP COLUMN status, DROP COLUMN reason, DROP COLUMN report, DROP COLUMN job_id, DROP COLUMN storage_key, DROP COLUMN file_bytes,
        DROP COLUMN attempts, DROP COLUMN rows_written, DROP COLUMN warning_count, DROP COLUMN error_count, DROP COLUMN created_at,
        ALTER COLUMN customer_id SET NOT NULL, ALTER COLUMN started_at SET NOT NULL, ALTER COLUMN finished_at SET NOT NULL,
        ALTER COLUMN finished_at SET DEFAULT now()`);
    await db.query(`CREATE INDEX import_runs_started_idx ON telephony.import_runs (customer_id, started_at)`);
    await db.query(
      `UPDATE telephony.calls SET wait_routing_seconds = coalesce(wait_routing_seconds, 0), wait_agent_seconds = coalesce(wait_agent_seconds, 0), talk_seconds = coalesce(talk_seconds, 0)`,
    );
    await db.query(`
      ALTER TABLE telephony.calls
        ALTER COLUMN wait_routing_seconds SET NOT NULL, ALTER COLUMN wait_agent_seconds SET NOT NULL, ALTER COLUMN talk_seconds SET NOT NULL`);
  }
}
