import { describe, expect, it } from '@jest/globals';
import { copyLine, copyText } from './pg-copy-stream.js';

describe('COPY text format', () => {
  it('writes nulls, booleans, numbers and dates as PostgreSQL reads them', () => {
    expect(copyLine([1, null, true, false, new Date('2026-01-01T10:00:00Z'), 'x', undefined, Number.NaN])).toBe(
      '1\t\\N\tt\tf\t2026-01-01T10:00:00.000Z\tx\t\\N\t\\N\n',
    );
  });

  it('escapes what would break a row: backslash, tab and line ends', () => {
    expect(copyText('a\\b\tc\nd\re')).toBe('a\\\\b\\tc\\nd\\re');
    expect(copyText('Müller "quoted", plain')).toBe('Müller "quoted", plain');
  });

  it('never lets a NUL through (PostgreSQL text cannot store it)', () => {
    expect(() => copyText('a\u0000b')).toThrow('COPY value holds a NUL character');
  });
});
