/**
 * Asterisk queue_log lines: reading and checking one line at a time (the call builder,
 * `queue-log-calls.ts`, turns the entries into calls and agent status periods).
 *
 * A line is `timestamp|uniqueid|queue|agent|event|data1|data2|...` (the file format of
 * `queue_log` and of the realtime table's columns in that order). The timestamp is epoch seconds
 * (optionally with a fraction) or `YYYY-MM-DD HH:MM:SS[.ffffff]` read as UTC.
 */
import type { ActivityType } from '@backoffice/contracts';
import { ACTIVITY_TYPES } from '@backoffice/contracts';

export interface QueueLogEntry {
  line: number;
  /** Epoch milliseconds. */
  time: number;
  uniqueId: string;
  queue: string;
  agent: string;
  event: string;
  data: string[];
}

export interface LineProblem {
  line: number;
  reason: string;
}

export type QueueLogLineResult =
  { entry: QueueLogEntry; problem?: undefined } | { entry?: undefined; problem: LineProblem } | { entry?: undefined; problem?: undefined };

/** Events of a call's stay in a queue: they need a uniqueid and a queue. */
export const QUEUE_LOG_CALL_EVENTS: ReadonlySet<string> = new Set([
  'ENTERQUEUE',
  'CONNECT',
  'COMPLETECALLER',
  'COMPLETEAGENT',
  'TRANSFER',
  'BLINDTRANSFER',
  'ATTENDEDTRANSFER',
  'ABANDON',
  'EXITWITHTIMEOUT',
  'EXITEMPTY',
  'EXITWITHKEY',
]);
/** Events that end a stay as lost (the caller left before an agent answered). */
export const QUEUE_LOG_LOST_EVENTS: ReadonlySet<string> = new Set(['ABANDON', 'EXITWITHTIMEOUT', 'EXITEMPTY', 'EXITWITHKEY']);
/** Events of a queue member's state: they need an agent. */
export const QUEUE_LOG_AGENT_EVENTS: ReadonlySet<string> = new Set([
  'AGENTLOGIN',
  'AGENTCALLBACKLOGIN',
  'ADDMEMBER',
  'UNPAUSE',
  'UNPAUSEALL',
  'PAUSE',
  'PAUSEALL',
  'AGENTLOGOFF',
  'AGENTCALLBACKLOGOFF',
  'REMOVEMEMBER',
  'RINGNOANSWER',
  'RINGCANCELED',
]);
/** Events that say nothing about calls or agent states (logged by Asterisk, skipped on purpose). */
export const QUEUE_LOG_IGNORED_EVENTS: ReadonlySet<string> = new Set([
  'QUEUESTART',
  'CONFIGRELOAD',
  'DID',
  'INFO',
  'AGENTCALLED',
  'AGENTDUMP',
  'SYSCOMPAT',
  'PENALTY',
  'MIXMONITOR',
  'AGENTLOGOFFALL',
]);

const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d+)?$/;
const EPOCH_TIME = /^\d{9,10}(\.\d+)?$/;

export function parseQueueLogTime(text: string): number | null {
  const trimmed = text.trim();
  if (EPOCH_TIME.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const iso = ISO_TIME.exec(trimmed);
  if (!iso) return null;
  const ms = Date.UTC(+iso[1], +iso[2] - 1, +iso[3], +iso[4], +iso[5], +iso[6], iso[7] ? Math.round(Number(iso[7]) * 1000) : 0);
  const check = new Date(ms);
  if (check.getUTCMonth() !== +iso[2] - 1 || check.getUTCDate() !== +iso[3] || +iso[4] > 23 || +iso[5] > 59 || +iso[6] > 59) return null;
  return ms;
}

/** True when a line looks like a queue_log record (a timestamp, then `|`): for telling file kinds apart. */
export function looksLikeQueueLogLine(text: string): boolean {
  const bar = text.indexOf('|');
  return bar > 0 && parseQueueLogTime(text.slice(0, bar)) !== null;
}

/** Parses one line. Blank lines give neither entry nor problem. */
export function parseQueueLogLine(text: string, line: number): QueueLogLineResult {
  const trimmed = text.replace(/\r$/, '');
  if (trimmed.trim() === '') return {};
  const fields = trimmed.split('|');
  if (fields.length < 5) return { problem: { line, reason: `expected at least 5 fields (timestamp|uniqueid|queue|agent|event), got ${fields.length}` } };
  const time = parseQueueLogTime(fields[0]);
  if (time === null) return { problem: { line, reason: `bad timestamp '${fields[0]}' (epoch seconds or YYYY-MM-DD HH:MM:SS)` } };
  const event = fields[4].trim().toUpperCase();
  if (!/^[A-Z_]+$/.test(event)) return { problem: { line, reason: `bad event name '${fields[4]}'` } };
  const uniqueId = fields[1].trim();
  if (QUEUE_LOG_CALL_EVENTS.has(event) && (uniqueId === '' || uniqueId === 'NONE')) return { problem: { line, reason: `${event} needs a uniqueid` } };
  if (QUEUE_LOG_CALL_EVENTS.has(event) && (fields[2].trim() === '' || fields[2].trim() === 'NONE'))
    return { problem: { line, reason: `${event} needs a queue` } };
  if (QUEUE_LOG_AGENT_EVENTS.has(event) && (fields[3].trim() === '' || fields[3].trim() === 'NONE'))
    return { problem: { line, reason: `${event} needs an agent` } };
  return { entry: { line, time, uniqueId, queue: fields[2].trim(), agent: fields[3].trim(), event, data: fields.slice(5) } };
}

/** Pause reasons (case-insensitive, German and English) and the activity type they stand for. */
const PAUSE_REASON_ALIASES: readonly (readonly [RegExp, ActivityType])[] = [
  [/mittag|lunch/, 'Mittagspause'],
  [/nachbearb|wrap|acw|after.?call/, 'Nachbearbeitung'],
  [/st(ö|oe)rung|incident|outage/, 'Störungsbearbeitung'],
  [/besprech|meeting/, 'Besprechung'],
  [/schulung|training/, 'Schulung'],
  [/quality|qualit(ä|ae)t|coaching/, 'Quality'],
  [/outbound|r(ü|ue)ckruf|callback/, 'Outbound'],
  [/\bit\b|technik|support it/, 'Rückfrage bei IT'],
  [/supervisor|teamleit/, 'Rückfrage bei Supervisor'],
  [/timeout|ringnoanswer|no.?answer/, 'Timeout bei Anruf'],
  [/leerzeit|idle/, 'Leerzeit'],
  [/pause|break|rauch|smoke|wc|toilet/, 'Kurzpause'],
];

export function activityTypeForPauseReason(reason: string | null | undefined): ActivityType {
  const text = (reason ?? '').trim();
  if (text === '') return 'Kurzpause';
  const exact = ACTIVITY_TYPES.find((type) => type.toLowerCase() === text.toLowerCase());
  if (exact && exact !== 'Call') return exact;
  const lower = text.toLowerCase();
  for (const [pattern, type] of PAUSE_REASON_ALIASES) if (pattern.test(lower)) return type;
  return 'Kurzpause';
}

/** Where a transfer event keeps its hold and talk seconds, and what it was transferred to. */
export function transferShape(entry: QueueLogEntry): { hold: number; talk: number; target: string | null } {
  const part = (index: number) => (entry.data[index] ?? '').trim();
  if (entry.event === 'ATTENDEDTRANSFER') {
    const kind = part(0).toUpperCase();
    if (kind === 'LINK') return { hold: 3, talk: 4, target: part(2) || part(1) || null };
    if (kind === 'BRIDGE') return { hold: 2, talk: 3, target: part(1) ? `bridge ${part(1)}` : null };
    if (kind === 'APP') return { hold: 2, talk: 3, target: part(1) ? `app ${part(1)}` : null };
  }
  // TRANSFER, BLINDTRANSFER and the attended transfers of old versions: exten|context|hold|talk|pos.
  return { hold: 2, talk: 3, target: [part(0), part(1)].filter((p) => p !== '').join('@') || null };
}
