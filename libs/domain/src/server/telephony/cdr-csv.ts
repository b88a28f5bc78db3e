/**
 * Asterisk cdr-csv (Master.csv and the per-account files), as cdr_csv writes it:
 * no header, 16 to 21 columns: accountcode, src, dst, dcontext, clid, channel, dstchannel,
 * lastapp, lastdata, start, answer, end, duration, billsec, disposition, amaflags; then uniqueid
 * (with `loguniqueid=yes`), userfield (`loguserfield=yes`), then peeraccount, linkedid, sequence
 * (`newcdrcolumns=yes`). The layout is told by the count and by the shape of the uniqueid
 * (`[systemname-]epoch.sequence`). A first line naming the columns is allowed.
 *
 * Several rows per uniqueid are normal (one CDR per party pair and dial attempt); the row whose
 * lastapp is `Queue` is the CDR of the queue stay. Times are written as the PBX's local wall clock
 * or as UTC (`usegmtime=yes`), nothing in the file says which: {@link CdrClockDetector} tells them
 * apart by comparing start with the uniqueid's epoch, which is the channel's creation second in
 * UTC (start is that second or later, never earlier).
 */
import { parseDateTime, wallTimeOfClock } from './time-text.js';
import type { LineProblem } from './queue-log-lines.js';
import { instantOf, wallTimeCandidates } from '../../time/zoned-time.js';

export const CDR_BASE_COLUMNS = [
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
] as const;

export const CDR_DISPOSITIONS = ['ANSWERED', 'NO ANSWER', 'BUSY', 'FAILED', 'CONGESTION'] as const;
export type CdrDisposition = (typeof CDR_DISPOSITIONS)[number];

/** Where the optional columns are in a row of this many fields (null: not written). */
export interface CdrLayout {
  columns: number;
  uniqueId: number | null;
  userField: number | null;
  linkedId: number | null;
}

const UNIQUE_ID = /^(?:[A-Za-z0-9_.-]+-)?(\d{9,10})\.\d+$/;

/** The channel's creation second (epoch ms) in an Asterisk uniqueid such as `1767261600.42` or `pbx1-1767261600.42`. */
export function uniqueIdEpoch(uniqueId: string): number | null {
  const match = UNIQUE_ID.exec(uniqueId.trim());
  return match ? Number(match[1]) * 1000 : null;
}

/** The layout of a row: by its number of fields and, where that leaves a choice, the uniqueid's shape. */
export function cdrLayoutOf(fields: readonly string[]): CdrLayout | null {
  const isUniqueId = (index: number) => uniqueIdEpoch(fields[index] ?? '') !== null;
  switch (fields.length) {
    case 16:
      return { columns: 16, uniqueId: null, userField: null, linkedId: null };
    case 17:
      return isUniqueId(16) ? { columns: 17, uniqueId: 16, userField: null, linkedId: null } : { columns: 17, uniqueId: null, userField: 16, linkedId: null };
    case 18:
      return { columns: 18, uniqueId: 16, userField: 17, linkedId: null };
    case 19:
      return { columns: 19, uniqueId: null, userField: null, linkedId: 17 };
    case 20:
      return isUniqueId(16) ? { columns: 20, uniqueId: 16, userField: null, linkedId: 18 } : { columns: 20, uniqueId: null, userField: 16, linkedId: 18 };
    case 21:
      return { columns: 21, uniqueId: 16, userField: 17, linkedId: 19 };
    default:
      return null;
  }
}

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
  /** Wall clocks as written (see zoned-time): the zone is applied once the file's clock is known. */
  startWallClock: number;
  answerWallClock: number | null;
  endWallClock: number;
  durationSeconds: number;
  billSeconds: number;
  disposition: CdrDisposition;
  amaFlags: string;
  /** The uniqueid column, or the linkedid where the file has none; null without either. */
  uniqueId: string | null;
  userField: string;
}

export function isCdrHeader(fields: readonly string[]): boolean {
  return fields[0]?.trim().toLowerCase() === 'accountcode' && fields[1]?.trim().toLowerCase() === 'src' && fields[9]?.trim().toLowerCase() === 'start';
}

/** True when a record looks like a cdr_csv row or header (for telling file kinds apart). */
export function looksLikeCdrRecord(fields: readonly string[]): boolean {
  return isCdrHeader(fields) || (cdrLayoutOf(fields) !== null && parseDateTime(fields[9] ?? '') !== null);
}

/** Validates one record; every problem of the row is named in one reason. */
export function validateCdrRecord(fields: readonly string[], line: number): { row: CdrRow; problem?: undefined } | { row?: undefined; problem: LineProblem } {
  const layout = cdrLayoutOf(fields);
  if (!layout) {
    return {
      problem: {
        line,
        reason: `expected 16 to 21 columns (${CDR_BASE_COLUMNS.join(', ')}, then uniqueid, userfield, peeraccount, linkedid, sequence as configured), got ${fields.length}`,
      },
    };
  }
  const get = (name: (typeof CDR_BASE_COLUMNS)[number]) => (fields[CDR_BASE_COLUMNS.indexOf(name)] ?? '').trim();
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
  const startWallClock = time('start', false);
  const answerWallClock = time('answer', true);
  const endWallClock = time('end', false);
  const durationSeconds = seconds('duration');
  const billSeconds = seconds('billsec');
  const disposition = get('disposition').toUpperCase() as CdrDisposition;
  if (!CDR_DISPOSITIONS.includes(disposition)) reasons.push(`unknown disposition '${get('disposition')}'`);
  const uniqueIdColumn = layout.uniqueId ?? layout.linkedId;
  const uniqueId = uniqueIdColumn === null ? null : (fields[uniqueIdColumn] ?? '').trim();
  if (uniqueId === '') reasons.push(`${layout.uniqueId !== null ? 'uniqueid' : 'linkedid'} is empty`);
  if (billSeconds > durationSeconds) reasons.push('billsec is longer than duration');
  if (disposition === 'ANSWERED' && answerWallClock === null) reasons.push('ANSWERED without an answer time');
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
      startWallClock: startWallClock!,
      answerWallClock,
      endWallClock: endWallClock!,
      durationSeconds,
      billSeconds,
      disposition,
      amaFlags: get('amaflags'),
      uniqueId,
      userField: layout.userField === null ? '' : (fields[layout.userField] ?? '').trim(),
    },
  };
}

export type CdrClock = 'utc' | 'local';

/** How far (ms) start may lie after the uniqueid's epoch and still count as that channel's start. */
const START_AFTER_CREATION_MS = 6 * 3600_000;

/**
 * Tells whether a file's times are UTC or the customer's local time. Fed with the start (as
 * written) and the uniqueid's epoch of rows, it keeps for each reading the smallest
 * start − epoch: the right reading never goes below zero (start is never before the channel was
 * created) and comes closest to it, as every call's first CDR starts in its creation second. When
 * the zone's offset is zero both readings agree.
 */
export class CdrClockDetector {
  private samples = 0;
  private readonly least: Record<CdrClock, number> = { utc: Infinity, local: Infinity };

  constructor(readonly zone: string) {}

  add(startWallClock: number, epoch: number): void {
    this.samples++;
    this.least.utc = Math.min(this.least.utc, startWallClock - epoch);
    const local = wallTimeCandidates(wallTimeOfClock(startWallClock), this.zone).map((instant) => instant.getTime() - epoch);
    const closest = local.filter((delta) => delta >= 0).sort((a, b) => a - b)[0] ?? (local.length ? Math.min(...local) : Infinity);
    this.least.local = Math.min(this.least.local, closest);
  }

  get sampleCount(): number {
    return this.samples;
  }

  /** The reading that fits, or null without samples. `fits` is false when neither stays after creation. */
  decide(): { clock: CdrClock; fits: boolean } | null {
    if (this.samples === 0) return null;
    const fits = (clock: CdrClock) => this.least[clock] >= 0 && this.least[clock] <= START_AFTER_CREATION_MS;
    if (fits('utc') && (!fits('local') || this.least.utc <= this.least.local)) return { clock: 'utc', fits: true };
    if (fits('local')) return { clock: 'local', fits: true };
    return { clock: 'local', fits: false };
  }
}

/**
 * A row's start, answer and end as instants, read with the file's clock. Local wall clocks that
 * occur twice (the autumn change) take the reading at or after the uniqueid's epoch for start,
 * and at or after start for answer and end.
 */
export function cdrInstants(
  row: Pick<CdrRow, 'line' | 'startWallClock' | 'answerWallClock' | 'endWallClock' | 'uniqueId'>,
  clock: CdrClock,
  zone: string,
):
  | { startedAt: number; answeredAt: number | null; endedAt: number; problem?: undefined }
  | { startedAt?: undefined; answeredAt?: undefined; endedAt?: undefined; problem: LineProblem } {
  const read = (wall: number, notBefore: number | null): number => {
    if (clock === 'utc') return wall;
    const wallTime = wallTimeOfClock(wall);
    if (notBefore !== null) {
      const after = wallTimeCandidates(wallTime, zone).find((instant) => instant.getTime() >= notBefore);
      if (after !== undefined) return after.getTime();
    }
    return instantOf(wallTime, zone).getTime();
  };
  const epoch = row.uniqueId === null ? null : uniqueIdEpoch(row.uniqueId);
  const startedAt = read(row.startWallClock, epoch);
  const answeredAt = row.answerWallClock === null ? null : read(row.answerWallClock, startedAt);
  const endedAt = read(row.endWallClock, startedAt);
  const reasons: string[] = [];
  if (endedAt < startedAt) reasons.push('end is before start');
  if (answeredAt !== null && answeredAt < startedAt) reasons.push('answer is before start');
  if (reasons.length > 0) return { problem: { line: row.line, reason: reasons.join('; ') } };
  return { startedAt, answeredAt, endedAt };
}
