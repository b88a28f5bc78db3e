/**
 * Calendar helpers for the generator and the agent productivity report's Holiday checkbox.
 * Dates are plain UTC calendar days ('YYYY-MM-DD'); the generator treats UTC as the centre's wall clock.
 */

export interface Holiday {
  date: string;
  name: string;
}

const DAY_MS = 86_400_000;

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return toIsoDate(new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS));
}

/** 0 Sunday ... 6 Saturday. */
export function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

/** Easter Sunday (Gregorian, anonymous algorithm of Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Austrian public holidays of a year (the demo centre's calendar), sorted by date. */
export function publicHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const fixed: [string, string][] = [
    ['01-01', 'Neujahr'],
    ['01-06', 'Heilige Drei Könige'],
    ['05-01', 'Staatsfeiertag'],
    ['08-15', 'Mariä Himmelfahrt'],
    ['10-26', 'Nationalfeiertag'],
    ['11-01', 'Allerheiligen'],
    ['12-08', 'Mariä Empfängnis'],
    ['12-25', 'Christtag'],
    ['12-26', 'Stefanitag'],
  ];
  const holidays: Holiday[] = [
    ...fixed.map(([monthDay, name]) => ({ date: `${year}-${monthDay}`, name })),
    { date: addDays(easter, 1), name: 'Ostermontag' },
    { date: addDays(easter, 39), name: 'Christi Himmelfahrt' },
    { date: addDays(easter, 50), name: 'Pfingstmontag' },
    { date: addDays(easter, 60), name: 'Fronleichnam' },
  ];
  return holidays.sort((x, y) => x.date.localeCompare(y.date));
}

/** Holidays falling in [firstDay, firstDay + days). */
export function holidaysBetween(firstDay: string, days: number): Holiday[] {
  const lastDay = addDays(firstDay, days - 1);
  const years = new Set<number>();
  for (let year = Number(firstDay.slice(0, 4)); year <= Number(lastDay.slice(0, 4)); year++) years.add(year);
  return [...years].flatMap(publicHolidays).filter((h) => h.date >= firstDay && h.date <= lastDay);
}
