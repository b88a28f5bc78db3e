import { describe, expect, it } from 'vitest';
import { fromListFilter, reversedRange, shortDuration, toListFilter } from './callDisplay';

describe('playback call display', () => {
  it('cuts the duration to its first 8 characters', () => {
    expect(shortDuration('00:03:25.000000')).toBe('00:03:25');
    expect(shortDuration(null)).toBe('');
  });

  it("sends the form as the spec's q conditions: days as wall-time bounds, empty choices as all", () => {
    expect(toListFilter({ from: '2026-03-01', to: '2026-03-31', agents: ['1001'], customers: [] })).toEqual({
      'Timestamp@gte': '2026-03-01 00:00:00',
      'Timestamp@lte': '2026-03-31 23:59:59',
      EmployeeID: ['1001'],
      CustomerID: undefined,
    });
    expect(reversedRange({ from: '2026-03-02', to: '2026-03-01' })).toBe(true);
    expect(reversedRange({ from: '2026-03-02', to: '' })).toBe(false);
  });

  it('shows the filter the list uses in the form (after a reload or Back)', () => {
    const values = { from: '2026-03-01', to: '2026-03-31', agents: ['1001', '1002'], customers: [2] };
    expect(fromListFilter({ q: 'x', ...toListFilter(values) })).toEqual(values);
    expect(fromListFilter({})).toEqual({ from: '', to: '', agents: [], customers: [] });
    expect(fromListFilter({ EmployeeID: '1001', CustomerID: '3' })).toEqual({ from: '', to: '', agents: ['1001'], customers: [3] });
  });
});
