import type { JobLimitReached } from '@backoffice/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * What to tell the user when starting a job failed: the job limit (429 with JobLimitReached) in
 * the user's language, anything else as the server said it.
 */
export function jobStartFailure(error: unknown, translate: Translate, fallback = ''): string {
  const { status, body, message } = (error ?? {}) as { status?: number; body?: { result?: { data?: Partial<JobLimitReached> | null } }; message?: string };
  const limit = status === 429 ? body?.result?.data : null;
  if (limit && (limit.Scope === 'user' || limit.Scope === 'customer') && typeof limit.Limit === 'number') {
    return translate(`app.jobs.limit_${limit.Scope}`, { limit: limit.Limit });
  }
  return message || fallback;
}
