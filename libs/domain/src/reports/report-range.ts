/**
 * The date range of a report call, in the active customer's time zone (docs/reports.md, "Ranges").
 * Two conventions exist on the wire (spec part 2 section 7):
 * - `end-of-day`: DateTo names the last day ("2026-03-31 23:59:59"); the range runs to the start of
 *   the next local day, whatever time DateTo carries.
 * - `exclusive`: DateTo is already the day after ("end plus one day", activity, absence, call log);
 *   the range stops at that instant.
 * DateFrom is taken as sent (the start of its local day when it carries no time).
 */
import { DomainError } from '../errors.js';
import { addDays } from '../telephony/calendar.js';
import { instantOf, localDate, parseWallTime, todayIn, type WallTime } from '../time/zoned-time.js';

export type RangeEnd = 'end-of-day' | 'exclusive';

export interface ReportRange {
  /** First instant inside the range. */
  from: Date;
  /** First instant after the range. */
  to: Date;
  /** The customer's first and last day the range touches (YYYY-MM-DD). */
  firstDay: string;
  lastDay: string;
  /** Days from firstDay to lastDay, both counted. */
  days: number;
}

const DAY_MS = 86_400_000;

function wallOf(value: unknown, field: string): WallTime {
  if (value === undefined || value === null || value === '') throw new DomainError('invalid_range', `${field} is required`);
  const wall = typeof value === 'string' ? parseWallTime(value) : null;
  if (!wall) throw new DomainError('invalid_range', `${field} must be a date (YYYY-MM-DD or YYYY-MM-DD HH:mm:ss)`);
  return wall;
}

const dateOf = (wall: WallTime) => `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
const midnight = (day: string, timeZone: string) => instantOf({ ...parseWallTime(day)!, hour: 0, minute: 0, second: 0, millisecond: 0 }, timeZone);

/** Days from `first` to `last`, both counted (calendar days, independent of clock changes). */
export function daysBetween(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * The customer's calendar days the period [from, to) touches, both ends counted: the measure of
 * REPORT_MAX_RANGE_DAYS, shared by reports and Quality's periods.
 */
export function periodDays(from: Date, to: Date, timeZone: string): number {
  return daysBetween(localDate(from, timeZone), localDate(new Date(to.getTime() - 1), timeZone));
}

/** Every calendar day from `first` to `last`. */
export function eachDay(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The wire's DateFrom/DateTo as instants of the customer's zone; refuses a missing or malformed
 * date, a reversed range and a range over `maxDays` days, each with a message naming the problem.
 */
export function reportRange(dateFrom: unknown, dateTo: unknown, timeZone: string, options: { end: RangeEnd; maxDays: number }): ReportRange {
  const start = wallOf(dateFrom, 'DateFrom');
  const end = wallOf(dateTo, 'DateTo');
  const from = instantOf(start, timeZone);
  const to = options.end === 'end-of-day' ? midnight(addDays(dateOf(end), 1), timeZone) : instantOf(end, timeZone);
  if (to.getTime() <= from.getTime()) throw new DomainError('invalid_range', 'DateTo must be after DateFrom');
  const firstDay = localDate(from, timeZone);
  const lastDay = localDate(new Date(to.getTime() - 1), timeZone);
  const days = daysBetween(firstDay, lastDay);
  if (days > options.maxDays) {
    throw new DomainError('invalid_range', `The range covers ${days} days; a report covers at most ${options.maxDays} days`);
  }
  return { from, to, firstDay, lastDay, days };
}

/** True when the range is exactly the customer's today (report_absence_own sees no other day). */
export function isTodayOnly(range: Pick<ReportRange, 'firstDay' | 'lastDay'>, timeZone: string, now: Date = new Date()): boolean {
  const today = todayIn(timeZone, now);
  return range.firstDay === today && range.lastDay === today;
}

/**
 * The first instant of every customer day from `firstDay` to `lastDay`, then the start of the day
 * after: the bucket bounds SQL's width_bucket sorts rows into days with (bucket i = the i-th day),
 * which is cheaper per row than converting every timestamp with AT TIME ZONE.
 */
export function dayStarts(firstDay: string, lastDay: string, timeZone: string): Date[] {
  return [...eachDay(firstDay, lastDay), addDays(lastDay, 1)].map((day) => midnight(day, timeZone));
}

/** "HH:mm" of a day (00:00-24:00) as minutes after midnight; null when it is not such a time. */
export function clockMinutes(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= 24 * 60 ? minutes : null;
}

/** The day as `YYYY.MM.DD`, for export file names. */
const dotted = (day: string) => day.replace(/-/g, '.');

/** CallLog(YYYY.MM.DD-YYYY.MM.DD).csv: the first and last day of the log (DateTo minus one day, spec section 9). */
export function callLogFileName(range: Pick<ReportRange, 'firstDay' | 'lastDay'>): string {
  return `CallLog(${dotted(range.firstDay)}-${dotted(range.lastDay)}).csv`;
}

/** ACDDetails(YYYY.MM.DD-YYYY.MM.DD).csv. */
export function acdDetailsFileName(range: Pick<ReportRange, 'firstDay' | 'lastDay'>): string {
  return `ACDDetails(${dotted(range.firstDay)}-${dotted(range.lastDay)}).csv`;
}
