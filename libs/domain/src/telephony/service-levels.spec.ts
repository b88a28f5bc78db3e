import { describe, expect, it } from '@jest/globals';
import type { ServiceLevelSettings } from '@backoffice/contracts';
import {
  answeredWithinTarget,
  countServiceLevelCall,
  defaultServiceLevelSettings,
  isShortAbandon,
  lostSplitSeconds,
  meetsServiceLevelTarget,
  NO_SERVICE_LEVEL_CALLS,
  overriddenQueues,
  serviceLevelPercent,
  serviceLevelSettingsProblem,
  thresholdsOfQueue,
  type ServiceLevelCall,
} from './service-levels.js';

const answered = (waitSeconds: number): ServiceLevelCall => ({ answered: true, lost: false, waitSeconds });
const lost = (waitSeconds: number): ServiceLevelCall => ({ answered: false, lost: true, waitSeconds });
const waiting = (waitSeconds: number): ServiceLevelCall => ({ answered: false, lost: false, waitSeconds });

const settings: ServiceLevelSettings = {
  TargetSeconds: 30,
  TargetShare: 90,
  ShortAbandonSeconds: 5,
  Queues: [
    { Queue: '2001', TargetSeconds: 10 },
    { Queue: '2002', TargetShare: 70.5, ShortAbandonSeconds: 0 },
    { Queue: '2003', TargetSeconds: null, TargetShare: null, ShortAbandonSeconds: null },
  ],
};

describe('service level thresholds', () => {
  it('defaults to 20 s, 80 % and no short abandons', () => {
    expect(defaultServiceLevelSettings()).toEqual({ TargetSeconds: 20, TargetShare: 80, ShortAbandonSeconds: 0, Queues: [] });
    expect(thresholdsOfQueue(defaultServiceLevelSettings(), '2001')).toEqual({ Queue: '2001', TargetSeconds: 20, TargetShare: 80, ShortAbandonSeconds: 0 });
  });

  it("takes each field of a queue's override, the customer's value for the others", () => {
    expect(thresholdsOfQueue(settings, null)).toEqual({ Queue: null, TargetSeconds: 30, TargetShare: 90, ShortAbandonSeconds: 5 });
    expect(thresholdsOfQueue(settings, '2001')).toEqual({ Queue: '2001', TargetSeconds: 10, TargetShare: 90, ShortAbandonSeconds: 5 });
    // 0 is a value (no short abandons on this queue), not a missing one.
    expect(thresholdsOfQueue(settings, '2002')).toEqual({ Queue: '2002', TargetSeconds: 30, TargetShare: 70.5, ShortAbandonSeconds: 0 });
    expect(thresholdsOfQueue(settings, '2003')).toEqual({ Queue: '2003', TargetSeconds: 30, TargetShare: 90, ShortAbandonSeconds: 5 });
    expect(thresholdsOfQueue(settings, '2999')).toEqual({ Queue: '2999', TargetSeconds: 30, TargetShare: 90, ShortAbandonSeconds: 5 });
  });

  it('lists the queues whose thresholds differ from the customer', () => {
    expect(overriddenQueues(settings).map((queue) => queue.Queue)).toEqual(['2001', '2002']);
  });
});

describe('service level figures', () => {
  const target = { Queue: null, TargetSeconds: 20, TargetShare: 80, ShortAbandonSeconds: 5 };

  it('a short abandon is a lost call within the cut-off, only when a cut-off is set', () => {
    expect(isShortAbandon(lost(5), target)).toBe(true);
    expect(isShortAbandon(lost(6), target)).toBe(false);
    expect(isShortAbandon(answered(2), target)).toBe(false);
    expect(isShortAbandon(lost(0), { ShortAbandonSeconds: 0 })).toBe(false);
  });

  it('answered within target includes the target second', () => {
    expect(answeredWithinTarget(answered(20), target)).toBe(true);
    expect(answeredWithinTarget(answered(21), target)).toBe(false);
    expect(answeredWithinTarget(lost(1), target)).toBe(false);
  });

  it('counts a hand-made day: short abandons leave the offered calls', () => {
    // answered 3, 20, 21, 50; lost 2, 5 (short), 6, 40; one still waiting
    const calls = [answered(3), answered(20), answered(21), answered(50), lost(2), lost(5), lost(6), lost(40), waiting(12)];
    const counts = calls.reduce((sum, call) => countServiceLevelCall(sum, call, target), NO_SERVICE_LEVEL_CALLS);
    expect(counts).toEqual({ offered: 7, answeredWithinTarget: 2, shortAbandons: 2 });
    // 2 of 7
    expect(serviceLevelPercent(counts)).toBe(28.57);
    // Without a cut-off every call is offered: 2 of 9.
    const all = calls.reduce((sum, call) => countServiceLevelCall(sum, call, { ...target, ShortAbandonSeconds: 0 }), NO_SERVICE_LEVEL_CALLS);
    expect(serviceLevelPercent(all)).toBe(22.22);
    // A longer target: 3 of 7.
    const longer = calls.reduce((sum, call) => countServiceLevelCall(sum, call, { ...target, TargetSeconds: 21 }), NO_SERVICE_LEVEL_CALLS);
    expect(serviceLevelPercent(longer)).toBe(42.86);
  });

  it('is 0 when nothing was offered, and meets the target share from the share on', () => {
    expect(serviceLevelPercent({ offered: 0, answeredWithinTarget: 0 })).toBe(0);
    expect(meetsServiceLevelTarget(80, target)).toBe(true);
    expect(meetsServiceLevelTarget(79.99, target)).toBe(false);
  });

  it("splits lost calls at the cut-off when one is set, else at the spec's 54 s", () => {
    expect(lostSplitSeconds({ ShortAbandonSeconds: 0 })).toBe(54);
    expect(lostSplitSeconds({ ShortAbandonSeconds: 8 })).toBe(8);
  });
});

describe('service level settings to be saved', () => {
  const known = ['2001', '2002', '2003'];
  const problem = (changes: Partial<ServiceLevelSettings>) => serviceLevelSettingsProblem({ ...settings, ...changes }, known);

  it('accepts valid settings and overrides of known queues', () => {
    expect(serviceLevelSettingsProblem(settings, known)).toBeNull();
    expect(problem({ TargetShare: 0, TargetSeconds: 0, ShortAbandonSeconds: 3600 })).toBeNull();
  });

  it('names the field of a bad value', () => {
    expect(problem({ TargetSeconds: -1 })?.message).toBe('TargetSeconds must not be negative');
    expect(problem({ TargetSeconds: 2.5 })?.message).toBe('TargetSeconds must be a whole number of seconds');
    expect(problem({ ShortAbandonSeconds: 3601 })?.message).toBe('ShortAbandonSeconds must be at most 3600 seconds');
    expect(problem({ TargetShare: 100.01 })?.message).toBe('TargetShare must be between 0 and 100 (a percentage)');
    expect(problem({ TargetShare: 0.8 })).toBeNull();
    expect(problem({ TargetShare: 80.123 })?.message).toBe('TargetShare must have at most 2 decimals');
    expect(problem({ TargetShare: '80' as unknown as number })?.message).toBe('TargetShare must be a percentage');
    expect(problem({ Queues: [{ Queue: '2001', ShortAbandonSeconds: -3 }] })?.message).toBe('Queue 2001: ShortAbandonSeconds must not be negative');
    expect(problem({ Queues: [{ Queue: '2001', TargetShare: 101 }] })?.message).toBe('Queue 2001: TargetShare must be between 0 and 100 (a percentage)');
  });

  it('refuses a queue listed twice or without a name, and tells an unknown queue apart', () => {
    expect(problem({ Queues: [{ Queue: '2001' }, { Queue: '2001', TargetSeconds: 5 }] })).toEqual({
      message: 'Queue 2001 is listed twice',
      unknownQueue: false,
    });
    expect(problem({ Queues: [{ Queue: ' ' }] })?.message).toBe('Queues: every entry needs its Queue');
    expect(problem({ Queues: [{ Queue: '2001' }, { Queue: '7777' }, { Queue: '8888' }] })).toEqual({
      message: 'Unknown queues: 7777, 8888',
      unknownQueue: true,
    });
  });
});
