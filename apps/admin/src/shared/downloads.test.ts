import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobProgress } from '@backoffice/contracts';
import { downloadFile, fileNameOf, onLocalDownload } from './downloads';

describe('fileNameOf', () => {
  it('reads plain and encoded names', () => {
    expect(fileNameOf('attachment; filename="Report 12.pdf"', 'x')).toBe('Report 12.pdf');
    expect(fileNameOf(`attachment; filename="?bersicht.csv"; filename*=UTF-8''%C3%9Cbersicht.csv`, 'x')).toBe('Übersicht.csv');
    expect(fileNameOf(null, 'fallback.wav')).toBe('fallback.wav');
    expect(fileNameOf('nonsense;;', 'fallback.wav')).toBe('fallback.wav');
  });
});

describe('downloadFile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports progress to the downloads menu and names the file as the server does', async () => {
    const body = new Uint8Array(5000).fill(7);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(body, {
            headers: { 'content-length': '5000', 'content-type': 'audio/wav', 'content-disposition': 'attachment; filename="call-17.wav"' },
          }),
      ),
    );
    const updates: JobProgress[] = [];
    const stop = onLocalDownload((update) => updates.push(update));
    const file = await downloadFile('playback/calls/download', { label: 'Call 17', params: { LogID: 17 }, save: false });
    stop();
    expect(file.fileName).toBe('call-17.wav');
    expect(file.blob.size).toBe(5000);
    expect(updates[0]).toMatchObject({ name: 'Call 17', state: 'active', progress: 0 });
    expect(updates.at(-1)).toMatchObject({ state: 'completed', progress: 100 });
    const [url, init] = (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[0];
    expect(url).toBe('/playback/calls/download?LogID=17');
    expect(JSON.stringify(init.headers)).not.toContain('undefined');
  });

  it('ends the entry and rejects with the server message on failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ succeeded: false, message: 'Cannot download: Call 9 was not found.' }), { status: 404 })),
    );
    const updates: JobProgress[] = [];
    const stop = onLocalDownload((update) => updates.push(update));
    await expect(downloadFile('playback/calls/download', { label: 'Call 9', save: false })).rejects.toThrow('Cannot download: Call 9 was not found.');
    stop();
    expect(updates.at(-1)).toMatchObject({ state: 'completed', progress: 100 });
  });
});
