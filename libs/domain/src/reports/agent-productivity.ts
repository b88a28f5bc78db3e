/**
 * Agent productivity (docs/reports.md): which days and hours count, and each activity's share of
 * an agent's logged time in them. SQL clips the status periods to the windows and sums seconds
 * per activity; this module picks the days and turns seconds into shares.
 */
import { ACTIVITY_TYPES, HOLIDAY_WEEKDAY, type ProductivityDetail } from '@backoffice/contracts';
import { DomainError } from '../errors.js';
import { addDays } from '../telephony/calendar.js';
import { instantOf, isoWeekday, parseWallTime } from '../time/zoned-time.js';
import { clockMinutes, eachDay } from './report-range.js';

/**
 * The days of [firstDay, lastDay] the report covers: a holiday counts when Holiday (8) is chosen,
 * whatever weekday it falls on; any other day when its weekday (1 Monday … 7 Sunday) is chosen.
 */
export function productivityDays(firstDay: string, lastDay: string, weekDays: readonly number[], holidays: ReadonlySet<string>): string[] {
  const chosen = new Set(weekDays);
  return eachDay(firstDay, lastDay).filter((day) => (holidays.has(day) ? chosen.has(HOLIDAY_WEEKDAY) : chosen.has(isoWeekday(day))));
}

/** HourFrom/HourTo ("HH:mm") as a window of minutes after midnight; the end must come after the start. */
export function hourWindow(hourFrom: unknown, hourTo: unknown): { fromMinutes: number; toMinutes: number } {
  const fromMinutes = clockMinutes(hourFrom);
  const toMinutes = clockMinutes(hourTo);
  if (fromMinutes === null) throw new DomainError('invalid_parameter', 'HourFrom must be a time HH:mm');
  if (toMinutes === null) throw new DomainError('invalid_parameter', 'HourTo must be a time HH:mm');
  if (toMinutes <= fromMinutes) throw new DomainError('invalid_parameter', 'HourTo must be after HourFrom');
  return { fromMinutes, toMinutes };
}

/** The instant a customer day's clock shows `minutes` after midnight (1440 = the next midnight). */
function atMinutes(day: string, minutes: number, timeZone: string): Date {
  const date = minutes >= 1440 ? addDays(day, 1) : day;
  const rest = minutes % 1440;
  return instantOf({ ...parseWallTime(date)!, hour: Math.floor(rest / 60), minute: rest % 60, second: 0, millisecond: 0 }, timeZone);
}

/**
 * The hour window of every day from firstDay to lastDay as instants of the customer's clock, null
 * for a day not chosen: the i-th entries belong to the i-th day (SQL indexes them by width_bucket).
 */
export function productivityWindows(
  firstDay: string,
  lastDay: string,
  chosenDays: readonly string[],
  window: { fromMinutes: number; toMinutes: number },
  timeZone: string,
): { starts: (Date | null)[]; ends: (Date | null)[] } {
  const chosen = new Set(chosenDays);
  const days = eachDay(firstDay, lastDay);
  return {
    starts: days.map((day) => (chosen.has(day) ? atMinutes(day, window.fromMinutes, timeZone) : null)),
    ends: days.map((day) => (chosen.has(day) ? atMinutes(day, window.toMinutes, timeZone) : null)),
  };
}

/** Seconds of [start, end) inside [windowStart, windowEnd). */
export function overlapSeconds(start: number, end: number, windowStart: number, windowEnd: number): number {
  return Math.max(0, Math.min(end, windowEnd) - Math.max(start, windowStart)) / 1000;
}

/**
 * Each activity's share of the agent's logged seconds, in the spec's order of types, types with
 * no time left out. Nothing logged gives no detail (the chart then shows 100 % Leerzeit).
 */
export function productivityDetail(secondsByType: Readonly<Record<string, number>>): ProductivityDetail[] {
  const total = Object.values(secondsByType).reduce((sum, seconds) => sum + seconds, 0);
  if (total <= 0) return [];
  return ACTIVITY_TYPES.filter((type) => (secondsByType[type] ?? 0) > 0).map((type) => ({ Type: type, Value: secondsByType[type] / total }));
}

/** What the chart draws: the detail, or 100 % Leerzeit for an agent without one. */
export function chartShares(detail: readonly ProductivityDetail[]): ProductivityDetail[] {
  return detail.length > 0 ? [...detail] : [{ Type: 'Leerzeit', Value: 1 }];
}
