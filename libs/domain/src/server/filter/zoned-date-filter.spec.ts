import { describe, expect, it } from '@jest/globals';
import { FilterError } from './compile-filter.js';
import { zoneDateFilter } from './zoned-date-filter.js';

describe('zoneDateFilter', () => {
  it('reads wall times in the customer zone and leaves other fields alone', () => {
    const q = {
      and: [
        { field: 'Timestamp', op: 'gte' as const, value: '2026-07-01 00:00:00' },
        { field: 'Timestamp', op: 'lte' as const, value: '2026-07-01 23:59:59' },
        { or: [{ field: 'Number', op: 'like' as const, value: '%0664%' }] },
      ],
    };
    expect(zoneDateFilter(q, ['Timestamp'], 'Europe/Vienna')).toEqual({
      and: [
        { field: 'Timestamp', op: 'gte', value: '2026-06-30T22:00:00.000Z' },
        { field: 'Timestamp', op: 'lte', value: '2026-07-01T21:59:59.000Z' },
        { or: [{ field: 'Number', op: 'like', value: '%0664%' }] },
      ],
    });
    expect(zoneDateFilter(null, ['Timestamp'], 'UTC')).toBeNull();
  });

  it('refuses a reversed range and a value that is not a date', () => {
    const reversed = {
      and: [
        { field: 'Timestamp', op: 'gte' as const, value: '2026-07-02 00:00:00' },
        { field: 'Timestamp', op: 'lte' as const, value: '2026-07-01 23:59:59' },
      ],
    };
    expect(() => zoneDateFilter(reversed, ['Timestamp'], 'Europe/Vienna')).toThrow(FilterError);
    expect(() => zoneDateFilter(reversed, ['Timestamp'], 'Europe/Vienna')).toThrow('reversed');
    expect(() => zoneDateFilter({ field: 'Timestamp', op: 'gte', value: 'yesterday' }, ['Timestamp'], 'UTC')).toThrow('must be a date');
    expect(() => zoneDateFilter({ field: 'Timestamp', op: 'gte', value: 5 }, ['Timestamp'], 'UTC')).toThrow('must be a date');
  });
});
