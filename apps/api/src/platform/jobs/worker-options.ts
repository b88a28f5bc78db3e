/**
 * Timing of every BullMQ worker, given to `@Processor(queue, { autorun: false, ...workerTiming() })`.
 * A worker holds a job's lock for JOB_LOCK_SECONDS (default 30) and renews it while it runs; when
 * its process dies the lock runs out and another worker's stall check (every JOB_LOCK_SECONDS)
 * takes the job up again. Read from the environment because decorator options are fixed when the
 * module loads, before the app's configuration exists.
 */
export function workerTiming(env: NodeJS.ProcessEnv = process.env): { lockDuration: number; stalledInterval: number } {
  const seconds = Number(env.JOB_LOCK_SECONDS ?? 30);
  const lockMs = Number.isFinite(seconds) && seconds >= 1 ? Math.round(seconds * 1000) : 30_000;
  return { lockDuration: lockMs, stalledInterval: lockMs };
}
