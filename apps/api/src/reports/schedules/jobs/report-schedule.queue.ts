import type { RequestedJobData } from '../../../platform/jobs/job-requester.js';

/** A run of a schedule (queue ReportScheduleQueue): one job per occurrence, or per run_now. */
export interface ReportScheduleJobData extends RequestedJobData {
  scheduleId: number;
  /** The instant the range is computed for (ISO): the occurrence, so a retry mails the same days. */
  at: string;
}

/** One job per occurrence, whichever instance sees it first: BullMQ adds a job id once. */
export const occurrenceJobId = (scheduleId: number, occurrence: Date) => `report-schedule-${scheduleId}-${occurrence.getTime()}`;
export const runNowJobId = (scheduleId: number) => `report-schedule-${scheduleId}-now`;
