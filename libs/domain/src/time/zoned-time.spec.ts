import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_TIME_ZONE,
  endOfLocalDay,
  formatLocalDateTime,
  isValidTimeZone,
  localDayOf,
  localDayRange,
  localPartsOf,
  startOfLocalDay,
  supportedTimeZones,
  todayIn,
  wallClockCandidates,
  wallClockOf,
  zoneOffsetMinutes,
  zonedTimeToUtc,
} from './zoned-time.js';

const VIENNA = 'Europe/Vienna';
const utc = (text: string) => Date.parse(`${text}Z`);
const wall = (text: string) => Date.parse(`${text}Z`);
const iso = (instant: number | null) => (instant === null ? null : new Date(instant).toISOString());

describe('zone names', () => {
  it('accepts IANA names and refuses offsets, typos and non-strings', () => {
    expect(isValidTimeZone('Europe/Vienna')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isValidTimeZone('Europe/Viena')).toBe(false);
    expect(isValidTimeZone('+01:00')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(null)).toBe(false);
    expect(isValidTimeZone(42)).toBe(false);
  });

  it('lists the zones for a picker, with the default and UTC', () => {
    const zones = supportedTimeZones();
    expect(zones).toContain(DEFAULT_TIME_ZONE);
    expect(zones).toContain('UTC');
    expect(zones.every(isValidTimeZone)).toBe(true);
  });
});

describe('instants to local time', () => {
  it('shows winter and summer time in Vienna', () => {
    expect(formatLocalDateTime(utc('2026-01-15T11:00:00'), VIENNA)).toBe('2026-01-15 12:00:00');
    expect(formatLocalDateTime(utc('2026-07-15T11:00:00'), VIENNA)).toBe('2026-07-15 13:00:00');
    expect(zoneOffsetMinutes(utc('2026-01-15T11:00:00'), VIENNA)).toBe(60);
    expect(zoneOffsetMinutes(utc('2026-07-15T11:00:00'), VIENNA)).toBe(120);
    expect(zoneOffsetMinutes(utc('2026-07-15T11:00:00'), 'America/New_York')).toBe(-240);
  });

  it('gives the local parts with the weekday', () => {
    expect(localPartsOf(utc('2026-03-28T23:30:00.250'), VIENNA)).toEqual({
      year: 2026,
      month: 3,
      day: 29,
      hour: 0,
      minute: 30,
      second: 0,
      millisecond: 250,
      weekday: 0,
    });
  });

  it('knows the local day near midnight', () => {
    expect(localDayOf(utc('2026-06-30T22:30:00'), VIENNA)).toBe('2026-07-01');
    expect(localDayOf(utc('2026-06-30T22:30:00'), 'UTC')).toBe('2026-06-30');
    expect(todayIn(VIENNA, utc('2026-12-31T23:30:00'))).toBe('2027-01-01');
    expect(todayIn('America/Los_Angeles', utc('2027-01-01T05:00:00'))).toBe('2026-12-31');
  });
});

describe('local wall clocks to instants', () => {
  it('reads an ordinary local time', () => {
    expect(iso(zonedTimeToUtc(wall('2026-01-15T12:00:00'), VIENNA))).toBe('2026-01-15T11:00:00.000Z');
    expect(iso(zonedTimeToUtc(wallClockOf({ year: 2026, month: 7, day: 15, hour: 13 }), VIENNA))).toBe('2026-07-15T11:00:00.000Z');
  });

  it('spring forward in Vienna (2026-03-29): 02:00-03:00 does not exist', () => {
    expect(wallClockCandidates(wall('2026-03-29T02:30:00'), VIENNA)).toEqual([]);
    expect(iso(zonedTimeToUtc(wall('2026-03-29T02:30:00'), VIENNA))).toBe('2026-03-29T01:30:00.000Z'); // shown as 03:30
    expect(iso(zonedTimeToUtc(wall('2026-03-29T02:30:00'), VIENNA, 'earlier'))).toBe('2026-03-29T00:30:00.000Z'); // 01:30
    expect(zonedTimeToUtc(wall('2026-03-29T02:30:00'), VIENNA, 'reject')).toBeNull();
    expect(iso(zonedTimeToUtc(wall('2026-03-29T01:59:59'), VIENNA))).toBe('2026-03-29T00:59:59.000Z');
    expect(iso(zonedTimeToUtc(wall('2026-03-29T03:00:00'), VIENNA))).toBe('2026-03-29T01:00:00.000Z');
  });

  it('fall back in Vienna (2026-10-25): 02:00-03:00 happens twice', () => {
    expect(wallClockCandidates(wall('2026-10-25T02:30:00'), VIENNA).map(iso)).toEqual(['2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z']);
    expect(iso(zonedTimeToUtc(wall('2026-10-25T02:30:00'), VIENNA))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(zonedTimeToUtc(wall('2026-10-25T02:30:00'), VIENNA, 'later'))).toBe('2026-10-25T01:30:00.000Z');
    expect(zonedTimeToUtc(wall('2026-10-25T02:30:00'), VIENNA, 'reject')).toBeNull();
    expect(iso(zonedTimeToUtc(wall('2026-10-25T03:00:00'), VIENNA))).toBe('2026-10-25T02:00:00.000Z');
  });

  it('round-trips every quarter hour of both change days', () => {
    for (const day of ['2026-03-29', '2026-10-25']) {
      const { start, end } = localDayRange(day, VIENNA);
      for (let instant = start; instant < end; instant += 15 * 60_000) {
        const shown = wall(formatLocalDateTime(instant, VIENNA).replace(' ', 'T'));
        expect(wallClockCandidates(shown, VIENNA)).toContain(instant);
      }
    }
  });
});

describe('local days', () => {
  it('an ordinary day is 24 hours from local midnight', () => {
    expect(iso(startOfLocalDay('2026-01-15', VIENNA))).toBe('2026-01-14T23:00:00.000Z');
    expect(iso(endOfLocalDay('2026-01-15', VIENNA))).toBe('2026-01-15T23:00:00.000Z');
  });

  it('the spring change day has 23 hours and the autumn one 25', () => {
    const spring = localDayRange('2026-03-29', VIENNA);
    expect([iso(spring.start), iso(spring.end)]).toEqual(['2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z']);
    expect((spring.end - spring.start) / 3_600_000).toBe(23);
    const autumn = localDayRange('2026-10-25', VIENNA);
    expect([iso(autumn.start), iso(autumn.end)]).toEqual(['2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z']);
    expect((autumn.end - autumn.start) / 3_600_000).toBe(25);
  });

  it('starts a day whose midnight falls in a gap at its first moment', () => {
    // Chile moves from 00:00 to 01:00 on 2026-09-06.
    expect(formatLocalDateTime(startOfLocalDay('2026-09-06', 'America/Santiago'), 'America/Santiago')).toBe('2026-09-06 01:00:00');
  });

  it('refuses what is not a calendar day', () => {
    expect(() => startOfLocalDay('2026-02-30', VIENNA)).toThrow("Not a day of the calendar: '2026-02-30'");
    expect(() => startOfLocalDay('15.01.2026', VIENNA)).toThrow('Not a day (YYYY-MM-DD)');
  });
});
