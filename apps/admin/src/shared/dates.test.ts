import { describe, expect, it } from 'vitest';
import { DATE_TIME_FORMAT, formatDate } from './dates';

describe('formatDate', () => {
  it('shows dates as DD.MM.YYYY', () => {
    expect(formatDate('2026-03-07T10:15:00')).toBe('07.03.2026');
    expect(formatDate(new Date(2026, 11, 31))).toBe('31.12.2026');
    expect(formatDate('2026-03-07T10:15:00', DATE_TIME_FORMAT)).toBe('07.03.2026 10:15');
  });
  it('shows nothing for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
