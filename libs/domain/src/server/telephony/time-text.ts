/** Dates and clock times as the import files write them; pure, so the admin can use them too. */
import type { WallTime } from '../../time/zoned-time.js';

/**
 * Reads 'YYYY-MM-DD HH:MM[:SS]' (or with a T) as a wall clock: the epoch milliseconds of those
 * fields read as UTC (apply a zone with instantOf(wallTimeOfClock(...), zone)); null when not a
 * real date and time.
 */
export function parseDateTime(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(ms);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  return ms;
}

export function parseIsoDay(text: string): string | null {
  const trimmed = text.trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(trimmed) && parseDateTime(`${trimmed} 00:00`) !== null ? trimmed : null;
}

/** 'HH:MM' (or 'HH:MM:SS') as minutes after midnight. */
export function parseClockMinutes(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** A wall clock carried as the epoch milliseconds of its fields read as UTC (what {@link parseDateTime} answers) as a WallTime. */
export function wallTimeOfClock(wallClock: number): WallTime {
  const fields = new Date(wallClock);
  return {
    year: fields.getUTCFullYear(),
    month: fields.getUTCMonth() + 1,
    day: fields.getUTCDate(),
    hour: fields.getUTCHours(),
    minute: fields.getUTCMinutes(),
    second: fields.getUTCSeconds(),
    millisecond: fields.getUTCMilliseconds(),
  };
}
