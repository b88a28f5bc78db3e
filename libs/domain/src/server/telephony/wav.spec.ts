import { describe, expect, it } from '@jest/globals';
import { pooledRecordingWavChunks, readWavInfo, speechLikeWav, speechLikeWavChunks, wavFileBytes } from './wav.js';

describe('speech-like WAV', () => {
  it('is PCM WAV of exactly the asked length', () => {
    const bytes = speechLikeWav(3);
    expect(bytes.length).toBe(wavFileBytes(3));
    expect(readWavInfo(bytes)).toEqual({ sampleRate: 8000, channels: 1, bitsPerSample: 8, dataBytes: 24000, durationSeconds: 3 });
  });

  it('is deterministic, not silent, and streams in chunks', () => {
    const a = speechLikeWav(2, 5);
    expect(speechLikeWav(2, 5)).toEqual(a);
    const samples = a.subarray(44);
    const loud = samples.filter((s) => Math.abs(s - 128) > 20).length;
    expect(loud).toBeGreaterThan(samples.length * 0.05);
    const chunks = [...speechLikeWavChunks(2.5, 5)];
    expect(chunks.length).toBe(4);
    expect(chunks.reduce((n, c) => n + c.length, 0)).toBe(wavFileBytes(2.5));
  });

  it('writes 16-bit when asked', () => {
    const info = readWavInfo(speechLikeWav(1, 1, { sampleRate: 8000, bitsPerSample: 16, channels: 1 }));
    expect(info?.bitsPerSample).toBe(16);
    expect(info?.durationSeconds).toBe(1);
  });
});

describe('pooled recording files', () => {
  it('have exactly the pooled length and differ between lengths', () => {
    const join = (chunks: Uint8Array[]) => Buffer.concat(chunks.map((c) => Buffer.from(c)));
    const long = join([...pooledRecordingWavChunks(185)]);
    expect(long.length).toBe(wavFileBytes(185));
    expect(readWavInfo(long)?.durationSeconds).toBe(185);
    const short = join([...pooledRecordingWavChunks(7)]);
    expect(short.subarray(44, 1044)).not.toEqual(join([...pooledRecordingWavChunks(8)]).subarray(44, 1044));
    expect(join([...pooledRecordingWavChunks(7)])).toEqual(short);
  });
});
