import type { TelephonyImportKind } from '@backoffice/contracts';
import type { RequestedJobData } from '../../../platform/jobs/job-requester.js';

/** A job of the telephony import queue (`TelephonyQueue.Import` in contracts): one per uploaded file. */

export interface TelephonyImportJobData extends RequestedJobData {
  importId: number;
  customerId: number;
  kind: TelephonyImportKind;
  fileName: string;
  /** The upload in the platform storage. */
  storageKey: string;
  fileBytes: number;
}

/** What a finished import job returns. */
export interface TelephonyImportJobResult {
  importId: number;
  rowsWritten: number;
}

/** One job per import run: enqueueing the same run twice adds nothing. */
export function telephonyImportJobId(importId: number): string {
  return `telephony-import-${importId}`;
}
