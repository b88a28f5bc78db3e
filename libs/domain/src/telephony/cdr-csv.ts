/**
 * Asterisk cdr-csv (Master.csv): one call leg per line, no header, columns in this order
 * (cdr_csv.conf with loguniqueid and loguserfield on, as call centres run it):
 * accountcode, src, dst, dcontext, clid, channel, dstchannel, lastapp, lastdata, start, answer,
 * end, duration, billsec, disposition, amaflags, uniqueid, userfield.
 * Times are 'YYYY-MM-DD HH:MM:SS' (read as UTC). A first line naming the columns is allowed.
 */
import { parseDateTime } from './time-text.js';
import type { LineProblem } from './queue-log.js';

export const CDR_COLUMNS = [
  'accountcode',
  'src',
  'dst',
  'dcontext',
  'clid',
  'channel',
  'dstchannel',
  'lastapp',
  'lastdata',
  'start',
  'answer',
  'end',
  'duration',
  'billsec',
  'disposition',
  'amaflags',
  'uniqueid',
  'userfield',
] as const;

export const CDR_DISPOSITIONS = ['ANSWERED', 'NO ANSWER', 'BUSY', 'FAILED', 'CONGESTION'] as const;
export type CdrDisposition = (typeof CDR_DISPOSITIONS)[number];

export interface CdrRow {
  line: number;
  accountCode: string;
  source: string;
  destination: string;
  destinationContext: string;
  callerId: string;
  channel: string;
  destinationChannel: string;
  lastApplication: string;
  lastData: string;
  startedAt: number;
  answeredAt: number | null;
  endedAt: number;
  durationSeconds: number;
  billSeconds: number;
  disposition: CdrDisposition;
  amaFlags: string;
  uniqueId: string;
  userField: string;
}

export function isCdrHeader(fields: string[]): boolean {
  return fields[0]?.trim().toLowerCase() === 'accountcode' && fields[16]?.trim().toLowerCase() === 'uniqueid';
}

/** Validates one record; every problem of the row is named in one reason. */
export function validateCdrRecord(fields: string[], line: number): { row: CdrRow; problem?: undefined } | { row?: undefined; problem: LineProblem } {
  if (fields.length !== 17 && fields.length !== 18) {
    return { problem: { line, reason: `expected 18 columns (${CDR_COLUMNS.join(', ')}), got ${fields.length}` } };
  }
  const get = (name: (typeof CDR_COLUMNS)[number]) => (fields[CDR_COLUMNS.indexOf(name)] ?? '').trim();
  const reasons: string[] = [];
  const time = (name: 'start' | 'answer' | 'end', optional: boolean): number | null => {
    const raw = get(name);
    if (raw === '' && optional) return null;
    const value = parseDateTime(raw);
    if (value === null) reasons.push(`bad ${name} '${raw}'`);
    return value;
  };
  const seconds = (name: 'duration' | 'billsec'): number => {
    const raw = get(name);
    if (!/^-?\d+$/.test(raw)) reasons.push(`${name} must be whole seconds, got '${raw}'`);
    else if (Number(raw) < 0) reasons.push(`${name} is negative: ${raw}`);
    return Number(raw);
  };
  const startedAt = time('start', false);
  const answeredAt = time('answer', true);
  const endedAt = time('end', false);
  const durationSeconds = seconds('duration');
  const billSeconds = seconds('billsec');
  const disposition = get('disposition').toUpperCase() as CdrDisposition;
  if (!CDR_DISPOSITIONS.includes(disposition)) reasons.push(`unknown disposition '${get('disposition')}'`);
  const uniqueId = get('uniqueid');
  if (uniqueId === '') reasons.push('uniqueid is empty');
  if (startedAt !== null && endedAt !== null && endedAt < startedAt) reasons.push('end is before start');
  if (startedAt !== null && answeredAt !== null && answeredAt < startedAt) reasons.push('answer is before start');
  if (billSeconds > durationSeconds) reasons.push('billsec is longer than duration');
  if (disposition === 'ANSWERED' && answeredAt === null) reasons.push('ANSWERED without an answer time');
  if (reasons.length > 0) return { problem: { line, reason: reasons.join('; ') } };
  return {
    row: {
      line,
      accountCode: get('accountcode'),
      source: get('src'),
      destination: get('dst'),
      destinationContext: get('dcontext'),
      callerId: get('clid'),
      channel: get('channel'),
      destinationChannel: get('dstchannel'),
      lastApplication: get('lastapp'),
      lastData: get('lastdata'),
      startedAt: startedAt!,
      answeredAt,
      endedAt: endedAt!,
      durationSeconds,
      billSeconds,
      disposition,
      amaFlags: get('amaflags'),
      uniqueId,
      userField: fields.length === 18 ? get('userfield') : '',
    },
  };
}

/** The extension in a channel name: 'PJSIP/3001-0000002a' and 'SIP/3001-1' give '3001'. */
export function extensionOfChannel(channel: string): string | null {
  const match = /^[A-Za-z0-9_]+\/([^-@/]+)/.exec(channel.trim());
  return match ? match[1] : null;
}
