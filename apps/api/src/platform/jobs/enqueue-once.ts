import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { JobsOptions, Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { recordAuditEvent } from '../audit/audit-events.queries.js';
import type { RequestedJobData } from './job-requester.js';
import { JobSlots, type JobOwner } from './job-slots.js';

/**
 * A job id derived from what was asked (and by whom): the same request twice, e.g. a double
 * click, names the same job. Object keys are sorted so the order of fields does not matter.
 */
export function requestJobId(prefix: string, request: unknown): string {
  const canonical = JSON.stringify(request, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
  return `${prefix}-${createHash('sha256').update(canonical).digest('hex').slice(0, 32)}`;
}

/**
 * The one way a user's request becomes a job, for every queue users start: the same request again
 * answers the job already queued, and a new one needs a free slot of its user and customer
 * (JobSlots: 429 naming the limit, nothing queued).
 */
@Injectable()
export class JobEnqueuer {
  constructor(
    private readonly slots: JobSlots,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Adds the job unless one with its id is waiting or running (then that one answers). A finished
   * job of the same id is removed first: asking again after it is done is a new run. The job
   * counts against its requester and `customerId` (by default the requester's active customer).
   */
  async enqueueOnce<Data extends RequestedJobData>(
    queue: Queue<Data>,
    name: string,
    data: Data,
    jobId: string,
    options: { job?: JobsOptions; customerId?: number | null } = {},
  ): Promise<string> {
    const existing = await queue.getJob(jobId);
    if (existing) {
      const state = await existing.getState();
      if (state !== 'completed' && state !== 'failed') return jobId;
      await existing.remove();
    }
    const owner: JobOwner = { userId: data.requester.userId, customerId: options.customerId === undefined ? data.requester.customerId : options.customerId };
    const jobKey = queue.toKey(jobId);
    await this.slots.take(owner, jobKey);
    try {
      // The start's audit row commits only once the job is queued: no row for a job that never was.
      await this.dataSource.transaction(async (manager) => {
        await recordAuditEvent(manager, {
          action: 'job_start',
          resource: queue.name,
          resourceId: jobId,
          changes: [{ Field: 'label', Old: null, New: data.label }],
          actor: owner.customerId === null ? {} : { customerId: owner.customerId },
        });
        await (queue as Queue).add(name, data, { ...options.job, jobId });
      });
    } catch (error) {
      await this.slots.release(owner, jobKey);
      throw error;
    }
    return jobId;
  }

  /** 429 when the owner could not start a job now; takes no slot (checked before a long upload). */
  assertRoom(owner: JobOwner): Promise<void> {
    return this.slots.assertRoom(owner);
  }
}
