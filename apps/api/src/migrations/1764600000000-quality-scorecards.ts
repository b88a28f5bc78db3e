import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ANSWER_TYPES } from '@backoffice/contracts';

const list = (values: readonly string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');

/**
 * Scorecards (issue 25). A form (`scorecards`) has numbered versions; each version has its own
 * questions, so an evaluation names the version it was scored with (`scorecard_version_id`) and its
 * answers name that version's questions. Deleting a form drops its unused versions and detaches
 * the used ones (`scorecard_id` NULL): their evaluations keep form, answers and score.
 * `section_scores` holds libs/domain's per-section scores as stored at save ([{ Name, Score }]),
 * which the PDF report averages.
 */
export class QualityScorecards1764600000000 implements MigrationInterface {
  name = 'QualityScorecards1764600000000';

  async up(db: QueryRunner): Promise<void> {
    const tenant = `customer_id integer NOT NULL REFERENCES core.customers (customer_id) ON DELETE CASCADE`;
    await db.query(`
      CREATE TABLE quality.scorecards (
        scorecard_id serial PRIMARY KEY,
        ${tenant},
        name text NOT NULL CHECK (btrim(name) <> ''),
        current_version_id integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX scorecards_name_idx ON quality.scorecards (customer_id, name)`);
    await db.query(`
      CREATE TABLE quality.scorecard_versions (
        scorecard_version_id serial PRIMARY KEY,
        ${tenant},
        scorecard_id integer REFERENCES quality.scorecards (scorecard_id) ON DELETE SET NULL,
        name text NOT NULL,
        version integer NOT NULL CHECK (version > 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX scorecard_versions_key ON quality.scorecard_versions (scorecard_id, version)`);
    await db.query(
      `ALTER TABLE quality.scorecards ADD CONSTRAINT scorecards_current_version_fk
         FOREIGN KEY (current_version_id) REFERENCES quality.scorecard_versions (scorecard_version_id) DEFERRABLE INITIALLY DEFERRED`,
    );
    await db.query(`
      CREATE TABLE quality.scorecard_questions (
        question_id serial PRIMARY KEY,
        ${tenant},
        scorecard_version_id integer NOT NULL REFERENCES quality.scorecard_versions (scorecard_version_id) ON DELETE CASCADE,
        section_position integer NOT NULL,
        section_name text NOT NULL,
        position integer NOT NULL,
        text text NOT NULL,
        weight numeric(6, 2) NOT NULL CHECK (weight >= 0),
        answer_type text NOT NULL CHECK (answer_type IN (${list(ANSWER_TYPES)})),
        critical boolean NOT NULL DEFAULT false
      )`);
    await db.query(`CREATE INDEX scorecard_questions_version_idx ON quality.scorecard_questions (scorecard_version_id, section_position, position)`);
    await db.query(`
      ALTER TABLE quality.call_evaluations
        ADD COLUMN scorecard_version_id integer REFERENCES quality.scorecard_versions (scorecard_version_id),
        ADD COLUMN score numeric(4, 1) CHECK (score BETWEEN 0 AND 100),
        ADD COLUMN section_scores jsonb`);
    await db.query(`CREATE INDEX call_evaluations_version_idx ON quality.call_evaluations (scorecard_version_id) WHERE scorecard_version_id IS NOT NULL`);
    await db.query(`CREATE INDEX call_evaluations_score_idx ON quality.call_evaluations (customer_id, score) WHERE score IS NOT NULL`);
    await db.query(`
      CREATE TABLE quality.evaluation_answers (
        ${tenant},
        call_evaluation_id integer NOT NULL REFERENCES quality.call_evaluations (call_evaluation_id) ON DELETE CASCADE,
        question_id integer NOT NULL REFERENCES quality.scorecard_questions (question_id),
        answer text NOT NULL,
        PRIMARY KEY (call_evaluation_id, question_id)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE quality.evaluation_answers`);
    await db.query(`ALTER TABLE quality.call_evaluations DROP COLUMN scorecard_version_id, DROP COLUMN score, DROP COLUMN section_scores`);
    await db.query(`DROP TABLE quality.scorecard_questions`);
    await db.query(`ALTER TABLE quality.scorecards DROP CONSTRAINT scorecards_current_version_fk`);
    await db.query(`DROP TABLE quality.scorecard_versions`);
    await db.query(`DROP TABLE quality.scorecards`);
  }
}
