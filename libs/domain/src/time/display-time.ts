/**
 * How the admin shows dates and times, in both languages (issue 23): dates DD.MM.YYYY, times
 * HH:mm on a 24-hour clock, a moment as "DD.MM.YYYY HH:mm", always on the customer's clock.
 *
 * The wire carries two kinds of values, and both are shown the same way:
 * - wall times the server already read in the customer's zone ("YYYY-MM-DD", "YYYY-MM-DD HH:mm[:ss]",
 *   "HH:mm[:ss]"): shown as they are, only rearranged;
 * - instants (an ISO text with Z or an offset, a Date, epoch milliseconds): turned into the wall
 *   time of the customer's zone first, never the browser's.
 * Text that is neither shows as '' (a list never shows a half-read value).
 */
import { parseWallTime, wallTimeOf, type WallTime } from './zoned-time.js';

/** What a value is shown as: its date, its time, or both. */
export type DisplayPart = 'date' | 'time' | 'dateTime';

export type DisplayValue = string | number | Date | null | undefined;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

const TIME_OF_DAY = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?$/;
const WITH_ZONE = /\d[ T]\d{2}:\d{2}.*(Z|[+-]\d{2}(:?\d{2})?)$/i;

/** "DD.MM.YYYY" of a wall time. */
export const wallDateText = (wall: Pick<WallTime, 'year' | 'month' | 'day'>) => `${pad(wall.day)}.${pad(wall.month)}.${pad(wall.year, 4)}`;

/** "HH:mm" (24 h) of a wall time. */
export const wallClockText = (wall: Pick<WallTime, 'hour' | 'minute'>) => `${pad(wall.hour)}:${pad(wall.minute)}`;

interface ReadValue {
  wall: WallTime;
  /** The value names a day (false for a bare time of day). */
  hasDate: boolean;
  /** The value names a time of day (false for a bare calendar day). */
  hasTime: boolean;
}

function instantValue(instant: Date, timeZone: string): ReadValue | null {
  if (Number.isNaN(instant.getTime())) return null;
  return { wall: wallTimeOf(instant, timeZone), hasDate: true, hasTime: true };
}

/** A wire value as the customer's wall time, and which parts it carries; null when it is no date or time. */
function readValue(value: DisplayValue, timeZone: string): ReadValue | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return instantValue(value, timeZone);
  if (typeof value === 'number') return Number.isFinite(value) ? instantValue(new Date(value), timeZone) : null;
  const text = value.trim();
  if (text === '') return null;
  const clock = TIME_OF_DAY.exec(text);
  if (clock) {
    const [hour, minute, second] = [Number(clock[1]), Number(clock[2]), Number(clock[3] ?? 0)];
    if (hour > 23 || minute > 59 || second > 59) return null;
    return { wall: { year: 0, month: 0, day: 0, hour, minute, second, millisecond: 0 }, hasDate: false, hasTime: true };
  }
  // PostgreSQL's text form ("2026-01-15 23:30:00+00") as ISO 8601, which Date reads everywhere.
  if (WITH_ZONE.test(text)) return instantValue(new Date(text.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')), timeZone);
  const wall = parseWallTime(text);
  if (!wall) return null;
  return { wall, hasDate: true, hasTime: /\d[ T]\d/.test(text) };
}

/**
 * A wire value as the admin shows it, in the customer's zone `timeZone`. `part` picks what is
 * shown; without it the value shows what it carries (a day as DD.MM.YYYY, a time of day as HH:mm,
 * a moment as DD.MM.YYYY HH:mm). A part the value lacks is left out ('' when nothing is left).
 */
export function displayDateTime(value: DisplayValue, timeZone: string, part?: DisplayPart): string {
  const read = readValue(value, timeZone);
  if (!read) return '';
  const showDate = read.hasDate && part !== 'time';
  const showTime = read.hasTime && part !== 'date';
  return [showDate ? wallDateText(read.wall) : '', showTime ? wallClockText(read.wall) : ''].filter(Boolean).join(' ');
}

/** DD.MM.YYYY of a wire value on the customer's clock. */
export const displayDate = (value: DisplayValue, timeZone: string) => displayDateTime(value, timeZone, 'date');

/** HH:mm (24 h) of a wire value on the customer's clock. */
export const displayTime = (value: DisplayValue, timeZone: string) => displayDateTime(value, timeZone, 'time');
