import { HttpError } from 'react-admin';
import { Routes, TELEPHONY_IMPORT_KINDS, type Envelope, type ImportQueued, type ImportRunStatus, type TelephonyImportKind } from '@backoffice/contracts';
import { apiUrl } from '../../providers/http';
import { currentToken } from '../../providers/session';

export { TELEPHONY_IMPORT_KINDS };

/**
 * Sends a file to `POST telephony/imports/{kind}` as multipart (field `file`) with the session's
 * token. The server streams it to its storage and answers at once with the job that imports it;
 * refusals it can tell at once (413 too large, 415 binary or another kind of file) reject with
 * the server's message.
 */
export async function uploadImport(kind: TelephonyImportKind, file: File, fetchImpl: typeof fetch = fetch): Promise<ImportQueued> {
  const form = new FormData();
  form.append('file', file, file.name);
  const token = currentToken();
  let response: Response;
  try {
    response = await fetchImpl(apiUrl(`${Routes.telephonyImports}/${kind}`), {
      method: 'POST',
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: form,
    });
  } catch {
    throw new HttpError('Server is unreachable', 503, {});
  }
  let envelope: Partial<Envelope<ImportQueued>> | null = null;
  try {
    envelope = (await response.json()) as Envelope<ImportQueued>;
  } catch {
    envelope = null;
  }
  if (!response.ok || !envelope?.succeeded || !envelope.result?.data) {
    throw new HttpError(envelope?.message || response.statusText || `HTTP ${response.status}`, response.status, envelope ?? {});
  }
  return envelope.result.data;
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
