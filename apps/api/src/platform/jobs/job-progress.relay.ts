import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { SocketEvent, type JobProgress } from '@backoffice/contracts';
import { Job, QueueEvents, type Queue } from 'bullmq';
import { AppConfig } from '../config/app-config.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import type { ProgressReport, RequestedJobData } from './job-requester.js';
import { redisConnectionOptions } from './redis-connection.js';

/**
 * Listens to a queue's events (from whichever process runs its worker) and sends each job's
 * progress, completion and failure to the sockets of the user who started it.
 */
@Injectable()
export class JobProgressRelay implements OnApplicationShutdown {
  private readonly listeners: QueueEvents[] = [];
  private readonly logger = new Logger('platform');

  constructor(
    private readonly config: AppConfig,
    private readonly realtime: RealtimeService,
  ) {}

  /** `downloadUrl` turns a completed job's return value into the link the downloads menu offers. */
  watch(queue: Queue, downloadUrl?: (returnValue: unknown, job: Job<RequestedJobData>) => string | undefined): void {
    const events = new QueueEvents(queue.name, { connection: redisConnectionOptions(this.config.redisUrl), prefix: queue.opts.prefix });
    events.on('error', (error) => this.logger.warn(`Queue events of ${queue.name}: ${error.message}`));
    const send = async (jobId: string, state: JobProgress['state'], progress: number, message?: string, returnValue?: unknown) => {
      const job = (await Job.fromId(queue, jobId)) as Job<RequestedJobData> | undefined;
      if (!job?.data?.requester) return;
      const update: JobProgress = { jobId, queue: queue.name, name: job.data.label, progress, state, message };
      if (state === 'completed' && downloadUrl) update.downloadUrl = downloadUrl(returnValue, job);
      this.realtime.toUser(job.data.requester.userId, SocketEvent.JobProgress, update);
    };
    events.on('progress', ({ jobId, data }) => {
      const report = (typeof data === 'number' ? { progress: data } : data) as ProgressReport;
      void send(jobId, 'active', report.progress, report.message);
    });
    events.on('completed', ({ jobId, returnvalue }) => void send(jobId, 'completed', 100, undefined, returnvalue));
    events.on('failed', ({ jobId, failedReason }) => void send(jobId, 'failed', 100, failedReason));
    this.listeners.push(events);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.listeners.map((events) => events.close()));
  }
}
