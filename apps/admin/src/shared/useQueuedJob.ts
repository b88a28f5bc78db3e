import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { JobProgress } from '@backoffice/contracts';
import { jobStartFailure } from './jobStart';
import { onJobProgress } from '../providers/socket';

/**
 * A job a page queues (evaluations drawn, a PDF rendered): `start` sends the request, the progress
 * comes from the socket, and the end is told once: `success` on completion, `fail` and the job's
 * reason (after `separator`) on failure; a refused request shows the server's message (the job
 * limit in the user's language).
 */
export function useQueuedJob(
  queue: JobProgress['queue'],
  messages: { success: string; fail: string; separator: string },
): { progress: JobProgress | null; sending: boolean; jobId: string | null; start: (request: () => Promise<{ JobID: string }>) => Promise<void> } {
  const notify = useNotify();
  const translate = useTranslate();
  const [jobId, setJobId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [since, setSince] = useState(0);
  const progress = useJobProgress(queue, jobId, since);

  useEffect(() => {
    if (progress?.state === 'completed') notify(messages.success, { type: 'success' });
    if (progress?.state === 'failed') notify(`${translate(messages.fail)}${messages.separator}${progress.message ?? ''}`.trim(), { type: 'error' });
  }, [progress?.state]); // eslint-disable-line react-hooks/exhaustive-deps

  const start = async (request: () => Promise<{ JobID: string }>) => {
    setSending(true);
    setJobId(null);
    setSince(Date.now());
    try {
      setJobId((await request()).JobID);
    } catch (error) {
      notify(jobStartFailure(error, translate, translate(messages.fail)), { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return { progress, sending, jobId, start };
}

/**
 * The latest progress of one job of a queue, as the server relays it to the requester.
 * Updates are kept from mount on, so a job that finishes before its id is known (small jobs can
 * finish before their HTTP answer arrives) is not missed; only updates from `since` on count, so
 * a finished earlier run of the same job id (the same request asked again) is not taken for this
 * one. The completed update keeps the last message (the job's own summary).
 */
export function useJobProgress(queue: JobProgress['queue'], jobId: string | null, since: number): JobProgress | null {
  const [updates, setUpdates] = useState<Record<string, JobProgress & { at: number }>>({});
  useEffect(
    () =>
      onJobProgress((update) => {
        if (update.queue !== queue) return;
        setUpdates((current) => {
          const previous = current[update.jobId];
          const message = update.message ?? (previous && update.state !== 'active' ? previous.message : undefined);
          return { ...current, [update.jobId]: { ...update, message, at: Date.now() } };
        });
      }),
    [queue],
  );
  const latest = jobId ? updates[jobId] : undefined;
  return latest && latest.at >= since ? latest : null;
}
