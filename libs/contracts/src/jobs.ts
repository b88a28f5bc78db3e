/** The data of a job start refused with 429: which limit of queued and running jobs was reached. */
export interface JobLimitReached {
  /** `user`: the caller's own jobs; `customer`: every job of the active customer. */
  Scope: 'user' | 'customer';
  Limit: number;
}
