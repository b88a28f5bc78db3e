import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A schedule's language (its mail's subject and text, the heading of its PDF, the quality report's
 * PDF): before, only the quality report took one, as its parameter `Language`, which moves here.
 * And the last failure's problems by code (`[{ Problem, Value }]`, as refusals name them), so the
 * admin words them in its user's language; `last_error` keeps the English text.
 */
export class ScheduleLanguage1765200000000 implements MigrationInterface {
  name = 'ScheduleLanguage1765200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE reports.schedules ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'de'))`);
    await db.query(`ALTER TABLE reports.schedules ADD COLUMN last_error_problems jsonb`);
    await db.query(`
      UPDATE reports.schedules SET language = CASE WHEN parameters->>'Language' = 'de' THEN 'de' ELSE 'en' END, parameters = parameters - 'Language'
       WHERE parameters ? 'Language'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `UPDATE reports.schedules SET parameters = parameters || jsonb_build_object('Language', language) WHERE report = 'quality/reports/generate'`,
    );
    await db.query(`ALTER TABLE reports.schedules DROP COLUMN last_error_problems`);
    await db.query(`ALTER TABLE reports.schedules DROP COLUMN language`);
  }
}
