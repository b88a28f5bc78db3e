import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Playback's search on the number (`Number like %…%`) is a substring search: no b-tree helps, and
 * walking the newest-first index testing every call took 23 s over 10 million calls for a number
 * few calls have. A trigram index finds the matches first (the crud kit's search document, see
 * docs/decisions.md); it is not partial, because the matches are found before the playback scope
 * (which holds `recording_key IS NOT NULL`) is applied to them.
 */
export class PlaybackNumberSearch1763600000000 implements MigrationInterface {
  name = 'PlaybackNumberSearch1763600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await db.query(`CREATE INDEX calls_caller_number_trgm_idx ON telephony.calls USING gin (caller_number gin_trgm_ops)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX telephony.calls_caller_number_trgm_idx`);
  }
}
