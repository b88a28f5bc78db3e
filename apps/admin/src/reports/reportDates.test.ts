import { describe, expect, it } from 'vitest';
import { customerToday, isReversedRange, monthStart, previousMonth, wireEnd, wireNextDay, wireStart } from './reportDates';

describe('report form dates', () => {
  it('takes today in the customer zone', () => {
    const now = new Date('2026-03-31T22:30:00Z');
    expect(customerToday({ activeCustomer: { CustomerID: 1, Name: 'A', TimeZone: 'Europe/Vienna' } } as never, now)).toBe('2026-04-01');
    expect(customerToday({ activeCustomer: { CustomerID: 1, Name: 'A', TimeZone: 'UTC' } } as never, now)).toBe('2026-03-31');
  });

  it('builds the defaults and the wire forms', () => {
    expect(monthStart('2026-03-17')).toBe('2026-03-01');
    expect(previousMonth('2026-03-17')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(previousMonth('2026-01-05')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect([wireStart('2026-03-01'), wireEnd('2026-03-31'), wireNextDay('2026-03-31')]).toEqual([
      '2026-03-01 00:00:00',
      '2026-03-31 23:59:59',
      '2026-04-01 00:00:00',
    ]);
  });

  it('calls a range reversed only when its end lies before its start', () => {
    expect(isReversedRange('2026-03-02', '2026-03-01')).toBe(true);
    expect(isReversedRange('2026-03-01', '2026-03-01')).toBe(false);
    expect(isReversedRange('2026-02-28', '2026-03-01')).toBe(false);
    expect(isReversedRange('', '2026-03-01')).toBe(false);
  });
});
