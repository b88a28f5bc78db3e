import { describe, expect, it } from '@jest/globals';
import { acdDetailsFileName, callLogFileName, clockMinutes, dayStarts, daysBetween, eachDay, isTodayOnly, periodDays, reportRange } from './report-range.js';
import { durationText, ratio, round2 } from './figures.js';

const VIENNA = 'Europe/Vienna';

describe('report ranges in the customer time zone', () => {
  it('end-of-day: DateTo names the last day, the range ends at the next local midnight', () => {
    const range = reportRange('2026-01-01 00:00:00', '2026-01-31 23:59:59', VIENNA, { end: 'end-of-day', maxDays: 366 });
    expect(range.from.toISOString()).toBe('2025-12-31T23:00:00.000Z');
    expect(range.to.toISOString()).toBe('2026-01-31T23:00:00.000Z');
    expect([range.firstDay, range.lastDay, range.days]).toEqual(['2026-01-01', '2026-01-31', 31]);
  });

  it('exclusive: DateTo is the day after (activity, absence, call log)', () => {
    const range = reportRange('2026-07-01 00:00:00', '2026-07-02 00:00:00', VIENNA, { end: 'exclusive', maxDays: 366 });
    expect(range.from.toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(range.to.toISOString()).toBe('2026-07-01T22:00:00.000Z');
    expect([range.firstDay, range.lastDay, range.days]).toEqual(['2026-07-01', '2026-07-01', 1]);
  });

  it('a day of the spring change is 23 hours, of the autumn change 25 hours', () => {
    const spring = reportRange('2026-03-29', '2026-03-29', VIENNA, { end: 'end-of-day', maxDays: 366 });
    expect((spring.to.getTime() - spring.from.getTime()) / 3_600_000).toBe(23);
    const autumn = reportRange('2026-10-25', '2026-10-26', VIENNA, { end: 'exclusive', maxDays: 366 });
    expect((autumn.to.getTime() - autumn.from.getTime()) / 3_600_000).toBe(25);
    expect(autumn.from.toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });

  it('bounds the customer days for bucketing, 23 and 25 hours on the clock changes', () => {
    const bounds = dayStarts('2026-03-28', '2026-03-29', VIENNA).map((instant) => instant.toISOString());
    expect(bounds).toEqual(['2026-03-27T23:00:00.000Z', '2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z']);
    const autumn = dayStarts('2026-10-25', '2026-10-25', VIENNA);
    expect((autumn[1].getTime() - autumn[0].getTime()) / 3_600_000).toBe(25);
  });

  it('refuses missing, malformed and reversed dates and over-long ranges with a message', () => {
    const options = { end: 'end-of-day' as const, maxDays: 366 };
    expect(() => reportRange(undefined, '2026-01-01', VIENNA, options)).toThrow('DateFrom is required');
    expect(() => reportRange('2026-01-01', '', VIENNA, options)).toThrow('DateTo is required');
    expect(() => reportRange('01.01.2026', '2026-01-02', VIENNA, options)).toThrow('DateFrom must be a date');
    expect(() => reportRange('2026-02-30', '2026-03-02', VIENNA, options)).toThrow('DateFrom must be a date');
    expect(() => reportRange('2026-01-05', '2026-01-04', VIENNA, options)).toThrow('DateTo must be after DateFrom');
    expect(() => reportRange('2026-01-05', '2026-01-05', VIENNA, { end: 'exclusive', maxDays: 366 })).toThrow('DateTo must be after DateFrom');
    expect(() => reportRange('2025-01-01', '2026-01-02', VIENNA, options)).toThrow('The range covers 367 days; a report covers at most 366 days');
    expect(reportRange('2025-01-01', '2026-01-01', VIENNA, options).days).toBe(366);
  });

  it('counts and lists calendar days, clock times and file names', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(3);
    expect(eachDay('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect([clockMinutes('07:00'), clockMinutes('20:30'), clockMinutes('24:00'), clockMinutes('24:01'), clockMinutes('7:00'), clockMinutes(7)]).toEqual([
      420,
      1230,
      1440,
      null,
      null,
      null,
    ]);
    const range = reportRange('2026-03-01 00:00:00', '2026-04-01 00:00:00', VIENNA, { end: 'exclusive', maxDays: 366 });
    expect(callLogFileName(range)).toBe('CallLog(2026.03.01-2026.03.31).csv');
    expect(acdDetailsFileName({ firstDay: '2026-03-01', lastDay: '2026-03-31' })).toBe('ACDDetails(2026.03.01-2026.03.31).csv');
  });

  it('rounds to 2 decimals half away from zero, divides safely and writes durations', () => {
    expect([round2(1.005), round2(2.675), round2(10 / 3), round2(-1.005), round2(0)]).toEqual([1.01, 2.68, 3.33, -1.01, 0]);
    expect([ratio(1, 0), ratio(1, 4)]).toEqual([0, 0.25]);
    expect([durationText(0), durationText(3661), durationText(90061), durationText(null)]).toEqual(['00:00:00', '01:01:01', '25:01:01', '']);
  });
});

describe('periodDays', () => {
  const vienna = 'Europe/Vienna';
  it('counts the calendar days of [from, to) in the customer zone, both ends', () => {
    // Quality's generation: To is the day after, at 00:00.
    expect(periodDays(new Date('2026-03-01T23:00:00Z'), new Date('2026-03-08T23:00:00Z'), vienna)).toBe(7);
    // Quality's report: To is the last day at 23:59:59.999999.
    expect(periodDays(new Date('2026-03-01T23:00:00Z'), new Date('2026-03-08T22:59:59.999Z'), vienna)).toBe(7);
    // A leap year's whole year is 366 days; one second into the next day is 367.
    expect(periodDays(new Date('2027-12-31T23:00:00Z'), new Date('2028-12-31T23:00:00Z'), vienna)).toBe(366);
    expect(periodDays(new Date('2027-12-31T23:00:00Z'), new Date('2028-12-31T23:00:01Z'), vienna)).toBe(367);
  });
});

describe('today only (report_absence_own)', () => {
  const zone = 'Europe/Vienna';
  const options = { end: 'exclusive' as const, maxDays: 366 };
  // 23:30 UTC on 2026-03-09 is already 00:30 on the 10th in Vienna.
  const now = new Date('2026-03-09T23:30:00Z');

  it("accepts the customer's today, from its midnight to the next", () => {
    expect(isTodayOnly(reportRange('2026-03-10 00:00:00', '2026-03-11 00:00:00', zone, options), zone, now)).toBe(true);
  });

  it('refuses the UTC day, yesterday, a longer range and a range that only ends today', () => {
    expect(isTodayOnly(reportRange('2026-03-09 00:00:00', '2026-03-10 00:00:00', zone, options), zone, now)).toBe(false);
    expect(isTodayOnly(reportRange('2026-03-09 00:00:00', '2026-03-11 00:00:00', zone, options), zone, now)).toBe(false);
    expect(isTodayOnly(reportRange('2026-03-10 00:00:00', '2026-03-12 00:00:00', zone, options), zone, now)).toBe(false);
  });
});
