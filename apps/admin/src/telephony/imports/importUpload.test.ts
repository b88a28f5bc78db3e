import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginSession } from '@backoffice/contracts';
import { writeSession } from '../../providers/session';
import { importRunning, importStatusColor, uploadImport } from './importUpload';

afterEach(() => vi.unstubAllGlobals());

const envelope = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('import upload', () => {
  it('posts the file as multipart to the kind with the session token and answers the queued job', async () => {
    writeSession({ token: 'tok-9', permissions: ['*'], userSettings: { Columns: {} } } as unknown as LoginSession);
    const queued = { ImportID: 4, JobID: 'telephony-import-4', Kind: 'queue_log', FileName: 'queue_log', FileBytes: 12 };
    const fetchImpl = vi.fn(async () => envelope(200, { succeeded: true, status: 200, result: { data: queued } }));
    const file = new File(['1767261600|NONE|NONE|NONE|QUEUESTART|\n'], 'queue_log');
    vi.stubGlobal('fetch', fetchImpl);
    expect(await uploadImport('queue_log', file)).toEqual(queued);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/telephony/imports/queue_log');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-9');
    const sent = (init.body as FormData).get('file') as File;
    expect(sent.name).toBe('queue_log');
    expect(sent.size).toBe(file.size);
  });

  it("rejects with the server's reason and status when the upload is refused", async () => {
    const message = 'Cannot import the file: Master.zip was not accepted: it is not a text file (binary data in its first 8 KiB).';
    const fetchImpl = vi.fn(async () => envelope(415, { succeeded: false, status: 415, message }));
    vi.stubGlobal('fetch', fetchImpl);
    await expect(uploadImport('cdr_csv', new File(['PK'], 'Master.zip'))).rejects.toMatchObject({ message, status: 415 });
  });

  it('answers 503 when the server cannot be reached', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchImpl);
    await expect(uploadImport('absences', new File(['x'], 'a.csv'))).rejects.toMatchObject({ status: 503 });
  });

  it('colours and follows run statuses', () => {
    expect(importStatusColor('imported')).toBe('success');
    expect(['rejected', 'failed', 'refused'].map((status) => importStatusColor(status as 'failed'))).toEqual(['error', 'error', 'error']);
    expect(importStatusColor('running')).toBe('info');
    expect(importRunning('queued')).toBe(true);
    expect(importRunning('imported')).toBe(false);
  });
});
