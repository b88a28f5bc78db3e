import type { Principal } from '../auth/principal.js';
import { activeCustomerOrNull } from '../auth/active-customer.js';

/** Who started a job: progress and the result go to this user's sockets. */
export interface JobRequester {
  userId: number;
  sessionId: string;
  customerId: number | null;
}

/** Every job's data carries its requester and a label for the downloads menu. */
export interface RequestedJobData {
  requester: JobRequester;
  label: string;
}

export function requesterOf(principal: Principal): JobRequester {
  return { userId: principal.userId, sessionId: principal.sessionId, customerId: activeCustomerOrNull(principal) };
}

/** What a processor reports with `job.updateProgress(...)`. */
export interface ProgressReport {
  /** 0..100 */
  progress: number;
  message?: string;
}
