/**
 * Call recordings in the storage. Generated calls share the pooled WAV files of
 * `recordings/pool/` (one per pooled talk length, see the domain's recording pool); a pooled
 * file that is missing (a fresh storage, a cleaned folder) is written again on first use, since
 * its content is a pure function of its length.
 */
import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { recordingKeyOf } from './recordings.queries.js';
import { StorageService } from '../../platform/storage/storage.service.js';
import { parseByteRange, type ByteRange } from './byte-range.js';
import { ensurePooledRecording, ensurePooledRecordings } from './pooled-recordings.js';

/**
 * Which of the tenant's calls a caller may hear, as the calling area decides from its own
 * permissions: Playback's "own calls" passes the session user (the call's agent must be linked to
 * that user), "own not transferred" adds notTransferred. No scope: any call of the tenant.
 */
export interface RecordingScope {
  /** Only calls answered by the agent linked to this product user (agents.user_id). */
  agentUserId?: number;
  /** Only calls that were not transferred. */
  notTransferred?: boolean;
}

export interface RecordingRequest {
  customerId: number;
  /** The call's LogID (call_id). */
  callId: string;
  /** The request's Range header, if any. */
  range?: string;
  scope?: RecordingScope;
}

export interface RecordingDownload {
  fileName: string;
  contentType: string;
  size: number;
  /** Set when a Range was asked for and can be served (206). */
  range: ByteRange | null;
  unsatisfiable: boolean;
  body: Readable | null;
}

@Injectable()
export class RecordingsService {
  constructor(
    private readonly storage: StorageService,
    private readonly dataSource: DataSource,
  ) {}

  /** Writes the pooled files for these talk lengths that the storage does not hold yet. */
  ensurePooledRecordings(lengths: Iterable<number>): Promise<number> {
    return ensurePooledRecordings(this.storage, lengths);
  }

  /**
   * The recording of a call of the tenant within the caller's scope, ready to stream (whole or
   * one byte range). Null when the call does not exist for this tenant, is outside the scope, or
   * has no recording: the caller answers 404 for all three, so nothing leaks.
   */
  async openForCall({ customerId, callId, range: rangeHeader, scope = {} }: RecordingRequest): Promise<RecordingDownload | null> {
    if (!/^\d{1,18}$/.test(callId)) return null;
    const key = await recordingKeyOf(this.dataSource.manager, customerId, callId, scope);
    if (!key) return null;
    await ensurePooledRecording(this.storage, key);
    const size = await this.storage.size(key);
    if (size === null) return null;
    const range = parseByteRange(rangeHeader, size);
    const fileName = `call-${callId}.wav`;
    if (range === 'unsatisfiable') return { fileName, contentType: 'audio/wav', size, range: null, unsatisfiable: true, body: null };
    return { fileName, contentType: 'audio/wav', size, range, unsatisfiable: false, body: this.storage.read(key, range ?? undefined) };
  }
}
