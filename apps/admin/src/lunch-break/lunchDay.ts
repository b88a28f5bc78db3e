import { DEFAULT_TIME_ZONE, displayDate, lunchTimesProblem, todayIn, type LunchTimes } from '@backoffice/domain';
import type { LoginSession, LunchBreakEntry } from '@backoffice/contracts';

/** Today of the active customer (its time zone). */
export function customerToday(session: LoginSession | null, now: Date = new Date()): string {
  return todayIn(session?.activeCustomer?.TimeZone ?? DEFAULT_TIME_ZONE, now);
}

/** The list screen's heading date: weekday and DD.MM.YYYY, e.g. "Tuesday, 03.03.2026" / "Dienstag, 03.03.2026". */
export function dayHeading(date: string, locale: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
  return `${weekday}, ${displayDate(date, 'UTC')}`;
}

/** The list hides agents whose From and To are both empty (spec part 2 section 2). */
export function plannedBreaks(entries: readonly LunchBreakEntry[]): LunchBreakEntry[] {
  return entries.filter((entry) => entry.From || entry.To);
}

/** The domain's problem texts as i18n keys, so the form speaks the user's language. */
const PROBLEM_KEYS: Record<string, string> = {
  'From is required when To is set': 'lunch_break.problems.from_required',
  'From must be a time HH:mm': 'lunch_break.problems.from_format',
  'To must be a time HH:mm': 'lunch_break.problems.to_format',
  'From must be before To': 'lunch_break.problems.order',
};

/** The i18n key of what is wrong with a row, or null. */
export function rowProblem(times: LunchTimes): string | null {
  const problem = lunchTimesProblem(times);
  return problem ? (PROBLEM_KEYS[problem] ?? problem) : null;
}
