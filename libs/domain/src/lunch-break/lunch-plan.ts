/**
 * The lunch plan's rules (spec part 2, lunch break): a break is a From and To of the customer's
 * wall clock on one day, HH:mm, From before To; both empty clears the agent's break; a break may
 * not overlap one of the agent's absences. Shared by the edit form and the server.
 */
import { instantOf, parseWallTime } from '../time/zoned-time.js';

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of an HH:mm clock time; null when it is not one. */
export function parseClock(text: string): number | null {
  const match = CLOCK.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export interface LunchTimes {
  From?: string | null;
  To?: string | null;
}

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

/** True when both are empty: the agent has no break that day (saving clears it). */
export function isClearedLunch(times: LunchTimes): boolean {
  return blank(times.From) && blank(times.To);
}

/**
 * What is wrong with one agent's From/To, or null. From alone is allowed (a break whose end is
 * not planned yet); To alone is not.
 */
export function lunchTimesProblem(times: LunchTimes): string | null {
  if (isClearedLunch(times)) return null;
  if (blank(times.From)) return 'From is required when To is set';
  const from = parseClock(times.From!.trim());
  if (from === null) return 'From must be a time HH:mm';
  if (blank(times.To)) return null;
  const to = parseClock(times.To!.trim());
  if (to === null) return 'To must be a time HH:mm';
  if (to <= from) return 'From must be before To';
  return null;
}

/** The instants of a break on a customer's day; `end` null when To is empty. */
export function lunchBreakInstants(date: string, times: LunchTimes, timeZone: string): { start: Date; end: Date | null } {
  const day = parseWallTime(date);
  if (!day) throw new RangeError(`Not a date: ${date}`);
  const at = (clock: string) => {
    const minutes = parseClock(clock.trim());
    if (minutes === null) throw new RangeError(`Not a time: ${clock}`);
    return instantOf({ ...day, hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0, millisecond: 0 }, timeZone);
  };
  return { start: at(times.From!), end: blank(times.To) ? null : at(times.To!) };
}

/** An HH:mm of an instant on the customer's wall clock. */
export function clockOf(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '00';
  return `${get('hour')}:${get('minute')}`;
}

export interface Interval {
  start: Date;
  end: Date;
}

/**
 * The first absence the break overlaps (half-open intervals: a break ending as an absence begins
 * does not overlap it). A break without end is taken as its first minute.
 */
export function overlappingAbsence<T extends Interval>(lunch: { start: Date; end: Date | null }, absences: readonly T[]): T | null {
  const end = lunch.end ?? new Date(lunch.start.getTime() + 60_000);
  return absences.find((absence) => lunch.start < absence.end && absence.start < end) ?? null;
}
