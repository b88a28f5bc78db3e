import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ReportScheduleQueue } from '@backoffice/contracts';
import { scheduleOccurrences } from '@backoffice/domain';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { clock } from '../../platform/clock/clock.js';
import { AppConfig } from '../../platform/config/app-config.js';
import { occurrenceJobId, type ReportScheduleJobData } from './jobs/report-schedule.queue.js';
import { allSchedules, markChecked } from './schedules.queries.js';

/** How far back a tick looks for an occurrence not yet queued (a process down longer skips the older ones). */
const LOOKBACK_MS = 3_600_000;

/**
 * Hands each schedule's occurrences to the queue. Every process that runs workers ticks (every
 * REPORT_SCHEDULE_TICK_MS, default 15 s, on the server's clock); each occurrence becomes the job
 * `report-schedule-<id>-<instant>`, which BullMQ adds once however many processes see it, so it is
 * sent once across all instances. `checked_until` marks how far a schedule has been looked at.
 */
@Injectable()
export class ScheduleTicker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('reports');
  private timer: NodeJS.Timeout | undefined;
  private ticking = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    @InjectQueue(ReportScheduleQueue) private readonly queue: Queue<ReportScheduleJobData>,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.workersInProcess) return;
    const every = Number(this.config.env.REPORT_SCHEDULE_TICK_MS ?? 15_000);
    this.timer = setInterval(() => void this.tick(), Number.isFinite(every) && every >= 100 ? every : 15_000);
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Queues the latest due occurrence of every schedule (one tick at a time per process). */
  async tick(): Promise<void> {
    if (this.ticking) return;
    this.ticking = true;
    try {
      const now = clock.now();
      for (const schedule of await allSchedules(this.dataSource.manager)) {
        const since = new Date(Math.max(new Date(schedule.checkedUntil).getTime(), now.getTime() - LOOKBACK_MS));
        const due = scheduleOccurrences({ Time: schedule.time, Days: schedule.days }, schedule.timeZone, since, now).at(-1);
        if (due) {
          const data = {
            scheduleId: schedule.scheduleId,
            at: due.toISOString(),
            label: `Scheduled report ${schedule.scheduleId}`,
            requester: { userId: schedule.ownerId, sessionId: '', customerId: schedule.customerId },
          };
          await this.queue.add('occurrence', data, { jobId: occurrenceJobId(schedule.scheduleId, due) });
        }
        await markChecked(this.dataSource.manager, schedule.scheduleId, now);
      }
    } catch (error) {
      this.logger.warn(`Scheduled reports: a tick failed (${error instanceof Error ? error.message : String(error)}); the next one tries again.`);
    } finally {
      this.ticking = false;
    }
  }
}
