import { createHash } from 'node:crypto';
import type { JobsOptions, Queue } from 'bullmq';

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
 * Adds the job unless one with its id is waiting or running (then that one answers). A finished
 * job of the same id is removed first: asking again after it is done is a new run.
 */
export async function enqueueOnce<Data>(queue: Queue<Data>, name: string, data: Data, jobId: string, options: JobsOptions = {}): Promise<string> {
  const existing = await queue.getJob(jobId);
  if (existing) {
    const state = await existing.getState();
    if (state !== 'completed' && state !== 'failed') return jobId;
    await existing.remove();
  }
  await (queue as Queue).add(name, data, { ...options, jobId });
  return jobId;
}
