/**
 * Checks an upload while it streams to the storage: its first 8 KiB must be text (NUL runs in
 * front of lines allowed, as real queue_logs have them) and must not be another kind of file,
 * and it must stay under the upload limit. A refusal ends the stream with the HTTP status and
 * reason to answer; nothing of the file is kept.
 */
import type { TelephonyImportKind } from '@backoffice/contracts';
import { SNIFF_BYTES, looksBinary, wrongImportKindReason } from '@backoffice/domain/server';
import { Transform, type TransformCallback } from 'node:stream';

export class UploadRefusedError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export class UploadInspection extends Transform {
  /** Bytes that passed. */
  bytes = 0;
  private head: Buffer[] = [];
  private headBytes = 0;
  private checked = false;

  constructor(
    private readonly kind: TelephonyImportKind,
    private readonly maxBytes: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(tooLarge(this.maxBytes));
    if (this.checked) return done(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SNIFF_BYTES) return done();
    done(this.check());
  }

  override _flush(done: TransformCallback): void {
    if (this.checked) return done();
    if (this.headBytes === 0) return done(new UploadRefusedError(400, 'the file is empty'));
    done(this.check());
  }

  private check(): Error | null {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.checked = true;
    const sniffed = head.subarray(0, SNIFF_BYTES);
    if (looksBinary(sniffed)) return new UploadRefusedError(415, 'it is not a text file (binary data in its first 8 KiB)');
    const firstLine = sniffed
      .toString('utf8')
      .split('\n')
      .map((line) => line.replaceAll('\0', '').trim())
      .find((line) => line !== '');
    const wrongKind = firstLine === undefined ? null : wrongImportKindReason(this.kind, firstLine);
    if (wrongKind) return new UploadRefusedError(415, wrongKind);
    this.push(head);
    return null;
  }
}

export function tooLarge(maxBytes: number): UploadRefusedError {
  return new UploadRefusedError(413, `it is larger than the upload limit of ${maxBytes.toLocaleString('en')} bytes`);
}
