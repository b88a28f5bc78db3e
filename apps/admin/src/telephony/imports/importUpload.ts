import { TELEPHONY_IMPORT_KINDS, type ImportQueued, type ImportRunStatus, type TelephonyImportKind } from '@backoffice/contracts';
import { api } from '../../providers/api';

export { TELEPHONY_IMPORT_KINDS };

/**
 * Sends a file to `POST telephony/imports/{kind}` as multipart (field `file`) with the session's
 * token. The server streams it to its storage and answers at once with the job that imports it;
 * refusals it can tell at once (413 too large, 415 binary or another kind of file) reject with
 * the server's message.
 */
export function uploadImport(kind: TelephonyImportKind, file: File): Promise<ImportQueued> {
  return api.telephony.importFile({ kind, file });
}

/** Chip colours of a run's status: done well, refused or failed, still going. */
export function importStatusColor(status: ImportRunStatus): 'success' | 'error' | 'warning' | 'info' {
  if (status === 'imported') return 'success';
  if (status === 'rejected' || status === 'failed' || status === 'refused') return 'error';
  return 'info';
}

/** Whether a run is still on its way (the list refreshes while any is). */
export function importRunning(status: ImportRunStatus): boolean {
  return status === 'receiving' || status === 'queued' || status === 'running';
}
