/**
 * Draws a generation's sample as a BullMQ job, a few agents per statement, with progress for the
 * requester's downloads menu. Excluded agents are read when the job runs and never sampled.
 * Idempotent: the seed is in the job data, so a retry draws the same calls, and the unique key
 * on (customer, call) skips those an earlier attempt already wrote.
 */
import { Processor } from '@nestjs/bullmq';
import { EventBus } from '@nestjs/cqrs';
import { QualityQueue, type EvaluationsGenerated } from '@backoffice/contracts';
import type { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { withStatementTimeout } from '../../../platform/database/statement-timeout.js';
import { ProcessingHost } from '../../../platform/jobs/processing-host.js';
import { workerTiming } from '../../../platform/jobs/worker-options.js';
import { EvaluationsGeneratedEvent } from '../events/evaluations-generated.event.js';
import { countGenerated, excludedAmong } from '../evaluations.queries.js';
import { insertCallDraw } from './call-draw.queries.js';
import type { SamplingJobData } from './sampling.queue.js';

/** About this many statements per job, so progress moves in steps of about 5 %. */
const PROGRESS_STEPS = 20;
/** Statements drawing at the same time (each on its own pooled connection). */
const DRAW_CONCURRENCY = 2;

@Processor(QualityQueue.Sampling, { autorun: false, ...workerTiming() })
export class SamplingProcessor extends ProcessingHost {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventBus,
  ) {
    super();
  }

  async process(job: Job<SamplingJobData>): Promise<EvaluationsGenerated> {
    const { customerId, agentIds } = job.data;
    const excluded = new Set(await excludedAmong(this.dataSource.manager, customerId, agentIds));
    const agents = agentIds.filter((id) => !excluded.has(id));
    // A run of this job (its retries share the seed); asking the same again later is a new run.
    const generation = `${String(job.id)}@${job.data.seed}`;
    const chunk = Math.max(1, Math.ceil(agents.length / PROGRESS_STEPS));
    const batches: number[][] = [];
    for (let i = 0; i < agents.length; i += chunk) batches.push(agents.slice(i, i + chunk));
    let next = 0;
    let done = 0;
    // A few statements at once: the draw is CPU-bound in the database, which has more than one core.
    const drawLoop = async () => {
      while (next < batches.length) {
        const batch = batches[next++];
        // A draw over a year of calls may run longer than a request may: the job's own limit.
        await withStatementTimeout(this.dataSource, this.appConfig.jobStatementTimeoutMs, (manager) =>
          insertCallDraw(manager, {
            customerId,
            agentIds: batch,
            perAgent: job.data.perAgent,
            rules: job.data.rules,
            from: new Date(job.data.from),
            to: new Date(job.data.to),
            generation,
            seed: job.data.seed,
          }),
        );
        done += batch.length;
        await job.updateProgress({ progress: Math.min(99, Math.floor((done / agents.length) * 100)), message: `${done} of ${agents.length} agents sampled` });
      }
    };
    await Promise.all(Array.from({ length: Math.min(DRAW_CONCURRENCY, batches.length) }, drawLoop));
    const count = await countGenerated(this.dataSource.manager, customerId, generation);
    const skipped = excluded.size > 0 ? ` (${excluded.size} excluded agent${excluded.size === 1 ? '' : 's'} skipped)` : '';
    await job.updateProgress({ progress: 100, message: `Calls generated successfully! ${count} calls drawn${skipped}.` });
    this.events.publish(new EvaluationsGeneratedEvent(customerId, count, String(job.id)));
    return { Generated: count, Agents: agents.length, ExcludedAgents: excluded.size };
  }
}
