import { describe, expect, it } from '@jest/globals';
import { addDays, easterSunday, holidaysBetween, weekdayOf } from './calendar.js';

describe('calendar', () => {
  it('knows Easter', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
  });

  it('lists the holidays of a range, across a year end', () => {
    expect(holidaysBetween('2025-12-20', 20).map((h) => h.date)).toEqual(['2025-12-25', '2025-12-26', '2026-01-01', '2026-01-06']);
    expect(holidaysBetween('2026-04-01', 10).map((h) => h.name)).toEqual(['Ostermontag']);
  });

  it('adds days and names weekdays', () => {
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(weekdayOf('2026-11-22')).toBe(0);
  });
});
