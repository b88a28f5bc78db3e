import { describe, expect, it } from '@jest/globals';
import { displayDate, displayDateTime, displayTime } from './display-time.js';

const VIENNA = 'Europe/Vienna';
const NEW_YORK = 'America/New_York';

describe('displayDateTime: wall times of the server, shown as they are', () => {
  it('shows a calendar day as DD.MM.YYYY', () => {
    expect(displayDateTime('2026-03-07', VIENNA)).toBe('07.03.2026');
    expect(displayDate('2026-12-31', NEW_YORK)).toBe('31.12.2026');
  });

  it('shows a wall time as DD.MM.YYYY HH:mm on a 24-hour clock, whatever the zone', () => {
    expect(displayDateTime('2026-03-07 17:05:59', VIENNA)).toBe('07.03.2026 17:05');
    expect(displayDateTime('2026-03-07 17:05:59', NEW_YORK)).toBe('07.03.2026 17:05');
    expect(displayDateTime('2026-03-07T00:00', VIENNA)).toBe('07.03.2026 00:00');
    expect(displayDateTime('2026-03-07 23:59:59.999999', VIENNA)).toBe('07.03.2026 23:59');
  });

  it('shows a time of day as HH:mm', () => {
    expect(displayDateTime('13:30', VIENNA)).toBe('13:30');
    expect(displayDateTime('07:05:09', VIENNA)).toBe('07:05');
    expect(displayDateTime('7:05', VIENNA)).toBe('07:05');
  });

  it('picks the part asked for, and leaves out a part the value lacks', () => {
    expect(displayDate('2026-03-07 17:05:59', VIENNA)).toBe('07.03.2026');
    expect(displayTime('2026-03-07 17:05:59', VIENNA)).toBe('17:05');
    expect(displayTime('2026-03-07', VIENNA)).toBe('');
    expect(displayDate('17:05', VIENNA)).toBe('');
    expect(displayDateTime('2026-03-07', VIENNA, 'dateTime')).toBe('07.03.2026');
  });
});

describe('displayDateTime: instants, shown on the customer clock', () => {
  it('reads an ISO instant in the given zone, not the runtime zone', () => {
    // 22:30 UTC is already the next day in Vienna (winter, +01:00) and still 17:30 in New York.
    expect(displayDateTime('2026-01-15T22:30:00.000Z', VIENNA)).toBe('15.01.2026 23:30');
    expect(displayDateTime('2026-01-15T23:30:00Z', VIENNA)).toBe('16.01.2026 00:30');
    expect(displayDateTime('2026-01-15T23:30:00Z', NEW_YORK)).toBe('15.01.2026 18:30');
    expect(displayDateTime('2026-01-15T23:30:00+02:00', 'UTC')).toBe('15.01.2026 21:30');
    expect(displayDateTime('2026-01-15 23:30:00+00', VIENNA)).toBe('16.01.2026 00:30');
  });

  it('follows the summer time of the zone (Vienna +02:00 from 29.03.2026)', () => {
    expect(displayDateTime('2026-03-29T00:59:00Z', VIENNA)).toBe('29.03.2026 01:59');
    expect(displayDateTime('2026-03-29T01:00:00Z', VIENNA)).toBe('29.03.2026 03:00');
    expect(displayDateTime('2026-10-25T00:30:00Z', VIENNA)).toBe('25.10.2026 02:30');
    expect(displayDateTime('2026-10-25T01:30:00Z', VIENNA)).toBe('25.10.2026 02:30');
  });

  it('takes Date objects and epoch milliseconds as instants', () => {
    const instant = Date.UTC(2026, 6, 1, 12, 0, 0);
    expect(displayDateTime(instant, VIENNA)).toBe('01.07.2026 14:00');
    expect(displayDateTime(new Date(instant), NEW_YORK)).toBe('01.07.2026 08:00');
    expect(displayDate(new Date(instant), VIENNA)).toBe('01.07.2026');
    expect(displayTime(instant, VIENNA)).toBe('14:00');
  });

  it('never shows AM or PM: afternoon hours stay 13-23, midnight is 00', () => {
    for (let hour = 0; hour < 24; hour += 1) {
      const shown = displayTime(`2026-05-04 ${String(hour).padStart(2, '0')}:15:00`, VIENNA);
      expect(shown).toBe(`${String(hour).padStart(2, '0')}:15`);
      expect(shown).not.toMatch(/AM|PM/i);
    }
  });
});

describe('displayDateTime: nothing to show', () => {
  it('shows an empty text for no value, an impossible date or other text', () => {
    for (const value of [null, undefined, '', '   ', 'not a date', '2026-02-31', '2026-13-01', '24:00', '12:60', Number.NaN, new Date('x')]) {
      expect(displayDateTime(value, VIENNA)).toBe('');
    }
  });
});
