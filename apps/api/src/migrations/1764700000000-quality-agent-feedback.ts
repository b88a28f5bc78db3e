import type { MigrationInterface, QueryRunner } from 'typeorm';
import { AGENT_STATES } from '@backoffice/contracts';

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * The agent's answer to an evaluation (issue 25): `agent_state` on the evaluation (open until the
 * agent acknowledges or disputes; an evaluator resolves a dispute), every step kept in
 * `evaluation_feedback`, and `agent_unseen`: a resolution the agent has not opened (the badge).
 */
export class QualityAgentFeedback1764700000000 implements MigrationInterface {
  name = 'QualityAgentFeedback1764700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE quality.call_evaluations
        ADD COLUMN agent_state text NOT NULL DEFAULT 'open' CHECK (agent_state IN (${list(AGENT_STATES)})),
        ADD COLUMN agent_unseen boolean NOT NULL DEFAULT false`);
    await db.query(`
      CREATE TABLE quality.evaluation_feedback (
        feedback_id serial PRIMARY KEY,
        customer_id integer NOT NULL REFERENCES core.customers (customer_id) ON DELETE CASCADE,
        call_evaluation_id integer NOT NULL REFERENCES quality.call_evaluations (call_evaluation_id) ON DELETE CASCADE,
        step text NOT NULL CHECK (step IN (${list(AGENT_STATES.filter((state) => state !== 'open'))})),
        user_id integer REFERENCES core.users (user_id) ON DELETE SET NULL,
        comment text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX evaluation_feedback_evaluation_idx ON quality.evaluation_feedback (call_evaluation_id, created_at, feedback_id)`);
    // The evaluators' count of open disputes, and an agent's own list by its agents.
    await db.query(`CREATE INDEX call_evaluations_disputed_idx ON quality.call_evaluations (customer_id) WHERE agent_state = 'disputed'`);
    await db.query(`CREATE INDEX call_evaluations_agent_idx ON quality.call_evaluations (agent_id, call_started_at) WHERE status = 'evaluated'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE quality.evaluation_feedback`);
    await db.query(`ALTER TABLE quality.call_evaluations DROP COLUMN agent_unseen, DROP COLUMN agent_state`);
  }
}
