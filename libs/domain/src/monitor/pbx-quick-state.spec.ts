import { describe, expect, it } from '@jest/globals';
import { isLiveQuickState, quickStateChanged, unreachableQuickState } from './pbx-quick-state.js';

const at = (iso: string) => new Date(iso);
const state = (connected: number, queued: number, readAt = '2026-03-02T09:00:00.000Z', reachable = true) => ({
  Connected: connected,
  Queued: queued,
  Reachable: reachable,
  ReadAt: readAt,
  CheckedAt: readAt,
});

describe('quickStateChanged', () => {
  it('is news when counts or reachability change, not when only the time does', () => {
    expect(quickStateChanged(null, state(1, 2))).toBe(true);
    expect(quickStateChanged(state(1, 2), state(1, 2, '2026-03-02T09:00:05.000Z'))).toBe(false);
    expect(quickStateChanged(state(1, 2), state(2, 2))).toBe(true);
    expect(quickStateChanged(state(1, 2), state(1, 3))).toBe(true);
    expect(quickStateChanged(state(1, 2), unreachableQuickState(state(1, 2), at('2026-03-02T09:00:05Z')))).toBe(true);
  });
});

describe('unreachableQuickState', () => {
  it('keeps the last known counts and read time, marked not reachable', () => {
    expect(unreachableQuickState(state(4, 1), at('2026-03-02T09:00:10Z'))).toEqual({
      Connected: 4,
      Queued: 1,
      Reachable: false,
      ReadAt: '2026-03-02T09:00:00.000Z',
      CheckedAt: '2026-03-02T09:00:10.000Z',
    });
    expect(unreachableQuickState(null, at('2026-03-02T09:00:10Z'))).toMatchObject({ Connected: 0, Queued: 0, ReadAt: null });
  });
});

describe('isLiveQuickState', () => {
  it('is live while the PBX answered within three periods', () => {
    expect(isLiveQuickState(state(1, 1), at('2026-03-02T09:00:15Z'))).toBe(true);
    expect(isLiveQuickState(state(1, 1), at('2026-03-02T09:00:15.001Z'))).toBe(false);
    expect(isLiveQuickState(state(1, 1, '2026-03-02T09:00:00.000Z', false), at('2026-03-02T09:00:01Z'))).toBe(false);
    expect(isLiveQuickState(null, at('2026-03-02T09:00:01Z'))).toBe(false);
  });
});
