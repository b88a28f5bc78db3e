import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { JobProgress, QualityQueue } from '@backoffice/contracts';
import { jobStartFailure } from '../shared/jobStart';
import { useJobProgress } from './qualityApi';

/**
 * A job a page queues (evaluations drawn, a PDF rendered): `start` sends the request, the progress
 * comes from the socket, and the end is told once: `success` on completion, `fail` and the job's
 * reason (after `separator`) on failure; a refused request shows the server's message (the job
 * limit in the user's language).
 */
export function useQueuedJob(
  queue: (typeof QualityQueue)[keyof typeof QualityQueue],
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
