import { describe, expect, it } from 'vitest';
import { duration } from './WallboardBoard';

describe('the wallboard durations', () => {
  it('read m:ss, h:mm:ss past an hour, and a dash when unknown', () => {
    expect(duration(0)).toBe('0:00');
    expect(duration(61)).toBe('1:01');
    expect(duration(3599)).toBe('59:59');
    expect(duration(3661)).toBe('1:01:01');
    expect(duration(null)).toBe('–');
  });
});
