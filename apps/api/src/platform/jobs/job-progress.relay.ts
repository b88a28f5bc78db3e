import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { SocketEvent, type JobProgress } from '@backoffice/contracts';
import { Job, QueueEvents, type Queue } from 'bullmq';
import { AppConfig } from '../config/app-config.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import type { ProgressReport, RequestedJobData } from './job-requester.js';
import { redisConnectionOptions } from './redis-connection.js';

/** Requesters and labels of recent jobs, so progress events do not read the job from Redis each time. */
const JOB_CACHE_SIZE = 1000;

/**
 * Sends each job's progress, completion and failure to the sockets of the user who started it,
 * whichever process runs the job's worker.
 *
 * Every API instance listens to the queue's event stream (so no single instance has to be up for
 * progress to flow) and delivers each event to the requester's sockets connected to itself only:
 * every socket gets each update exactly once, however many instances run. (Sending through the
 * shared socket.io adapter instead would reach every socket once per instance.) Processes
 * without sockets (`npm run worker`) deliver nothing.
 */
@Injectable()
export class JobProgressRelay implements OnApplicationShutdown {
  private readonly listeners: QueueEvents[] = [];
  private readonly jobs = new Map<string, { requester: RequestedJobData['requester']; label: string } | null>();
  private readonly logger = new Logger('platform');

  constructor(
    private readonly config: AppConfig,
    private readonly realtime: RealtimeService,
  ) {}

  /** `downloadUrl` turns a completed job's return value into the link the downloads menu offers. */
  watch(queue: Queue, downloadUrl?: (returnValue: unknown, job: Job<RequestedJobData>) => string | undefined): void {
    const events = new QueueEvents(queue.name, { connection: redisConnectionOptions(this.config.redisUrl), prefix: queue.opts.prefix });
    events.on('error', (error) => this.logger.warn(`Queue events of ${queue.name}: ${error.message}`));
    const requested = async (jobId: string) => {
      const key = `${queue.name}:${jobId}`;
      if (this.jobs.has(key)) return { job: null, data: this.jobs.get(key)! };
      const job = (await Job.fromId(queue, jobId)) as Job<RequestedJobData> | undefined;
      const data = job?.data?.requester ? { requester: job.data.requester, label: job.data.label } : null;
      if (this.jobs.size >= JOB_CACHE_SIZE) this.jobs.delete(this.jobs.keys().next().value!);
      this.jobs.set(key, data);
      return { job: job ?? null, data };
    };
    const send = async (jobId: string, state: JobProgress['state'], progress: number, message?: string, returnValue?: unknown) => {
      if (!this.realtime.servesSockets) return;
      try {
        const { job, data } = await requested(jobId);
        if (!data) return;
        const update: JobProgress = { jobId, queue: queue.name, name: data.label, progress, state, message };
        if (state === 'completed' && downloadUrl) {
          const finished = job ?? ((await Job.fromId(queue, jobId)) as Job<RequestedJobData> | undefined);
          if (finished) update.downloadUrl = downloadUrl(returnValue, finished);
        }
        this.realtime.toRequesterOnThisInstance(data.requester, SocketEvent.JobProgress, update);
        if (state !== 'active') this.jobs.delete(`${queue.name}:${jobId}`);
      } catch (error) {
        this.logger.warn(`Progress of job ${jobId} in ${queue.name} not relayed: ${error instanceof Error ? error.message : String(error)}`);
      }
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
