import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An evaluation's history also keeps `reopened` (libs/contracts EVALUATION_HISTORY_STEPS): an
 * evaluator changed it after the agent answered, and it went back to the agent.
 */
export class EvaluationReopened1765000000001 implements MigrationInterface {
  name = 'EvaluationReopened1765000000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE quality.evaluation_feedback DROP CONSTRAINT evaluation_feedback_step_check`);
    await db.query(`
      ALTER TABLE quality.evaluation_feedback ADD CONSTRAINT evaluation_feedback_step_check
        CHECK (step IN ('acknowledged', 'disputed', 'dispute_accepted', 'dispute_rejected', 'reopened'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM quality.evaluation_feedback WHERE step = 'reopened'`);
    await db.query(`ALTER TABLE quality.evaluation_feedback DROP CONSTRAINT evaluation_feedback_step_check`);
    await db.query(`
      ALTER TABLE quality.evaluation_feedback ADD CONSTRAINT evaluation_feedback_step_check
        CHECK (step IN ('acknowledged', 'disputed', 'dispute_accepted', 'dispute_rejected'))`);
  }
}
