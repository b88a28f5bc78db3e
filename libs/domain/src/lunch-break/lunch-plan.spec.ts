import { describe, expect, it } from '@jest/globals';
import { clockOf, isClearedLunch, lunchBreakInstants, lunchTimesProblem, overlappingAbsence, parseClock } from './lunch-plan.js';

describe('parseClock', () => {
  it('reads HH:mm only', () => {
    expect(parseClock('00:00')).toBe(0);
    expect(parseClock('12:30')).toBe(750);
    expect(parseClock('23:59')).toBe(1439);
    for (const bad of ['24:00', '12:60', '9:30', '12:3', '12.30', '12:30:00', '', 'noon']) expect(parseClock(bad)).toBeNull();
  });
});

describe('lunchTimesProblem', () => {
  it('accepts a break, a break without end and a cleared one', () => {
    expect(lunchTimesProblem({ From: '12:00', To: '12:30' })).toBeNull();
    expect(lunchTimesProblem({ From: '12:00', To: null })).toBeNull();
    expect(lunchTimesProblem({ From: '', To: '' })).toBeNull();
    expect(lunchTimesProblem({ From: null, To: undefined })).toBeNull();
    expect(isClearedLunch({ From: ' ', To: null })).toBe(true);
  });

  it('names what is wrong', () => {
    expect(lunchTimesProblem({ From: '', To: '12:30' })).toBe('From is required when To is set');
    expect(lunchTimesProblem({ From: '12', To: '12:30' })).toBe('From must be a time HH:mm');
    expect(lunchTimesProblem({ From: '12:00', To: '1230' })).toBe('To must be a time HH:mm');
    expect(lunchTimesProblem({ From: '12:30', To: '12:00' })).toBe('From must be before To');
    expect(lunchTimesProblem({ From: '12:30', To: '12:30' })).toBe('From must be before To');
  });
});

describe('lunchBreakInstants', () => {
  it('reads the times on the customer clock, summer and winter', () => {
    expect(lunchBreakInstants('2026-07-01', { From: '12:00', To: '12:30' }, 'Europe/Vienna')).toEqual({
      start: new Date('2026-07-01T10:00:00Z'),
      end: new Date('2026-07-01T10:30:00Z'),
    });
    expect(lunchBreakInstants('2026-01-15', { From: '12:00', To: null }, 'Europe/Vienna')).toEqual({ start: new Date('2026-01-15T11:00:00Z'), end: null });
    expect(lunchBreakInstants('2026-01-15', { From: '12:00', To: '13:00' }, 'America/New_York').start).toEqual(new Date('2026-01-15T17:00:00Z'));
  });

  it('writes instants back as the customer clock', () => {
    expect(clockOf(new Date('2026-07-01T10:05:00Z'), 'Europe/Vienna')).toBe('12:05');
    expect(clockOf(new Date('2026-01-15T23:30:00Z'), 'Europe/Vienna')).toBe('00:30');
  });
});

describe('overlappingAbsence', () => {
  const absence = { start: new Date('2026-07-01T11:00:00Z'), end: new Date('2026-07-01T12:00:00Z'), reason: 'Arzttermin' };

  it('finds an absence the break overlaps', () => {
    expect(overlappingAbsence({ start: new Date('2026-07-01T10:30:00Z'), end: new Date('2026-07-01T11:15:00Z') }, [absence])).toBe(absence);
    expect(overlappingAbsence({ start: new Date('2026-07-01T11:30:00Z'), end: null }, [absence])).toBe(absence);
  });

  it('lets breaks touch an absence', () => {
    expect(overlappingAbsence({ start: new Date('2026-07-01T10:30:00Z'), end: new Date('2026-07-01T11:00:00Z') }, [absence])).toBeNull();
    expect(overlappingAbsence({ start: new Date('2026-07-01T12:00:00Z'), end: new Date('2026-07-01T12:30:00Z') }, [absence])).toBeNull();
    expect(overlappingAbsence({ start: new Date('2026-07-01T12:00:00Z'), end: null }, [])).toBeNull();
  });
});
