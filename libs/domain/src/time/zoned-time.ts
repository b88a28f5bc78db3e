/**
 * Days, hours and "today" of a customer, in the customer's IANA time zone (e.g. Europe/Vienna).
 * Every area that turns the wire's dates into instants, groups by day or hour, or asks what
 * "today" is uses these functions (and SQL's `AT TIME ZONE` with the same zone name). Built on
 * Intl only, so the admin uses the same code as the server.
 *
 * Wall times that do not exist (the hour skipped when clocks go forward) move forward by the
 * gap; wall times that exist twice (the hour repeated when clocks go back) mean the later one.
 */
import { addDays } from '../telephony/calendar.js';

export const DEFAULT_TIME_ZONE = 'Europe/Vienna';

/** A wall-clock time in some zone; month 1-12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** True for a zone name this runtime knows (IANA names such as Europe/Vienna, and UTC). */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name.length === 0 || name.length > 64) return false;
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

/** The wall time of an instant in a zone. */
export function wallTimeOf(instant: Date, timeZone: string): WallTime {
  const parts = formatter(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
    millisecond: instant.getUTCMilliseconds(),
  };
}

/** Minutes the zone is ahead of UTC at that instant (Vienna: 60 in winter, 120 in summer). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const wall = wallTimeOf(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond);
  return Math.round((asUtc - instant.getTime()) / 60000);
}

/** The instant a wall time in a zone stands for. */
export function instantOf(wall: WallTime, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond);
  const first = asUtc - offsetMinutes(new Date(asUtc), timeZone) * 60000;
  const second = asUtc - offsetMinutes(new Date(first), timeZone) * 60000;
  if (first === second) return new Date(first);
  // The offset differs on either side of a change: a skipped wall time moves forward by the gap,
  // a repeated one means its later occurrence.
  return new Date(Math.max(first, second));
}

const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?$/;

/** "YYYY-MM-DD" or "YYYY-MM-DD HH:mm[:ss[.fraction]]" as a wall time; null when it is not such a date. */
export function parseWallTime(text: string): WallTime | null {
  const match = WIRE_DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0));
  const millisecond = match[7] ? Math.floor(Number(`0.${match[7]}`) * 1000) : 0;
  const wall = { year, month, day, hour, minute, second, millisecond };
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const valid = check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day && hour < 24 && minute < 60 && second < 60;
  return valid ? wall : null;
}

/**
 * A date of the wire as an instant: the spec's clients send wall times of the customer's day
 * ("2026-03-01 00:00:00", "2026-03-31 23:59:59.999999"); a time with `Z` or an offset is taken as
 * it is. Null when the text is not a date.
 */
export function wireDateToInstant(text: string, timeZone: string): Date | null {
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(text.trim()) && /T/.test(text)) {
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  const wall = parseWallTime(text);
  return wall ? instantOf(wall, timeZone) : null;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** "YYYY-MM-DD" of an instant in a zone. */
export function localDate(instant: Date, timeZone: string): string {
  const wall = wallTimeOf(instant, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** "YYYY-MM-DD HH:mm:ss" of an instant in a zone. */
export function localDateTime(instant: Date, timeZone: string): string {
  const wall = wallTimeOf(instant, timeZone);
  return `${localDate(instant, timeZone)} ${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
}

/** The customer's calendar day at `now`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return localDate(now, timeZone);
}

/** ISO weekday of a calendar date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const wall = parseWallTime(date);
  if (!wall) throw new RangeError(`Not a date: ${date}`);
  return ((new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay() + 6) % 7) + 1;
}

/** A customer's day as the half-open range of instants [start, next day's start): 23 or 25 hours on a clock change. */
export function dayRange(date: string, timeZone: string): { from: Date; to: Date } {
  const wall = parseWallTime(date);
  if (!wall) throw new RangeError(`Not a date: ${date}`);
  const start = (d: string) => instantOf({ ...parseWallTime(d)!, hour: 0, minute: 0, second: 0, millisecond: 0 }, timeZone);
  return { from: start(date), to: start(addDays(date, 1)) };
}

/**
 * The instants at which a zone's clocks show this wall time, earliest first: one normally, two
 * when the autumn change repeats it, none when the spring change skips it. For readers that know
 * more than the wall time and must not guess (a Master.csv row carries its channel's creation
 * second); everyone else uses {@link instantOf}.
 */
export function wallTimeCandidates(wall: WallTime, timeZone: string): Date[] {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond);
  const day = 86_400_000;
  const offsets = new Set([offsetMinutes(new Date(asUtc - day), timeZone), offsetMinutes(new Date(asUtc + day), timeZone)]);
  const found = [...offsets]
    .map((offset) => asUtc - offset * 60_000)
    .filter((instant) => offsetMinutes(new Date(instant), timeZone) * 60_000 === asUtc - instant);
  return [...new Set(found)].sort((a, b) => a - b).map((instant) => new Date(instant));
}

/** Every zone name the runtime offers, UTC included: the choices of a time-zone picker. */
export function supportedTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_TIME_ZONE];
  return zones.includes('UTC') ? [...zones] : [...zones, 'UTC'].sort();
}
