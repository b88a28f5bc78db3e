import { describe, expect, it } from '@jest/globals';
import {
  MAX_POOLED_SECONDS,
  isPooledRecordingLength,
  recordingPoolKey,
  recordingPoolKeyLength,
  recordingPoolLengths,
  snapToRecordingPool,
} from './recording-pool.js';

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
