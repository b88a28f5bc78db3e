/**
 * Our own CSV formats for telephony data that PBX exports do not carry: absences, mail
 * activities, PC inventory and lunch breaks. Each file has a header row naming its columns (any
 * order; extra columns are an error so typos are caught), comma or semicolon separated, UTF-8.
 * Times are 'YYYY-MM-DD HH:MM[:SS]', days 'YYYY-MM-DD', clock times 'HH:MM', all the customer's local
 * time: they are read in the customer's time zone (see zoned-time: a time the spring change skips
 * moves forward by the gap, one the autumn change repeats is the later of the two).
 *
 * absences:        employee_id, start, end, reason            key: employee_id + start
 * mail_activities: mail_id, employee_id, sent_at, call_customer   key: mail_id (call_customer: routing exten, may be empty)
 * pc_inventory:    hostname, update_stamp, windows_version    key: hostname (a newer row updates it)
 * lunch_breaks:    employee_id, date, from, to                key: employee_id + date + from
 */
import type { LineProblem } from './queue-log-lines.js';
import { parseClockMinutes, parseDateTime, parseIsoDay, wallTimeOfClock } from './time-text.js';
import { instantOf } from '../../time/zoned-time.js';

export const NATIVE_CSV_COLUMNS = {
  absences: ['employee_id', 'start', 'end', 'reason'],
  mail_activities: ['mail_id', 'employee_id', 'sent_at', 'call_customer'],
  pc_inventory: ['hostname', 'update_stamp', 'windows_version'],
  lunch_breaks: ['employee_id', 'date', 'from', 'to'],
} as const;
export type NativeCsvKind = keyof typeof NATIVE_CSV_COLUMNS;

export interface AbsenceRow {
  line: number;
  employeeId: string;
  startedAt: number;
  endedAt: number;
  reason: string;
}
export interface MailActivityRow {
  line: number;
  mailId: string;
  employeeId: string;
  sentAt: number;
  callCustomer: string | null;
}
export interface PcInventoryRow {
  line: number;
  hostname: string;
  updateStamp: number;
  windowsVersion: string;
}
export interface LunchBreakRow {
  line: number;
  employeeId: string;
  day: string;
  startedAt: number;
  endedAt: number;
}

export interface NativeRowByKind {
  absences: AbsenceRow;
  mail_activities: MailActivityRow;
  pc_inventory: PcInventoryRow;
  lunch_breaks: LunchBreakRow;
}

/** Checks a header row; returns the column order or a problem naming what is missing or unknown. */
export function readNativeHeader(
  kind: NativeCsvKind,
  fields: string[],
  line: number,
): { columns: string[]; problem?: undefined } | { columns?: undefined; problem: LineProblem } {
  const expected: readonly string[] = NATIVE_CSV_COLUMNS[kind];
  const columns = fields.map((f) => f.trim().toLowerCase());
  const missing = expected.filter((c) => !columns.includes(c));
  const unknown = columns.filter((c) => !expected.includes(c));
  const duplicated = columns.filter((c, i) => columns.indexOf(c) !== i);
  const reasons = [
    missing.length ? `missing column(s) ${missing.join(', ')}` : '',
    unknown.length ? `unknown column(s) ${unknown.join(', ')}` : '',
    duplicated.length ? `duplicate column(s) ${duplicated.join(', ')}` : '',
  ].filter(Boolean);
  if (reasons.length) return { problem: { line, reason: `${reasons.join('; ')} (expected ${expected.join(', ')})` } };
  return { columns };
}

/** Validates a row; its times are read in `zone` (the customer's time zone) and answered as instants. */
export function validateNativeRecord<K extends NativeCsvKind>(
  kind: K,
  columns: string[],
  fields: string[],
  line: number,
  zone: string,
): { row: NativeRowByKind[K]; problem?: undefined } | { row?: undefined; problem: LineProblem } {
  if (fields.length !== columns.length) return { problem: { line, reason: `expected ${columns.length} columns, got ${fields.length}` } };
  const value = (name: string) => (fields[columns.indexOf(name)] ?? '').trim();
  const reasons: string[] = [];
  const required = (name: string, max = 200) => {
    const text = value(name);
    if (text === '') reasons.push(`${name} is empty`);
    else if (text.length > max) reasons.push(`${name} is longer than ${max} characters`);
    return text;
  };
  const moment = (name: string) => {
    const parsed = parseDateTime(value(name));
    if (parsed === null) reasons.push(`bad ${name} '${value(name)}' (YYYY-MM-DD HH:MM)`);
    return parsed === null ? 0 : instantOf(wallTimeOfClock(parsed), zone).getTime();
  };
  let row: NativeRowByKind[NativeCsvKind];
  switch (kind) {
    case 'absences': {
      const employeeId = required('employee_id', 50);
      const startedAt = moment('start');
      const endedAt = moment('end');
      const reason = required('reason', 100);
      if (!reasons.some((r) => r.startsWith('bad ')) && endedAt <= startedAt) reasons.push('end is not after start');
      row = { line, employeeId, startedAt, endedAt, reason };
      break;
    }
    case 'mail_activities':
      row = {
        line,
        mailId: required('mail_id', 200),
        employeeId: required('employee_id', 50),
        sentAt: moment('sent_at'),
        callCustomer: value('call_customer') || null,
      };
      break;
    case 'pc_inventory':
      row = { line, hostname: required('hostname', 100), updateStamp: moment('update_stamp'), windowsVersion: required('windows_version', 100) };
      break;
    default: {
      const employeeId = required('employee_id', 50);
      const day = parseIsoDay(value('date'));
      if (day === null) reasons.push(`bad date '${value('date')}' (YYYY-MM-DD)`);
      const from = parseClockMinutes(value('from'));
      const to = parseClockMinutes(value('to'));
      if (from === null) reasons.push(`bad from '${value('from')}' (HH:MM)`);
      if (to === null) reasons.push(`bad to '${value('to')}' (HH:MM)`);
      if (from !== null && to !== null && to <= from) reasons.push('to is not after from');
      const base = day ? Date.parse(`${day}T00:00:00Z`) : 0;
      const at = (minutes: number | null) => instantOf(wallTimeOfClock(base + (minutes ?? 0) * 60_000), zone).getTime();
      row = { line, employeeId, day: day ?? '', startedAt: at(from), endedAt: at(to) };
    }
  }
  if (reasons.length) return { problem: { line, reason: reasons.join('; ') } };
  return { row: row as NativeRowByKind[K] };
}

/** The key that makes a native row unique (duplicates in one file are rejected). */
export function nativeRowKey(kind: NativeCsvKind, row: NativeRowByKind[NativeCsvKind]): string {
  switch (kind) {
    case 'absences':
      return `${(row as AbsenceRow).employeeId}@${(row as AbsenceRow).startedAt}`;
    case 'mail_activities':
      return (row as MailActivityRow).mailId;
    case 'pc_inventory':
      return (row as PcInventoryRow).hostname.toLowerCase();
    default:
      return `${(row as LunchBreakRow).employeeId}@${(row as LunchBreakRow).startedAt}`;
  }
}

/** The separator of a native CSV, from its header line: `;` when it has more of them than commas. */
export function nativeCsvDelimiterOf(headerLine: string): ',' | ';' {
  const count = (character: string) => headerLine.split(character).length - 1;
  return count(';') > count(',') ? ';' : ',';
}
