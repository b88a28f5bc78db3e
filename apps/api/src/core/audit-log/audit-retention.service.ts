import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { clock } from '../../platform/clock/clock.js';
import { AppConfig } from '../../platform/config/app-config.js';
import { deleteAuditRowsBefore } from './audit-retention.queries.js';

/** Rows deleted per transaction: short locks, and a first run over years of rows does not hold one transaction for minutes. */
const BATCH = 10_000;
const DAY_MS = 86_400_000;

/**
 * Removes audit rows older than AUDIT_RETENTION_DAYS (by the server's clock), every hour on every
 * instance; an advisory lock per batch lets one instance work while the others skip.
 */
@Injectable()
export class AuditRetention {
  private readonly log = new Logger('AuditRetention');

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  @Cron(CronExpression.EVERY_HOUR)
  async scheduled(): Promise<void> {
    await this.run().catch((error: unknown) => this.log.error(`Audit retention failed: ${String(error)}`));
  }

  /** Answers the number of rows removed (0 also when another instance was at work). */
  async run(): Promise<number> {
    const before = new Date(clock.now().getTime() - this.config.auditRetentionDays * DAY_MS);
    let removed = 0;
    for (;;) {
      const deleted = await this.dataSource.transaction((manager) => deleteAuditRowsBefore(manager, before, BATCH));
      if (deleted === null) return removed;
      removed += deleted;
      if (deleted < BATCH) return removed;
    }
  }
}
