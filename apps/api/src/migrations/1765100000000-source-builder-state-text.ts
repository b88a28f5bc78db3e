import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A queue_log source's builder memory is stored with every read (0.1-2.5 MB of JSON) and only ever
 * read back whole by its reader: as jsonb, PostgreSQL parsed all of it on every write (about 0.3 s
 * for 2.6 MB on the loaded bench machine, five times the cost of storing it as text). Text, compressed
 * with lz4 where the server has it (faster than the default pglz).
 */
export class SourceBuilderStateText1765100000000 implements MigrationInterface {
  name = 'SourceBuilderStateText1765100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE telephony.sources ALTER COLUMN builder_state TYPE text USING builder_state::text`);
    await db.query(`
      DO $$ BEGIN
        ALTER TABLE telephony.sources ALTER COLUMN builder_state SET COMPRESSION lz4;
      EXCEPTION WHEN feature_not_supported THEN NULL;
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE telephony.sources ALTER COLUMN builder_state SET COMPRESSION default`);
    await db.query(`ALTER TABLE telephony.sources ALTER COLUMN builder_state TYPE jsonb USING builder_state::jsonb`);
  }
}
