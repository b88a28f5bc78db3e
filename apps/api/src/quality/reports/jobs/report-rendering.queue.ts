import { QualityCalls, type ReportLanguage } from '@backoffice/contracts';
import type { RequestedJobData } from '../../../platform/jobs/job-requester.js';

/** The job data of report rendering (queue QualityQueue.Report): one job per report request. */
export interface ReportJobData extends RequestedJobData {
  customerId: number;
  /** ISO instants, both included. */
  from: string;
  to: string;
  agentIds: number[];
  perAgent: boolean;
  userId: number;
  /** Absent on jobs queued before reports had a language: English. */
  language?: ReportLanguage;
}

/** Where the downloads menu links a finished report. */
export function reportDownloadUrl(reportId: number): string {
  return `/${QualityCalls.downloadReport.path}?ReportID=${reportId}&Mode=direct`;
}
