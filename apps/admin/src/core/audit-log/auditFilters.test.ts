import { describe, expect, it } from 'vitest';
import { dayOfInstant, exportQueryOf, instantOfDay, lastDayBefore } from './auditFilters';

describe('audit log filters', () => {
  it("turns a picked day into the instants of the customer's midnight, and back", () => {
    expect(instantOfDay('2026-03-29', 'Europe/Vienna', 'from')).toBe('2026-03-28T23:00:00.000Z');
    // The day of the spring change is 23 hours long: the end bound is the next midnight, summer time.
    expect(instantOfDay('2026-03-29', 'Europe/Vienna', 'to')).toBe('2026-03-29T22:00:00.000Z');
    expect(dayOfInstant('2026-03-28T23:00:00.000Z', 'Europe/Vienna')).toBe('2026-03-29');
    expect(lastDayBefore('2026-03-29T22:00:00.000Z', 'Europe/Vienna')).toBe('2026-03-29');
    expect(instantOfDay('', 'Europe/Vienna', 'from')).toBe('');
    expect(dayOfInstant(undefined, 'Europe/Vienna')).toBe('');
  });

  it("exports what the list shows: its filters under the export's names, empty ones left out", () => {
    expect(exportQueryOf({ Username: 'admin', CustomerID: 2, Resource: '', Action: 'save', 'At@gte': '2026-03-28T23:00:00.000Z', 'At@lt': undefined })).toEqual(
      { Username: 'admin', CustomerID: 2, Action: 'save', From: '2026-03-28T23:00:00.000Z' },
    );
  });
});
