/**
 * The rules of scheduled reports (docs/reports.md, "Scheduled reports"): the days a relative range
 * covers, the instants a schedule fires at, and what makes a schedule invalid, each problem by a
 * code (its words are the server's i18n). Pure: the API and the admin share them.
 */
import { RELATIVE_RANGES, REPORT_LANGUAGES, SCHEDULE_FORMATS, type RelativeRange, type ScheduleFormat } from '@backoffice/contracts';
import { addDays } from '../telephony/calendar.js';
import { instantOf, isoWeekday, localDate, parseWallTime } from '../time/zoned-time.js';
import type { RangeEnd } from './report-range.js';

/** The customer's days a range covers, both counted (YYYY-MM-DD). */
export interface RangeDays {
  firstDay: string;
  lastDay: string;
}

/** The most days each relative range can cover (a month has at most 31). */
export const RELATIVE_RANGE_MAX_DAYS: Record<RelativeRange, number> = { yesterday: 1, last_week: 7, last_month: 31, month_to_date: 31 };

/**
 * The days a relative range covers for a run at `at`, on the customer's calendar: yesterday; the
 * ISO week (Monday-Sunday) before this one; the calendar month before this one; this month from
 * its first day through today (today's calls up to the run count).
 */
export function relativeRangeDays(range: RelativeRange, at: Date, timeZone: string): RangeDays {
  const today = localDate(at, timeZone);
  switch (range) {
    case 'yesterday': {
      const day = addDays(today, -1);
      return { firstDay: day, lastDay: day };
    }
    case 'last_week': {
      const monday = addDays(today, -(isoWeekday(today) - 1) - 7);
      return { firstDay: monday, lastDay: addDays(monday, 6) };
    }
    case 'last_month': {
      const firstOfThisMonth = `${today.slice(0, 8)}01`;
      const lastDay = addDays(firstOfThisMonth, -1);
      return { firstDay: `${lastDay.slice(0, 8)}01`, lastDay };
    }
    case 'month_to_date':
      return { firstDay: `${today.slice(0, 8)}01`, lastDay: today };
  }
}

/** The wire's DateFrom/DateTo of a report for these days, in the report's convention (docs/reports.md). */
export function wireDatesOf(days: RangeDays, end: RangeEnd): [string, string] {
  return end === 'end-of-day'
    ? [`${days.firstDay} 00:00:00`, `${days.lastDay} 23:59:59`]
    : [`${days.firstDay} 00:00:00`, `${addDays(days.lastDay, 1)} 00:00:00`];
}

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The instants in (after, upTo] at which a schedule fires: on each chosen ISO weekday at its time
 * on the customer's clock. On the spring change a time the clocks skip fires when the clocks go
 * on (02:30 → 03:30 summer time); on the autumn change a repeated time fires once, the later one.
 */
export function scheduleOccurrences(schedule: { Time: string; Days: readonly number[] }, timeZone: string, after: Date, upTo: Date): Date[] {
  const match = CLOCK_TIME.exec(schedule.Time);
  if (!match || upTo.getTime() <= after.getTime()) return [];
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  const found: Date[] = [];
  // A day before and after the local dates of the ends: the offset moves a day's time across UTC days.
  for (let day = addDays(localDate(after, timeZone), -1); day <= addDays(localDate(upTo, timeZone), 1); day = addDays(day, 1)) {
    if (!schedule.Days.includes(isoWeekday(day))) continue;
    const instant = instantOf({ ...parseWallTime(day)!, hour, minute, second: 0, millisecond: 0 }, timeZone);
    if (instant.getTime() > after.getTime() && instant.getTime() <= upTo.getTime()) found.push(instant);
  }
  return found;
}

/**
 * A problem of a schedule or of a mail domain list: a stable code and the value it is about,
 * worded by `app.errors.schedule_invalid.<code>` (apps/api server-messages.ts, en and de).
 */
export interface ScheduleProblem {
  code:
    | 'unknown_report'
    | 'report_not_permitted'
    | 'bad_range'
    | 'range_too_long'
    | 'bad_time'
    | 'bad_days'
    | 'no_recipients'
    | 'too_many_recipients'
    | 'bad_address'
    | 'recipient_not_allowed'
    | 'bad_format'
    | 'format_not_offered'
    | 'bad_parameters'
    | 'bad_language'
    | 'bad_domain';
  value?: string;
}

/** Why a scheduled run sent nothing besides the schedule's own problems (worded `app.errors.schedule_failed.<code>`). */
export type ScheduleRunProblem =
  'owner_inactive' | 'owner_not_member' | 'owner_not_permitted' | 'mail_not_configured' | 'send_failed' | 'retrying' | 'nothing_sent';

// A practical address check (not RFC 5322's every corner): one @, a local part without spaces, and
// a domain of dot-separated labels ending in a letter-only top-level label.
const ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@([A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const DOMAIN = /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export function isMailAddress(text: string): boolean {
  return text.length <= 254 && ADDRESS.test(text) && !text.includes('..');
}

/** A domain as stored: lower case, without a leading @. */
export function normalMailDomain(text: string): string {
  return text.trim().toLowerCase().replace(/^@/, '');
}

export function isMailDomain(text: string): boolean {
  return text.length <= 253 && DOMAIN.test(text);
}

/** The problems of a mail domain list (each must be a domain). */
export function mailDomainProblems(domains: readonly string[]): ScheduleProblem[] {
  return domains.filter((domain) => !isMailDomain(normalMailDomain(domain))).map((value) => ({ code: 'bad_domain', value }));
}

/**
 * Whether a recipient may receive the customer's reports: the address of one of its users, or an
 * address in one of the domains its administrator allowed (exactly that domain, not its subdomains).
 */
export function isAllowedRecipient(address: string, allowed: { userAddresses: ReadonlySet<string>; domains: ReadonlySet<string> }): boolean {
  const lower = address.toLowerCase();
  return allowed.userAddresses.has(lower) || allowed.domains.has(lower.slice(lower.lastIndexOf('@') + 1));
}

/** What a schedule is checked against: the report's facts and what the customer allows. */
export interface ScheduleContext {
  /** Null: no schedulable report has this path. */
  report: { formats: readonly ScheduleFormat[]; maxRangeDays: number } | null;
  /** The user may run the report (its call's permissions). */
  permitted: boolean;
  userAddresses: ReadonlySet<string>;
  domains: ReadonlySet<string>;
  maxRecipients: number;
}

export interface ScheduleFields {
  Report: string;
  Range: unknown;
  Time: unknown;
  Days: unknown;
  Recipients: unknown;
  Format: unknown;
  /** Absent: the schedule's language stays (English for a new one). */
  Language?: unknown;
}

/** Every problem of a schedule (empty: it may be stored), in the order of the form's fields. */
export function scheduleProblems(input: ScheduleFields, context: ScheduleContext): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  if (!context.report) problems.push({ code: 'unknown_report', value: input.Report });
  else if (!context.permitted) problems.push({ code: 'report_not_permitted', value: input.Report });
  if (!(RELATIVE_RANGES as readonly unknown[]).includes(input.Range)) problems.push({ code: 'bad_range', value: String(input.Range) });
  else if (context.report && RELATIVE_RANGE_MAX_DAYS[input.Range as RelativeRange] > context.report.maxRangeDays) {
    problems.push({ code: 'range_too_long', value: String(RELATIVE_RANGE_MAX_DAYS[input.Range as RelativeRange]) });
  }
  if (typeof input.Time !== 'string' || !CLOCK_TIME.test(input.Time)) problems.push({ code: 'bad_time', value: String(input.Time) });
  const days = input.Days;
  if (!Array.isArray(days) || days.length === 0 || days.some((day) => !Number.isInteger(day) || day < 1 || day > 7) || new Set(days).size !== days.length) {
    problems.push({ code: 'bad_days', value: Array.isArray(days) ? days.join(',') : String(days) });
  }
  const recipients = Array.isArray(input.Recipients) ? (input.Recipients as unknown[]) : [];
  if (recipients.length === 0) problems.push({ code: 'no_recipients' });
  if (recipients.length > context.maxRecipients) problems.push({ code: 'too_many_recipients', value: String(context.maxRecipients) });
  for (const recipient of recipients) {
    const address = typeof recipient === 'string' ? recipient.trim() : String(recipient);
    if (!isMailAddress(address)) problems.push({ code: 'bad_address', value: address });
    else if (!isAllowedRecipient(address, context)) problems.push({ code: 'recipient_not_allowed', value: address });
  }
  if (!(SCHEDULE_FORMATS as readonly unknown[]).includes(input.Format)) problems.push({ code: 'bad_format', value: String(input.Format) });
  else if (context.report && !context.report.formats.includes(input.Format as ScheduleFormat))
    problems.push({ code: 'format_not_offered', value: String(input.Format) });
  if (input.Language !== undefined && !(REPORT_LANGUAGES as readonly unknown[]).includes(input.Language))
    problems.push({ code: 'bad_language', value: String(input.Language) });
  return problems;
}
