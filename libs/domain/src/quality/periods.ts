/**
 * The generation form's date-range presets and the wire ranges of generation and reports. Weeks
 * are ISO weeks (Monday to Sunday); "today" is the customer's (see time/zoned-time), so the caller
 * passes the customer's calendar date.
 */
import type { PeriodPreset } from '@backoffice/contracts';
import { addDays } from '../telephony/calendar.js';
import { isoWeekday, parseWallTime } from '../time/zoned-time.js';

/** First and last day, both included, "YYYY-MM-DD". */
export interface DateSpan {
  from: string;
  to: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

function monthStart(date: string): string {
  return `${date.slice(0, 8)}01`;
}

function monthEnd(date: string): string {
  const wall = parseWallTime(date)!;
  const last = new Date(Date.UTC(wall.year, wall.month, 0)).getUTCDate();
  return `${date.slice(0, 8)}${pad(last)}`;
}

/** Monday of the ISO week holding `date`. */
export function isoWeekStart(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** ISO week number and its year (the year of the week's Thursday). */
export function isoWeek(date: string): { year: number; week: number } {
  const thursday = addDays(isoWeekStart(date), 3);
  const year = Number(thursday.slice(0, 4));
  const firstThursday = addDays(isoWeekStart(`${year}-01-04`), 3);
  const week = Math.round((Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${firstThursday}T00:00:00Z`)) / (7 * 86_400_000)) + 1;
  return { year, week };
}

/**
 * The days a preset covers, seen from the customer's `today`. Current week and month run to
 * their end (days still to come hold no calls yet). Custom has no days of its own: null.
 */
export function presetSpan(preset: PeriodPreset, today: string): DateSpan | null {
  switch (preset) {
    case 'last_week': {
      const monday = addDays(isoWeekStart(today), -7);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'current_week': {
      const monday = isoWeekStart(today);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'last_month': {
      const lastOfPrevious = addDays(monthStart(today), -1);
      return { from: monthStart(lastOfPrevious), to: lastOfPrevious };
    }
    case 'current_month':
      return { from: monthStart(today), to: monthEnd(today) };
    case 'custom':
      return null;
  }
}

/** Generation's wire range: From the first day at 00:00:00, To the end date plus one day at 00:00:00. */
export function generationRange(span: DateSpan): { From: string; To: string } {
  return { From: `${span.from} 00:00:00`, To: `${addDays(span.to, 1)} 00:00:00` };
}

/** A report's wire range: From the first day at 00:00:00, To the end date at 23:59:59.999999. */
export function qualityReportRange(span: DateSpan): { From: string; To: string } {
  return { From: `${span.from} 00:00:00`, To: `${span.to} 23:59:59.999999` };
}
