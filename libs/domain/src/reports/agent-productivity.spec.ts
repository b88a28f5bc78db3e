import { describe, expect, it } from '@jest/globals';
import { instantOf, parseWallTime } from '../time/zoned-time.js';
import { chartShares, hourWindow, overlapSeconds, productivityDays, productivityDetail, productivityWindows } from './agent-productivity.js';

const VIENNA = 'Europe/Vienna';
const at = (text: string) => instantOf(parseWallTime(text)!, VIENNA).getTime();

describe('agent productivity', () => {
  it('picks weekdays, and holidays only through the Holiday box', () => {
    // 2026-04-06 is Easter Monday (a holiday), 2026-04-11/12 a weekend.
    const holidays = new Set(['2026-04-06']);
    expect(productivityDays('2026-04-06', '2026-04-12', [1, 2, 3, 4, 5, 6, 7, 8], holidays)).toHaveLength(7);
    expect(productivityDays('2026-04-06', '2026-04-12', [1, 2, 3, 4, 5], holidays)).toEqual(['2026-04-07', '2026-04-08', '2026-04-09', '2026-04-10']);
    expect(productivityDays('2026-04-06', '2026-04-12', [8], holidays)).toEqual(['2026-04-06']);
    expect(productivityDays('2026-04-06', '2026-04-12', [6, 7], holidays)).toEqual(['2026-04-11', '2026-04-12']);
  });

  it('checks the hour window', () => {
    expect(hourWindow('07:00', '20:00')).toEqual({ fromMinutes: 420, toMinutes: 1200 });
    expect(() => hourWindow('7', '20:00')).toThrow('HourFrom must be a time HH:mm');
    expect(() => hourWindow('20:00', '07:00')).toThrow('HourTo must be after HourFrom');
  });

  it('clips periods to the window, also on the day clocks go forward', () => {
    // 2026-03-29 in Vienna: 02:00 does not exist; 01:30-03:30 wall time is one real hour.
    expect(overlapSeconds(at('2026-03-29 01:30'), at('2026-03-29 03:30'), at('2026-03-29 00:00'), at('2026-03-29 23:59'))).toBe(3600);
    // A period 06:30-08:00 inside a 07:00-20:00 window counts 1 hour.
    expect(overlapSeconds(at('2026-03-30 06:30'), at('2026-03-30 08:00'), at('2026-03-30 07:00'), at('2026-03-30 20:00'))).toBe(3600);
    expect(overlapSeconds(at('2026-03-30 05:00'), at('2026-03-30 06:00'), at('2026-03-30 07:00'), at('2026-03-30 20:00'))).toBe(0);
  });

  it('places each chosen day window on the customer clock, 13 real hours also on the spring change', () => {
    const { starts, ends } = productivityWindows('2026-03-28', '2026-03-30', ['2026-03-29', '2026-03-30'], { fromMinutes: 420, toMinutes: 1200 }, VIENNA);
    expect(starts[0]).toBeNull();
    expect(starts[1]!.toISOString()).toBe('2026-03-29T05:00:00.000Z');
    expect(ends[1]!.toISOString()).toBe('2026-03-29T18:00:00.000Z');
    expect(starts[2]!.toISOString()).toBe('2026-03-30T05:00:00.000Z');
    // 00:00-24:00 of the spring day is 23 hours.
    const whole = productivityWindows('2026-03-29', '2026-03-29', ['2026-03-29'], { fromMinutes: 0, toMinutes: 1440 }, VIENNA);
    expect((whole.ends[0]!.getTime() - whole.starts[0]!.getTime()) / 3_600_000).toBe(23);
  });

  it('turns seconds into shares in the spec order; nothing logged is 100 % Leerzeit on the chart', () => {
    const detail = productivityDetail({ Leerzeit: 900, Call: 2700, Mittagspause: 0 });
    expect(detail).toEqual([
      { Type: 'Call', Value: 0.75 },
      { Type: 'Leerzeit', Value: 0.25 },
    ]);
    expect(productivityDetail({})).toEqual([]);
    expect(chartShares([])).toEqual([{ Type: 'Leerzeit', Value: 1 }]);
    expect(chartShares(detail)).toEqual(detail);
  });
});
