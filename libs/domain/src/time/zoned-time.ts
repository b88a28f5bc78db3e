/**
 * Customer time zones: the one helper every area uses for "local" days and clock times.
 *
 * Each customer (tenant) has an IANA time zone (`core.customers.time_zone`, default
 * {@link DEFAULT_TIME_ZONE}). Instants are stored and sent as UTC; whatever a person reads or types
 * as a date or clock time is the customer's local wall clock. This module converts between the
 * two with the platform's `Intl` time-zone data only, so the API and the browser give the same
 * answers (no Node or DOM imports).
 *
 * Vocabulary:
 * - an **instant** is epoch milliseconds (UTC), as `Date.now()`;
 * - a **wall clock** is a local date and time without a zone, carried as the epoch milliseconds
 *   of the same fields read as UTC (`Date.UTC(y, m - 1, d, h, mi, s)`), which makes it easy to
 *   parse, compare and do arithmetic on; {@link wallClockOf} and {@link localPartsOf} convert;
 * - a **day** is `YYYY-MM-DD`.
 *
 * Daylight saving: a wall clock in the spring gap (02:30 on Europe/Vienna's 2026-03-29) does not
 * exist and one in the autumn overlap (02:30 on 2026-10-25) exists twice; {@link wallClockCandidates}
 * lists the instants (0, 1 or 2) and {@link zonedTimeToUtc} picks one like Temporal's
 * `disambiguation` option ('compatible': the earlier of two, and a gap time moved forward by the
 * gap's length).
 */

export const DEFAULT_TIME_ZONE = 'Europe/Vienna';

/** Local date and time fields; month 1..12, weekday 0 (Sunday) .. 6. */
export interface LocalDateTimeParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  weekday: number;
}

export type Disambiguation = 'compatible' | 'earlier' | 'later' | 'reject';

const DAY_MS = 86_400_000;
const ZONE_NAME = /^(?:[A-Za-z][A-Za-z0-9_+-]*)(?:\/[A-Za-z0-9_+-]+)*$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
      era: 'short',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** True for an IANA zone name the platform knows (`Europe/Vienna`, `UTC`); offsets like `+01:00` are not zone names. */
export function isValidTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length > 64 || !ZONE_NAME.test(zone)) return false;
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

/** Every zone name the platform offers, for pickers; `UTC` included. */
export function supportedTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_TIME_ZONE];
  return zones.includes('UTC') ? [...zones] : [...zones, 'UTC'].sort();
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The local date and time of an instant in a zone. */
export function localPartsOf(instant: number, zone: string): LocalDateTimeParts {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(zone).formatToParts(new Date(instant))) parts[part.type] = part.value;
  const year = Number(parts.year);
  return {
    year: parts.era === 'BC' ? 1 - year : year,
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    millisecond: ((instant % 1000) + 1000) % 1000,
    weekday: WEEKDAYS[parts.weekday] ?? 0,
  };
}

/** A wall clock (see the module comment) from local fields. */
export function wallClockOf(parts: Pick<LocalDateTimeParts, 'year' | 'month' | 'day'> & Partial<LocalDateTimeParts>): number {
  const wall = new Date(0);
  wall.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  wall.setUTCHours(parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0, parts.millisecond ?? 0);
  return wall.getTime();
}

/** The wall clock an instant shows in a zone. */
export function wallClockAt(instant: number, zone: string): number {
  return wallClockOf(localPartsOf(instant, zone));
}

/** Minutes the zone is ahead of UTC at an instant (Vienna: 60 in winter, 120 in summer). */
export function zoneOffsetMinutes(instant: number, zone: string): number {
  return Math.round((wallClockAt(instant, zone) - instant) / 60_000);
}

/**
 * The instants at which the zone's clocks show this wall clock, earliest first: one normally,
 * two in an autumn overlap, none in a spring gap.
 */
export function wallClockCandidates(wallClock: number, zone: string): number[] {
  const offsets = new Set([zoneOffsetMinutes(wallClock - DAY_MS, zone), zoneOffsetMinutes(wallClock + DAY_MS, zone)]);
  const found = new Set<number>();
  for (const offset of offsets) {
    const instant = wallClock - offset * 60_000;
    if (zoneOffsetMinutes(instant, zone) === offset) found.add(instant);
  }
  return [...found].sort((a, b) => a - b);
}

/**
 * The UTC instant of a local wall clock in a zone. 'compatible' (the default) takes the earlier
 * of two and moves a gap time forward by the gap ('02:30' on a spring-forward night is 03:30);
 * 'reject' answers null for both cases.
 */
export function zonedTimeToUtc(wallClock: number, zone: string, disambiguation: Disambiguation = 'compatible'): number | null {
  const candidates = wallClockCandidates(wallClock, zone);
  if (candidates.length === 1) return candidates[0];
  if (candidates.length === 2) {
    if (disambiguation === 'reject') return null;
    return disambiguation === 'later' ? candidates[1] : candidates[0];
  }
  if (disambiguation === 'reject') return null;
  // In a gap: read with the offset in force before it ('compatible' and 'later'), or after it ('earlier').
  const before = zoneOffsetMinutes(wallClock - DAY_MS, zone);
  const after = zoneOffsetMinutes(wallClock + DAY_MS, zone);
  return wallClock - (disambiguation === 'earlier' ? after : before) * 60_000;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The local day (`YYYY-MM-DD`) of an instant in a zone. */
export function localDayOf(instant: number, zone: string): string {
  const p = localPartsOf(instant, zone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** `YYYY-MM-DD HH:MM:SS` in the zone's local time. */
export function formatLocalDateTime(instant: number, zone: string): string {
  const p = localPartsOf(instant, zone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** Today's date in the zone (the customer's "today"). */
export function todayIn(zone: string, now: number = Date.now()): string {
  return localDayOf(now, zone);
}

function wallClockOfDay(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`Not a day (YYYY-MM-DD): '${day}'`);
  const wall = wallClockOf({ year: +match[1], month: +match[2], day: +match[3] });
  if (new Date(wall).toISOString().slice(0, 10) !== day) throw new Error(`Not a day of the calendar: '${day}'`);
  return wall;
}

/** The instant a local day begins (its first existing moment, should midnight fall in a gap). */
export function startOfLocalDay(day: string, zone: string): number {
  return zonedTimeToUtc(wallClockOfDay(day), zone, 'compatible')!;
}

/**
 * A local day as the half-open UTC range [start, end): end is the next day's start, so a day is
 * 23 or 25 hours long on daylight-saving change days. For SQL: `at >= start AND at < end`.
 */
export function localDayRange(day: string, zone: string): { start: number; end: number } {
  const next = new Date(wallClockOfDay(day) + DAY_MS).toISOString().slice(0, 10);
  return { start: startOfLocalDay(day, zone), end: startOfLocalDay(next, zone) };
}

/** The exclusive end of a local day: the next day's start. */
export function endOfLocalDay(day: string, zone: string): number {
  return localDayRange(day, zone).end;
}
