import { describe, expect, it } from '@jest/globals';
import { reportRange } from './report-range.js';
import {
  isAllowedRecipient,
  isMailAddress,
  mailDomainProblems,
  relativeRangeDays,
  scheduleOccurrences,
  scheduleProblems,
  wireDatesOf,
  type ScheduleContext,
} from './report-schedule.js';

const VIENNA = 'Europe/Vienna';
const at = (iso: string) => new Date(iso);

describe('relative ranges on the customer calendar', () => {
  it('yesterday is the customer’s yesterday, not UTC’s: 01:30 in Vienna on the 30th is still the 29th in UTC', () => {
    expect(relativeRangeDays('yesterday', at('2026-03-29T23:30:00Z'), VIENNA)).toEqual({ firstDay: '2026-03-29', lastDay: '2026-03-29' });
    expect(relativeRangeDays('yesterday', at('2026-03-29T23:30:00Z'), 'UTC')).toEqual({ firstDay: '2026-03-28', lastDay: '2026-03-28' });
  });

  it('last week is the ISO week before, Monday to Sunday, whatever weekday it runs on', () => {
    expect(relativeRangeDays('last_week', at('2026-03-30T05:00:00Z'), VIENNA)).toEqual({ firstDay: '2026-03-23', lastDay: '2026-03-29' });
    expect(relativeRangeDays('last_week', at('2026-04-05T20:00:00Z'), VIENNA)).toEqual({ firstDay: '2026-03-23', lastDay: '2026-03-29' });
  });

  it('the week of the spring change has 167 hours, of the autumn change 169, in both conventions', () => {
    const spring = relativeRangeDays('last_week', at('2026-03-30T05:00:00Z'), VIENNA);
    for (const end of ['end-of-day', 'exclusive'] as const) {
      const [from, to] = wireDatesOf(spring, end);
      const range = reportRange(from, to, VIENNA, { end, maxDays: 366 });
      expect((range.to.getTime() - range.from.getTime()) / 3_600_000).toBe(167);
      expect([range.firstDay, range.lastDay, range.days]).toEqual(['2026-03-23', '2026-03-29', 7]);
    }
    const autumn = relativeRangeDays('last_week', at('2026-10-26T06:00:00Z'), VIENNA);
    const [from, to] = wireDatesOf(autumn, 'exclusive');
    expect([from, to]).toEqual(['2026-10-19 00:00:00', '2026-10-26 00:00:00']);
    const range = reportRange(from, to, VIENNA, { end: 'exclusive', maxDays: 366 });
    expect((range.to.getTime() - range.from.getTime()) / 3_600_000).toBe(169);
  });

  it('last month is the calendar month before, across a year; month to date runs from the 1st through today', () => {
    expect(relativeRangeDays('last_month', at('2026-01-01T06:00:00Z'), VIENNA)).toEqual({ firstDay: '2025-12-01', lastDay: '2025-12-31' });
    expect(relativeRangeDays('last_month', at('2026-03-15T06:00:00Z'), VIENNA)).toEqual({ firstDay: '2026-02-01', lastDay: '2026-02-28' });
    // 23:30 UTC on 31 March is already 1 April in Vienna.
    expect(relativeRangeDays('month_to_date', at('2026-03-31T23:30:00Z'), VIENNA)).toEqual({ firstDay: '2026-04-01', lastDay: '2026-04-01' });
    expect(relativeRangeDays('month_to_date', at('2026-03-20T10:00:00Z'), VIENNA)).toEqual({ firstDay: '2026-03-01', lastDay: '2026-03-20' });
  });

  it('the wire dates follow the report’s convention', () => {
    expect(wireDatesOf({ firstDay: '2026-02-01', lastDay: '2026-02-28' }, 'end-of-day')).toEqual(['2026-02-01 00:00:00', '2026-02-28 23:59:59']);
    expect(wireDatesOf({ firstDay: '2026-02-01', lastDay: '2026-02-28' }, 'exclusive')).toEqual(['2026-02-01 00:00:00', '2026-03-01 00:00:00']);
  });
});

describe('when a schedule fires', () => {
  const weekdays = { Time: '07:00', Days: [1, 2, 3, 4, 5] };

  it('at its time on the customer’s clock on the chosen weekdays: 06:00 UTC in winter, 05:00 UTC in summer', () => {
    const fired = scheduleOccurrences(weekdays, VIENNA, at('2026-03-26T00:00:00Z'), at('2026-03-31T00:00:00Z'));
    // Thursday 26th, Friday 27th (winter), Monday 30th (summer); not the weekend.
    expect(fired.map((instant) => instant.toISOString())).toEqual(['2026-03-26T06:00:00.000Z', '2026-03-27T06:00:00.000Z', '2026-03-30T05:00:00.000Z']);
  });

  it('the window is half-open: an occurrence at its start has fired already, at its end fires now', () => {
    expect(scheduleOccurrences(weekdays, VIENNA, at('2026-03-26T06:00:00Z'), at('2026-03-26T06:00:30Z'))).toEqual([]);
    expect(scheduleOccurrences(weekdays, VIENNA, at('2026-03-26T05:59:00Z'), at('2026-03-26T06:00:00Z'))).toEqual([at('2026-03-26T06:00:00Z')]);
  });

  it('a time the spring change skips fires when the clocks go on; a time the autumn change repeats fires once', () => {
    const sunday = { Time: '02:30', Days: [7] };
    expect(scheduleOccurrences(sunday, VIENNA, at('2026-03-28T00:00:00Z'), at('2026-03-30T00:00:00Z'))).toEqual([at('2026-03-29T01:30:00Z')]);
    expect(scheduleOccurrences(sunday, VIENNA, at('2026-10-24T00:00:00Z'), at('2026-10-26T00:00:00Z'))).toEqual([at('2026-10-25T01:30:00Z')]);
  });

  it('a customer far from UTC fires on its own weekday', () => {
    // Monday 08:00 in Auckland is Sunday 19:00 UTC.
    expect(scheduleOccurrences({ Time: '08:00', Days: [1] }, 'Pacific/Auckland', at('2026-06-13T00:00:00Z'), at('2026-06-16T00:00:00Z'))).toEqual([
      at('2026-06-14T20:00:00Z'),
    ]);
  });

  it('nothing for a broken time or an empty window', () => {
    expect(scheduleOccurrences({ Time: '7:00', Days: [1] }, VIENNA, at('2026-03-01T00:00:00Z'), at('2026-03-31T00:00:00Z'))).toEqual([]);
    expect(scheduleOccurrences(weekdays, VIENNA, at('2026-03-31T00:00:00Z'), at('2026-03-01T00:00:00Z'))).toEqual([]);
  });
});

describe('what a schedule may hold', () => {
  const context: ScheduleContext = {
    report: { formats: ['csv', 'pdf'], maxRangeDays: 366 },
    permitted: true,
    userAddresses: new Set(['sofia@example.com']),
    domains: new Set(['nordlicht.at']),
    maxRecipients: 3,
  };
  const good = {
    Report: 'report/call_log/list',
    Range: 'last_week',
    Time: '07:00',
    Days: [1, 5],
    Recipients: ['Sofia@example.com', 'team@nordlicht.at'],
    Format: 'csv',
  };

  it('a valid schedule has no problem', () => {
    expect(scheduleProblems(good, context)).toEqual([]);
  });

  it('names each problem by its code and the value it is about (the server words them)', () => {
    const problems = scheduleProblems(
      { Report: 'report/nothing', Range: 'last_year', Time: '24:00', Days: [0, 8], Recipients: ['not-an-address', 'boss@gmail.com'], Format: 'xlsx' },
      { ...context, report: null },
    );
    expect(problems).toEqual([
      { code: 'unknown_report', value: 'report/nothing' },
      { code: 'bad_range', value: 'last_year' },
      { code: 'bad_time', value: '24:00' },
      { code: 'bad_days', value: '0,8' },
      { code: 'bad_address', value: 'not-an-address' },
      { code: 'recipient_not_allowed', value: 'boss@gmail.com' },
      { code: 'bad_format', value: 'xlsx' },
    ]);
  });

  it('refuses a report the user may not run, a range longer than the report allows, a format it is not sent in', () => {
    expect(scheduleProblems(good, { ...context, permitted: false }).map((problem) => problem.code)).toEqual(['report_not_permitted']);
    const short = { ...context, report: { formats: ['pdf'] as const, maxRangeDays: 7 } };
    expect(scheduleProblems({ ...good, Range: 'last_month' }, short)).toEqual([
      { code: 'range_too_long', value: '31' },
      { code: 'format_not_offered', value: 'csv' },
    ]);
    expect(scheduleProblems({ ...good, Range: 'last_week', Format: 'pdf' }, short)).toEqual([]);
  });

  it('takes a language the mails are written in, or none (the schedule keeps its own)', () => {
    expect(scheduleProblems({ ...good, Language: 'de' }, context)).toEqual([]);
    expect(scheduleProblems({ ...good, Language: undefined }, context)).toEqual([]);
    expect(scheduleProblems({ ...good, Language: 'fr' }, context)).toEqual([{ code: 'bad_language', value: 'fr' }]);
    expect(scheduleProblems({ ...good, Language: null }, context)).toEqual([{ code: 'bad_language', value: 'null' }]);
  });

  it('needs recipients, at most the limit, and days without repeats', () => {
    expect(scheduleProblems({ ...good, Recipients: [] }, context).map((problem) => problem.code)).toEqual(['no_recipients']);
    expect(scheduleProblems({ ...good, Recipients: ['a@nordlicht.at', 'b@nordlicht.at', 'c@nordlicht.at', 'd@nordlicht.at'] }, context)).toEqual([
      { code: 'too_many_recipients', value: '3' },
    ]);
    expect(scheduleProblems({ ...good, Days: [1, 1] }, context).map((problem) => problem.code)).toEqual(['bad_days']);
    expect(scheduleProblems({ ...good, Days: [] }, context).map((problem) => problem.code)).toEqual(['bad_days']);
  });

  it('allows the customer’s users and exactly the allowed domains, not look-alikes or subdomains', () => {
    const allowed = { userAddresses: new Set(['sofia@example.com']), domains: new Set(['nordlicht.at']) };
    expect(isAllowedRecipient('SOFIA@example.com', allowed)).toBe(true);
    expect(isAllowedRecipient('other@example.com', allowed)).toBe(false);
    expect(isAllowedRecipient('x@NORDLICHT.at', allowed)).toBe(true);
    expect(isAllowedRecipient('x@evil-nordlicht.at', allowed)).toBe(false);
    expect(isAllowedRecipient('x@mail.nordlicht.at', allowed)).toBe(false);
    expect(isAllowedRecipient('x@nordlicht.at.evil.com', allowed)).toBe(false);
  });

  it('recognises addresses and domains', () => {
    expect(['a@b.at', 'first.last+tag@sub.example.co.uk'].every(isMailAddress)).toBe(true);
    expect(['a@b', 'a b@c.at', '@c.at', 'a@@c.at', 'a..b@c.at', 'a@c.at\nBcc: x@y.at'].some(isMailAddress)).toBe(false);
    expect(mailDomainProblems(['example.com', '@Nordlicht.AT', 'not a domain', 'x'])).toEqual([
      { code: 'bad_domain', value: 'not a domain' },
      { code: 'bad_domain', value: 'x' },
    ]);
  });
});
