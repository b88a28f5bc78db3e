import { describe, expect, it } from '@jest/globals';
import {
  MAX_POOLED_SECONDS,
  isPooledRecordingLength,
  recordingPoolKey,
  recordingPoolKeyLength,
  recordingPoolLengths,
  snapToRecordingPool,
} from './recording-pool.js';
import { pooledRecordingWavChunks, readWavInfo, speechLikeWav, speechLikeWavChunks, wavFileBytes } from './wav.js';

describe('recording pool', () => {
  it('holds every second up to a minute, then about 5 % steps, a small pool in all', () => {
    const grid = recordingPoolLengths();
    expect(grid.slice(0, 3)).toEqual([1, 2, 3]);
    expect(grid).toContain(60);
    expect(grid[grid.length - 1]).toBe(MAX_POOLED_SECONDS);
    expect(grid.length).toBeLessThan(150);
    for (let i = 1; i < grid.length; i++) expect(grid[i]).toBeGreaterThan(grid[i - 1]);
  });

  it('snaps wanted durations to the grid and names the file after the length', () => {
    expect(snapToRecordingPool(0)).toBe(1);
    expect(snapToRecordingPool(37)).toBe(37);
    expect(isPooledRecordingLength(snapToRecordingPool(187))).toBe(true);
    expect(Math.abs(snapToRecordingPool(187) - 187)).toBeLessThanOrEqual(6);
    expect(snapToRecordingPool(99999)).toBe(MAX_POOLED_SECONDS);
    expect(recordingPoolKey(37)).toBe('recordings/pool/talk-0037s.wav');
    expect(recordingPoolKeyLength('recordings/pool/talk-0037s.wav')).toBe(37);
    expect(() => recordingPoolKey(61.5)).toThrow(RangeError);
  });
});

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
