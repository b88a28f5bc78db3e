import { parse as parseContentDisposition } from 'content-disposition';
import { HttpError } from 'react-admin';
import type { Envelope, JobProgress } from '@backoffice/contracts';
import { apiUrl, failureText, UNREACHABLE_MESSAGE } from '../providers/http';
import { currentToken } from '../providers/session';

/**
 * Files the browser fetches itself (call audio, report PDFs, CSV exports), listed with their
 * progress in the top bar's downloads menu like the server's jobs, then saved under the name the
 * server gives in Content-Disposition. A failed download ends its entry quietly (spec part 2
 * section 8: "A failed audio download just ends the download state"); the caller decides whether
 * to say more.
 */
type Listener = (update: JobProgress) => void;
const listeners = new Set<Listener>();
let sequence = 0;

export function onLocalDownload(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(update: JobProgress): void {
  for (const listener of listeners) listener(update);
}

/** The file name of a Content-Disposition header, or the fallback. */
export function fileNameOf(header: string | null, fallback: string): string {
  if (!header) return fallback;
  try {
    return parseContentDisposition(header).parameters.filename ?? fallback;
  } catch {
    return fallback;
  }
}

export interface DownloadOptions {
  /** What the downloads menu shows while it runs. */
  label: string;
  /** Query parameters of the GET (the token goes in a header, not the URL). */
  params?: Record<string, string | number>;
  /** The name to save under when the server names none. */
  fallbackName?: string;
  /** Hands the finished file to the caller instead of saving it (e.g. an audio player's source). */
  save?: boolean;
}

/** GETs a file with progress in the downloads menu; resolves with the file (saved unless `save: false`). */
export async function downloadFile(path: string, options: DownloadOptions): Promise<{ blob: Blob; fileName: string }> {
  const jobId = `download:${(sequence += 1)}`;
  const entry = (progress: number, state: JobProgress['state'], message?: string): JobProgress => ({
    jobId,
    queue: 'download',
    name: options.label,
    progress,
    state,
    message,
  });
  emit(entry(0, 'active'));
  const query = new URLSearchParams(Object.entries(options.params ?? {}).map(([key, value]) => [key, String(value)]));
  const token = currentToken();
  try {
    let response: Response;
    try {
      response = await fetch(`${apiUrl(path)}${query.size > 0 ? `?${query}` : ''}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    } catch {
      throw new HttpError(UNREACHABLE_MESSAGE, 503, {});
    }
    if (!response.ok) {
      const envelope = (await response.json().catch(() => null)) as Partial<Envelope> | null;
      throw new HttpError(failureText(envelope, response.statusText), response.status, envelope ?? {});
    }
    const total = Number(response.headers.get('content-length') ?? 0);
    const chunks: Uint8Array[] = [];
    let received = 0;
    let reported = 0;
    const reader = response.body?.getReader();
    for (let next = await reader?.read(); next && !next.done; next = await reader!.read()) {
      chunks.push(next.value);
      received += next.value.length;
      const progress = total > 0 ? Math.min(99, (received / total) * 100) : 50;
      if (progress - reported >= 1) {
        reported = progress;
        emit(entry(progress, 'active'));
      }
    }
    const fileName = fileNameOf(response.headers.get('content-disposition'), options.fallbackName ?? 'download');
    const blob = new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? 'application/octet-stream' });
    emit(entry(100, 'completed'));
    if (options.save !== false) saveBlob(blob, fileName);
    return { blob, fileName };
  } catch (error) {
    emit(entry(100, 'completed'));
    throw error;
  }
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
