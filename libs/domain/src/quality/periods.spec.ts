import { describe, expect, it } from '@jest/globals';
import { todayIn } from '../time/zoned-time.js';
import { generationRange, isoWeek, isoWeekStart, presetSpan, qualityReportRange } from './periods.js';

describe('period presets', () => {
  it('last week is the previous ISO week, Monday to Sunday', () => {
    expect(presetSpan('last_week', '2026-03-18')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    // On a Monday and on a Sunday the previous week is still the one before the current.
    expect(presetSpan('last_week', '2026-03-16')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(presetSpan('last_week', '2026-03-22')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
  });

  it('weeks cross the year end as ISO weeks do', () => {
    // 2026-01-01 is a Thursday: its ISO week 1 runs 2025-12-29 to 2026-01-04.
    expect(presetSpan('current_week', '2026-01-01')).toEqual({ from: '2025-12-29', to: '2026-01-04' });
    expect(presetSpan('last_week', '2026-01-02')).toEqual({ from: '2025-12-22', to: '2025-12-28' });
    expect(isoWeek('2025-12-29')).toEqual({ year: 2026, week: 1 });
    // 2021-01-03 (a Sunday) still belongs to ISO week 53 of 2020.
    expect(isoWeek('2021-01-03')).toEqual({ year: 2020, week: 53 });
    expect(isoWeekStart('2021-01-03')).toBe('2020-12-28');
  });

  it('months: last month across a year end, current month to its last day (leap years)', () => {
    expect(presetSpan('last_month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetSpan('last_month', '2024-03-01')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(presetSpan('current_month', '2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetSpan('custom', '2026-02-10')).toBeNull();
  });

  it("uses the customer's today: late on Sunday in UTC is already Monday in Vienna", () => {
    const now = new Date('2026-03-15T23:30:00Z');
    expect(presetSpan('last_week', todayIn('UTC', now))).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(presetSpan('last_week', todayIn('Europe/Vienna', now))).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    // New Year's Eve in New York is New Year's Day in Vienna: another ISO week and month.
    const newYear = new Date('2026-01-01T03:00:00Z');
    expect(presetSpan('last_month', todayIn('America/New_York', newYear))).toEqual({ from: '2025-11-01', to: '2025-11-30' });
    expect(presetSpan('last_month', todayIn('Europe/Vienna', newYear))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });
});

describe('wire ranges', () => {
  it('generation ends the day after at 00:00:00, a report at 23:59:59.999999 of the end date', () => {
    const span = { from: '2025-12-29', to: '2026-01-04' };
    expect(generationRange(span)).toEqual({ From: '2025-12-29 00:00:00', To: '2026-01-05 00:00:00' });
    expect(qualityReportRange(span)).toEqual({ From: '2025-12-29 00:00:00', To: '2026-01-04 23:59:59.999999' });
    expect(generationRange({ from: '2026-12-31', to: '2026-12-31' }).To).toBe('2027-01-01 00:00:00');
  });
});
