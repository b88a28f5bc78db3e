/**
 * A partner's temporary notice (spec part 2 sections 4 and 9): entering a note reveals From and
 * Until; From sets Until to From plus 30 minutes; an Until before From is reset to that; it is sent
 * only when note, From and Until are all present, and shown only while now is between them.
 * Times are wall times "YYYY-MM-DD HH:mm" of the active customer's time zone.
 */
import type { TemporaryInformation } from '@backoffice/contracts';
import { parseWallTime } from '../time/zoned-time.js';

export const TEMPORARY_INFORMATION_DEFAULT_MINUTES = 30;
export const TEMPORARY_INFORMATION_FORMAT = 'YYYY-MM-DD HH:mm';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** "YYYY-MM-DD HH:mm" when the text is such a wall time (seconds dropped), else null. */
export function normaliseNoticeTime(text: string | null | undefined): string | null {
  if (!text) return null;
  const wall = parseWallTime(text);
  if (!wall) return null;
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)} ${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** From plus 30 minutes, as wall-clock arithmetic. */
export function defaultUntil(from: string): string | null {
  const wall = parseWallTime(from);
  if (!wall) return null;
  const later = new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute + TEMPORARY_INFORMATION_DEFAULT_MINUTES));
  return `${later.getUTCFullYear()}-${pad(later.getUTCMonth() + 1)}-${pad(later.getUTCDate())} ${pad(later.getUTCHours())}:${pad(later.getUTCMinutes())}`;
}

/** Until as the form keeps it: an Until before From becomes From plus 30 minutes. */
export function correctedUntil(from: string | null | undefined, until: string | null | undefined): string | null {
  const start = normaliseNoticeTime(from);
  if (!start) return normaliseNoticeTime(until);
  const end = normaliseNoticeTime(until);
  if (!end || end < start) return defaultUntil(start);
  return end;
}

/** What is sent and stored: the notice only when note, From and Until are all present (Until corrected). */
export function temporaryInformationToSend(
  info: { Note?: string | null; From?: string | null; Until?: string | null } | null | undefined,
): TemporaryInformation | null {
  const note = info?.Note?.trim();
  const from = normaliseNoticeTime(info?.From);
  const until = normaliseNoticeTime(info?.Until);
  if (!note || !from || !until) return null;
  return { Note: note, From: from, Until: correctedUntil(from, until)! };
}

/** Shown only while now (a wall time of the same zone) is between From and Until, both included. */
export function isTemporaryInformationActive(info: TemporaryInformation | null | undefined, now: string): boolean {
  if (!info) return false;
  const current = normaliseNoticeTime(now);
  const from = normaliseNoticeTime(info.From);
  const until = normaliseNoticeTime(info.Until);
  if (!current || !from || !until) return false;
  return from <= current && current <= until;
}
