import type { RandomWeightRule } from '@backoffice/contracts';
import type { RequestedJobData } from '../../../platform/jobs/job-requester.js';

/** The job data of call sampling (queue QualityQueue.Sampling): one job per generation request. */
export interface SamplingJobData extends RequestedJobData {
  customerId: number;
  /** ISO instants: [from, to). */
  from: string;
  to: string;
  perAgent: number;
  agentIds: number[];
  rules: RandomWeightRule[];
  /** The draw's seed (a signed 64-bit integer as text): the same on every retry. */
  seed: string;
}
