import { describe, expect, it } from '@jest/globals';
import { addDays } from '../telephony/calendar.js';
import {
  dayRange,
  DEFAULT_TIME_ZONE,
  instantOf,
  isoWeekday,
  isTimeZone,
  localDate,
  localDateTime,
  offsetMinutes,
  parseWallTime,
  supportedTimeZones,
  todayIn,
  wallTimeCandidates,
  wallTimeOf,
  wireDateToInstant,
} from './zoned-time.js';

const VIENNA = DEFAULT_TIME_ZONE;
const wall = (text: string) => parseWallTime(text)!;

describe('zoned time', () => {
  it('knows real zone names and refuses others', () => {
    expect(isTimeZone('Europe/Vienna')).toBe(true);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Europe/Atlantis')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });

  it('reads the offset in winter and summer', () => {
    expect(offsetMinutes(new Date('2026-01-15T12:00:00Z'), VIENNA)).toBe(60);
    expect(offsetMinutes(new Date('2026-07-15T12:00:00Z'), VIENNA)).toBe(120);
    expect(offsetMinutes(new Date('2026-07-15T12:00:00Z'), 'UTC')).toBe(0);
  });

  it('turns wall times into instants and back', () => {
    expect(instantOf(wall('2026-01-15 08:30:00'), VIENNA).toISOString()).toBe('2026-01-15T07:30:00.000Z');
    expect(instantOf(wall('2026-07-15 08:30:00'), VIENNA).toISOString()).toBe('2026-07-15T06:30:00.000Z');
    expect(wallTimeOf(new Date('2026-07-15T06:30:00Z'), VIENNA)).toMatchObject({ year: 2026, month: 7, day: 15, hour: 8, minute: 30 });
    expect(localDateTime(new Date('2026-12-31T23:30:00Z'), VIENNA)).toBe('2027-01-01 00:30:00');
  });

  it('moves a wall time the spring change skips forward by the gap', () => {
    // 2026-03-29: 02:00 CET becomes 03:00 CEST.
    expect(instantOf(wall('2026-03-29 02:30:00'), VIENNA).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(localDateTime(new Date('2026-03-29T01:30:00Z'), VIENNA)).toBe('2026-03-29 03:30:00');
  });

  it('takes the later of a wall time the autumn change repeats', () => {
    // 2026-10-25: 03:00 CEST becomes 02:00 CET, so 02:30 happens twice.
    expect(instantOf(wall('2026-10-25 02:30:00'), VIENNA).toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });

  it('gives a day of 23 hours in spring, 25 in autumn, 24 otherwise', () => {
    const hours = (date: string) => {
      const { from, to } = dayRange(date, VIENNA);
      return (to.getTime() - from.getTime()) / 3_600_000;
    };
    expect(hours('2026-03-29')).toBe(23);
    expect(hours('2026-10-25')).toBe(25);
    expect(hours('2026-06-01')).toBe(24);
    expect(dayRange('2026-03-29', VIENNA).from.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(dayRange('2026-10-25', VIENNA).to.toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('says which day it is for the customer, not for UTC', () => {
    const lateUtc = new Date('2026-05-04T22:30:00Z');
    expect(todayIn(VIENNA, lateUtc)).toBe('2026-05-05');
    expect(todayIn('UTC', lateUtc)).toBe('2026-05-04');
    expect(localDate(new Date('2026-01-01T00:30:00Z'), 'America/New_York')).toBe('2025-12-31');
  });

  it('reads the wire dates of the spec', () => {
    expect(wireDateToInstant('2026-03-01 00:00:00', VIENNA)?.toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(wireDateToInstant('2026-03-31 23:59:59.999999', VIENNA)?.toISOString()).toBe('2026-03-31T21:59:59.999Z');
    expect(wireDateToInstant('2026-03-31', VIENNA)?.toISOString()).toBe('2026-03-30T22:00:00.000Z');
    expect(wireDateToInstant('2026-03-31T10:00:00Z', VIENNA)?.toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(wireDateToInstant('2026-03-31T10:00:00+02:00', VIENNA)?.toISOString()).toBe('2026-03-31T08:00:00.000Z');
    expect(wireDateToInstant('2026-02-30', VIENNA)).toBeNull();
    expect(wireDateToInstant('yesterday', VIENNA)).toBeNull();
    expect(wireDateToInstant('2026-01-01 24:00:00', VIENNA)).toBeNull();
  });

  it('counts calendar days and ISO weekdays across a year end', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });

  it('lists both instants of a repeated wall time and none of a skipped one', () => {
    const iso = (instants: Date[]) => instants.map((instant) => instant.toISOString());
    expect(iso(wallTimeCandidates(wall('2026-10-25 02:30:00'), VIENNA))).toEqual(['2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z']);
    expect(iso(wallTimeCandidates(wall('2026-03-29 02:30:00'), VIENNA))).toEqual([]);
    expect(iso(wallTimeCandidates(wall('2026-01-15 08:30:00'), VIENNA))).toEqual(['2026-01-15T07:30:00.000Z']);
    // Every quarter hour of both change days is found again from the wall time it shows.
    for (const date of ['2026-03-29', '2026-10-25']) {
      const { from, to } = dayRange(date, VIENNA);
      for (let instant = from.getTime(); instant < to.getTime(); instant += 15 * 60_000) {
        const shown = wallTimeOf(new Date(instant), VIENNA);
        expect(wallTimeCandidates(shown, VIENNA).map((candidate) => candidate.getTime())).toContain(instant);
      }
    }
  });

  it('offers the zones for a picker, the default and UTC among them', () => {
    const zones = supportedTimeZones();
    expect(zones).toContain(DEFAULT_TIME_ZONE);
    expect(zones).toContain('UTC');
    expect(zones.every(isTimeZone)).toBe(true);
  });
});
