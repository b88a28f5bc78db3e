import { recordingPoolKey, recordingPoolKeyLength } from '@backoffice/domain';
import { pooledRecordingWavChunks, wavFileBytes } from '@backoffice/domain/server';
import { Readable } from 'node:stream';
import type { StorageService } from '../../platform/storage/storage.service.js';

/**
 * Writes a pooled recording unless the storage already holds it at its exact size. The content
 * is a pure function of the length, so rewriting gives the same bytes.
 * True when the file was written.
 */
export async function ensurePooledRecording(storage: StorageService, key: string): Promise<boolean> {
  const seconds = recordingPoolKeyLength(key);
  if (seconds === null) return false;
  if ((await storage.size(key)) === wavFileBytes(seconds)) return false;
  const chunks = (function* () {
    for (const chunk of pooledRecordingWavChunks(seconds)) yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  })();
  await storage.write(key, Readable.from(chunks, { objectMode: false }));
  return true;
}

/** The pooled files for these talk lengths; returns how many had to be written. */
export async function ensurePooledRecordings(storage: StorageService, lengths: Iterable<number>): Promise<number> {
  let written = 0;
  for (const seconds of [...new Set(lengths)].sort((a, b) => a - b)) {
    if (await ensurePooledRecording(storage, recordingPoolKey(seconds))) written++;
  }
  return written;
}
