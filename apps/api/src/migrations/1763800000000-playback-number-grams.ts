import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Playback's number search over millions of calls: the trigram index (1763600000000) reads, for
 * a text of digits, three of only a thousand digit trigrams, each in about a tenth of all numbers.
 * This index keeps every five-character substring of a number (lower-cased), so a search of five
 * characters or more reads lists of a few hundred calls; shorter ones keep the trigram index.
 * Five, because the crud kit's search asks for grams of that size (playbackCallsResource). Writing
 * calls costs about a fifth more with it (bench/seed: generator and raw COPY of the same rows).
 */
export class PlaybackNumberGrams1763800000000 implements MigrationInterface {
  name = 'PlaybackNumberGrams1763800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION telephony.caller_number_grams(number text) RETURNS text[]
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS
      $$ SELECT ARRAY(SELECT substr(lower(number), i, 5) FROM generate_series(1, length(number) - 4) AS i) $$`);
    await db.query(`CREATE INDEX calls_caller_number_grams_idx ON telephony.calls USING gin (telephony.caller_number_grams(caller_number))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX telephony.calls_caller_number_grams_idx`);
    await db.query(`DROP FUNCTION telephony.caller_number_grams(text)`);
  }
}
