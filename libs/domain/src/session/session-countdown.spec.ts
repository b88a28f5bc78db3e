import { describe, expect, it } from '@jest/globals';
import { formatCountdown, sessionCountdown } from './session-countdown.js';

const now = new Date('2026-01-01T10:00:00.000Z');
const inSeconds = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('sessionCountdown', () => {
  it('runs quietly while more than 600 seconds are left', () => {
    expect(sessionCountdown(inSeconds(601), now)).toEqual({ phase: 'running', secondsLeft: 601 });
  });
  it('warns from 600 seconds left', () => {
    expect(sessionCountdown(inSeconds(600), now)).toEqual({ phase: 'warning', secondsLeft: 600 });
    expect(sessionCountdown(inSeconds(121), now).phase).toBe('warning');
  });
  it('asks to confirm in the last 120 seconds', () => {
    expect(sessionCountdown(inSeconds(120), now)).toEqual({ phase: 'confirm', secondsLeft: 120 });
    expect(sessionCountdown(inSeconds(1), now).phase).toBe('confirm');
  });
  it('ends at zero and never counts below it', () => {
    expect(sessionCountdown(inSeconds(0), now)).toEqual({ phase: 'expired', secondsLeft: 0 });
    expect(sessionCountdown(inSeconds(-30), now)).toEqual({ phase: 'expired', secondsLeft: 0 });
  });
  it('accepts the ISO time the server sends', () => {
    expect(sessionCountdown('2026-01-01T10:05:00.000Z', now)).toEqual({ phase: 'warning', secondsLeft: 300 });
  });
  it('runs without end when no expiry is known', () => {
    expect(sessionCountdown(null, now).phase).toBe('running');
    expect(sessionCountdown('not a date', now).phase).toBe('running');
  });
});

describe('formatCountdown', () => {
  it('shows minutes and seconds, and hours when there are any', () => {
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(3600 + 61)).toBe('1:01:01');
    expect(formatCountdown(0)).toBe('00:00');
  });
});
