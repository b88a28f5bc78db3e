import { addDays, DEFAULT_TIME_ZONE, todayIn } from '@backoffice/domain';
import type { LoginSession } from '@backoffice/contracts';

/**
 * The report forms' dates: days of the active customer (its time zone), sent in the wire's forms
 * (spec part 2 section 7: starts 00:00:00, ends 23:59:59, or the end plus one day at 00:00:00).
 */
export function customerToday(session: LoginSession | null, now: Date = new Date()): string {
  return todayIn(session?.activeCustomer?.TimeZone ?? DEFAULT_TIME_ZONE, now);
}

export const wireStart = (day: string) => `${day} 00:00:00`;
export const wireEnd = (day: string) => `${day} 23:59:59`;
/** "End plus one day" (activity, absence, call log). */
export const wireNextDay = (day: string) => `${addDays(day, 1)} 00:00:00`;

/** The first day of the month of a day. */
export const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/** The whole previous month of a day: the call result report's default. */
export function previousMonth(day: string): { from: string; to: string } {
  const to = addDays(monthStart(day), -1);
  return { from: monthStart(to), to };
}

/** A range whose end lies before its start (both days given): the forms refuse it before any call. */
export const isReversedRange = (from: string, to: string) => Boolean(from && to && from > to);
