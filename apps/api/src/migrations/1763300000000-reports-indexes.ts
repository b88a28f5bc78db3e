import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reports (issue 13): one covering index over a tenant's calls by queue entry, carrying every
 * column the day-grouped reports (ACD details, call result, exten productivity, call duration,
 * the dashboard widget) read, so a month or a year is an index-only range scan instead of heap
 * reads. No rollup table: M and P change every figure, so sums per day could not be kept ahead.
 */
export class ReportsIndexes1763300000000 implements MigrationInterface {
  name = 'ReportsIndexes1763300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE INDEX calls_report_idx ON telephony.calls (customer_id, started_at)
        INCLUDE (routing_exten, answered, lost, wait_routing_seconds, wait_agent_seconds, talk_seconds, post_handling_seconds, result_type, agent_exten, agent_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX telephony.calls_report_idx`);
  }
}
