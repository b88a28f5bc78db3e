import type { TelephonyImportKind } from '@backoffice/contracts';
import type { RequestedJobData } from '../../../platform/jobs/job-requester.js';

/** The queue of telephony imports: one job per uploaded file. */
export const TELEPHONY_IMPORT_QUEUE = 'telephony-import';

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
