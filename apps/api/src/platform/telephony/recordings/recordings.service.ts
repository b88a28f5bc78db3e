/**
 * Call recordings in the storage. Generated calls share the pooled WAV files of
 * `recordings/pool/` (one per pooled talk length, see the domain's recording pool); a pooled
 * file that is missing (a fresh storage, a cleaned folder) is written again on first use, since
 * its content is a pure function of its length.
 */
import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { StorageService } from '../../storage/storage.service.js';
import { parseByteRange, type ByteRange } from './byte-range.js';
import { ensurePooledRecording, ensurePooledRecordings } from './pooled-recordings.js';

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
   * The recording of a call of the tenant, ready to stream (whole or one byte range).
   * Null when the call does not exist for this tenant or has no recording.
   */
  async openForCall(customerId: number, callId: string, rangeHeader: string | undefined): Promise<RecordingDownload | null> {
    if (!/^\d{1,18}$/.test(callId)) return null;
    const rows: { recording_key: string | null; unique_id: string }[] = await this.dataSource.query(
      `SELECT recording_key, unique_id FROM telephony.calls WHERE customer_id = $1 AND call_id = $2`,
      [customerId, callId],
    );
    const key = rows[0]?.recording_key;
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
