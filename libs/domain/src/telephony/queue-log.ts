/**
 * Asterisk queue_log: parsing, validation and turning events into calls and agent status periods.
 *
 * A line is `timestamp|uniqueid|queue|agent|event|data1|data2|...` (the file format of
 * `queue_log` and of the realtime table's columns in that order). The timestamp is epoch seconds
 * (optionally with a fraction) or `YYYY-MM-DD HH:MM:SS[.ffffff]` read as UTC.
 *
 * Counting follows the queue_log-based statistics tools (Asternic, QueueMetrics, qstatistics):
 * - a call attempt starts at ENTERQUEUE and is keyed by uniqueid and queue;
 * - answered = the attempt got a CONNECT; its data1 holdtime (ENTERQUEUE to CONNECT) is the
 *   call's wait, split into wait at the agent = data3 ringtime and wait at routing = the rest, so
 *   wait_routing + wait_agent = holdtime; it ends at COMPLETECALLER / COMPLETEAGENT (data2 = talk seconds) or
 *   TRANSFER / BLINDTRANSFER / ATTENDEDTRANSFER (data4 = talk seconds, transferred);
 * - lost = ABANDON, EXITWITHTIMEOUT, EXITEMPTY (data3 = wait) and EXITWITHKEY (data4 = wait);
 *   lost calls have no agent;
 * - a uniqueid entering a second queue (overflow) is a second attempt, keyed `uniqueid/2`, ...;
 * - a call whose file ends before its exit event (log cut, PBX restart) is kept with status
 *   `unfinished`: answered if it had a CONNECT (talk counted up to the file's last timestamp),
 *   otherwise neither answered nor lost (wait counted up to the last timestamp) — deterministic for
 *   a given file, and never counted as lost, as those tools count lost calls only on exit events;
 * - events of a call whose ENTERQUEUE is in an earlier file still build it: its start is the
 *   exit event's time minus the wait and talk the event carries.
 *
 * Agent status periods (per queue member, across queues):
 * - AGENTLOGIN / ADDMEMBER / UNPAUSE / UNPAUSEALL put the agent in `Call` (available for calls);
 * - PAUSE / PAUSEALL put it in the activity named by the pause reason (see
 *   {@link activityTypeForPauseReason}); an unknown or empty reason is `Kurzpause`;
 * - RINGNOANSWER (data1 = ring milliseconds) is a `Timeout bei Anruf` period ending at the event;
 * - AGENTLOGOFF and REMOVEMEMBER of the last queue end the open period;
 * - periods still open at the end of the file end at the file's last timestamp.
 */
import type { ActivityType, CallStatus } from '@backoffice/contracts';
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

export interface QueueLogCall {
  /** The uniqueid, or `uniqueid/N` for the N-th queue the same call entered. */
  uniqueId: string;
  queue: string;
  /** The queue member who answered (as the PBX names it), null when nobody did. */
  agent: string | null;
  callerNumber: string;
  startedAt: number;
  waitRoutingSeconds: number;
  waitAgentSeconds: number;
  talkSeconds: number;
  answered: boolean;
  lost: boolean;
  transferred: boolean;
  transferTarget: string | null;
  status: CallStatus;
  /** Line of the call's first event (for reports). */
  line: number;
}

export interface QueueLogStatusPeriod {
  agent: string;
  activityType: ActivityType;
  /** The PBX's pause reason as logged, or null. */
  reason: string | null;
  startedAt: number;
  endedAt: number;
  line: number;
}

const CALL_EVENTS = new Set([
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
const AGENT_EVENTS = new Set([
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
const IGNORED_EVENTS = new Set([
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

const RECENT_WINDOW_MS = 2 * 3600_000;
const RECENT_PRUNE_EVERY_MS = 60_000;

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
  if (CALL_EVENTS.has(event) && (uniqueId === '' || uniqueId === 'NONE')) return { problem: { line, reason: `${event} needs a uniqueid` } };
  if (CALL_EVENTS.has(event) && (fields[2].trim() === '' || fields[2].trim() === 'NONE')) return { problem: { line, reason: `${event} needs a queue` } };
  if (AGENT_EVENTS.has(event) && (fields[3].trim() === '' || fields[3].trim() === 'NONE')) return { problem: { line, reason: `${event} needs an agent` } };
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

interface OpenCall {
  key: string;
  queue: string;
  line: number;
  enteredAt: number | null;
  callerNumber: string;
  agent: string | null;
  connectedAt: number | null;
  waitRoutingSeconds: number;
  waitAgentSeconds: number;
}

interface AgentState {
  queues: Set<string>;
  loggedIn: boolean;
  open: { type: ActivityType; reason: string | null; since: number; line: number } | null;
}

/**
 * Builds calls and status periods from entries in file order. Finished calls and periods are
 * handed out by {@link drain} as soon as they end, so only open calls stay in memory.
 */
export class QueueLogCallBuilder {
  readonly problems: LineProblem[] = [];
  readonly warnings: LineProblem[] = [];
  private readonly openCalls = new Map<string, OpenCall>();
  /**
   * Recently seen uniqueids: attempts so far (for `uniqueid/N` keys) and the line each queue's
   * attempt ended on (to reject events after the end). Pruned two hours of log time after their
   * last event so memory stays flat on long files; overflows and late events come within minutes.
   */
  private readonly recent = new Map<string, { attempts: number; lastTime: number; ended: Map<string, number> }>();
  private readonly agents = new Map<string, AgentState>();
  private calls: QueueLogCall[] = [];
  private periods: QueueLogStatusPeriod[] = [];
  private lastTime = 0;
  private lastPrunedAt = 0;
  private lastLine = 0;

  add(entry: QueueLogEntry): void {
    if (entry.time > this.lastPrunedAt + RECENT_PRUNE_EVERY_MS) {
      this.pruneRecent(entry.time);
      this.lastPrunedAt = entry.time;
    }
    this.lastTime = Math.max(this.lastTime, entry.time);
    this.lastLine = entry.line;
    if (CALL_EVENTS.has(entry.event)) this.addCallEvent(entry);
    else if (AGENT_EVENTS.has(entry.event)) this.addAgentEvent(entry);
    else if (!IGNORED_EVENTS.has(entry.event)) this.warnings.push({ line: entry.line, reason: `unknown event ${entry.event} skipped` });
  }

  /** Calls and periods finished since the last drain. */
  drain(): { calls: QueueLogCall[]; periods: QueueLogStatusPeriod[] } {
    const out = { calls: this.calls, periods: this.periods };
    this.calls = [];
    this.periods = [];
    return out;
  }

  /** Ends the file: open calls become `unfinished`, open periods end at the last timestamp. */
  finish(): { calls: QueueLogCall[]; periods: QueueLogStatusPeriod[] } {
    for (const call of [...this.openCalls.values()].sort((a, b) => a.line - b.line)) {
      const connected = call.connectedAt !== null;
      const startedAt = call.enteredAt ?? this.lastTime;
      this.emitCall(call, {
        startedAt,
        waitRoutingSeconds: connected ? call.waitRoutingSeconds : Math.max(0, Math.round((this.lastTime - startedAt) / 1000)),
        talkSeconds: connected ? Math.max(0, Math.round((this.lastTime - call.connectedAt!) / 1000)) : 0,
        answered: connected,
        lost: false,
        transferred: false,
        transferTarget: null,
        status: 'unfinished',
      });
    }
    this.openCalls.clear();
    for (const [agent, state] of this.agents) this.closePeriod(agent, state, this.lastTime);
    return this.drain();
  }

  private number(entry: QueueLogEntry, index: number, name: string, optional = false): number | null {
    const raw = (entry.data[index] ?? '').trim();
    if (raw === '' && optional) return 0;
    if (!/^-?\d+$/.test(raw)) {
      this.problems.push({ line: entry.line, reason: `${entry.event} data${index + 1} (${name}) must be whole seconds, got '${raw}'` });
      return null;
    }
    const value = Number(raw);
    if (value < 0) {
      this.problems.push({ line: entry.line, reason: `${entry.event} data${index + 1} (${name}) is negative: ${value}` });
      return null;
    }
    return value;
  }

  private addCallEvent(entry: QueueLogEntry): void {
    const openKey = `${entry.uniqueId}|${entry.queue}`;
    let call = this.openCalls.get(openKey);
    if (entry.event === 'ENTERQUEUE') {
      if (call) {
        this.problems.push({
          line: entry.line,
          reason: `duplicate ENTERQUEUE for uniqueid ${entry.uniqueId} in queue ${entry.queue} (still waiting since line ${call.line})`,
        });
        return;
      }
      this.openCalls.set(openKey, this.newCall(entry, entry.time, (entry.data[1] ?? '').trim()));
      return;
    }
    if (!call) {
      const endedLine = this.recent.get(entry.uniqueId)?.ended.get(entry.queue);
      if (endedLine !== undefined) {
        this.problems.push({
          line: entry.line,
          reason: `${entry.event} for uniqueid ${entry.uniqueId} in queue ${entry.queue} after the call ended (line ${endedLine})`,
        });
        return;
      }
      // Continuation of a call that entered in an earlier file: build it from what this event carries.
      call = this.newCall(entry, null, '');
      this.openCalls.set(openKey, call);
    }
    switch (entry.event) {
      case 'CONNECT': {
        if (call.connectedAt !== null) {
          this.problems.push({ line: entry.line, reason: `duplicate CONNECT for uniqueid ${entry.uniqueId} (connected at line ${call.line})` });
          return;
        }
        const hold = this.number(entry, 0, 'holdtime');
        const ring = this.number(entry, 2, 'ringtime', true);
        if (hold === null || ring === null) return;
        // Asterisk's holdtime runs from ENTERQUEUE to CONNECT and includes the ring time.
        call.agent = entry.agent || null;
        call.connectedAt = entry.time;
        call.waitAgentSeconds = Math.min(ring, hold);
        call.waitRoutingSeconds = hold - call.waitAgentSeconds;
        call.enteredAt ??= entry.time - hold * 1000;
        return;
      }
      case 'COMPLETECALLER':
      case 'COMPLETEAGENT':
      case 'TRANSFER':
      case 'BLINDTRANSFER':
      case 'ATTENDEDTRANSFER': {
        const transfer = !entry.event.startsWith('COMPLETE');
        const hold = this.number(entry, transfer ? 2 : 0, 'holdtime');
        const talk = this.number(entry, transfer ? 3 : 1, 'calltime');
        if (hold === null || talk === null) return;
        if (call.connectedAt === null) {
          // The CONNECT is in an earlier file: the exit event carries the same hold time.
          call.agent = entry.agent || null;
          call.waitRoutingSeconds = hold;
          call.connectedAt = entry.time - talk * 1000;
        }
        call.enteredAt ??= call.connectedAt - (call.waitRoutingSeconds + call.waitAgentSeconds) * 1000;
        this.openCalls.delete(openKey);
        this.emitCall(call, {
          startedAt: call.enteredAt,
          waitRoutingSeconds: call.waitRoutingSeconds,
          talkSeconds: talk,
          answered: true,
          lost: false,
          transferred: transfer,
          transferTarget: transfer ? [entry.data[0], entry.data[1]].filter((part) => part && part.trim() !== '').join('@') || null : null,
          status: transfer ? 'transferred' : entry.event === 'COMPLETECALLER' ? 'completed_caller' : 'completed_agent',
        });
        return;
      }
      default: {
        // ABANDON, EXITWITHTIMEOUT, EXITEMPTY: data3 = wait; EXITWITHKEY: data4 = wait.
        const wait = this.number(entry, entry.event === 'EXITWITHKEY' ? 3 : 2, 'waittime');
        if (wait === null) return;
        if (call.connectedAt !== null) {
          this.problems.push({ line: entry.line, reason: `${entry.event} after CONNECT for uniqueid ${entry.uniqueId}` });
          return;
        }
        this.openCalls.delete(openKey);
        const status: CallStatus =
          entry.event === 'ABANDON' ? 'abandoned' : entry.event === 'EXITWITHTIMEOUT' ? 'timeout' : entry.event === 'EXITEMPTY' ? 'exit_empty' : 'exit_key';
        this.emitCall(call, {
          startedAt: call.enteredAt ?? entry.time - wait * 1000,
          waitRoutingSeconds: wait,
          talkSeconds: 0,
          answered: false,
          lost: true,
          transferred: false,
          transferTarget: null,
          status,
        });
      }
    }
  }

  private newCall(entry: QueueLogEntry, enteredAt: number | null, callerNumber: string): OpenCall {
    const recent = this.touchRecent(entry.uniqueId, entry.time);
    const attempt = ++recent.attempts;
    return {
      key: attempt === 1 ? entry.uniqueId : `${entry.uniqueId}/${attempt}`,
      queue: entry.queue,
      line: entry.line,
      enteredAt,
      callerNumber,
      agent: null,
      connectedAt: null,
      waitRoutingSeconds: 0,
      waitAgentSeconds: 0,
    };
  }

  private emitCall(
    call: OpenCall,
    outcome: Pick<QueueLogCall, 'startedAt' | 'waitRoutingSeconds' | 'talkSeconds' | 'answered' | 'lost' | 'transferred' | 'transferTarget' | 'status'>,
  ): void {
    this.touchRecent(call.key.split('/')[0], this.lastTime).ended.set(call.queue, call.line);
    this.calls.push({
      uniqueId: call.key,
      queue: call.queue,
      agent: outcome.answered ? call.agent : null,
      callerNumber: call.callerNumber,
      waitAgentSeconds: outcome.answered ? call.waitAgentSeconds : 0,
      line: call.line,
      ...outcome,
    });
  }

  private touchRecent(uniqueId: string, time: number) {
    let recent = this.recent.get(uniqueId);
    if (recent) this.recent.delete(uniqueId);
    else recent = { attempts: 0, lastTime: time, ended: new Map<string, number>() };
    recent.lastTime = Math.max(recent.lastTime, time);
    this.recent.set(uniqueId, recent); // re-inserted: the map stays ordered by last activity
    return recent;
  }

  private pruneRecent(now: number): void {
    for (const [uniqueId, recent] of this.recent) {
      if (recent.lastTime >= now - RECENT_WINDOW_MS) break;
      this.recent.delete(uniqueId);
    }
  }

  private agentState(agent: string): AgentState {
    let state = this.agents.get(agent);
    if (!state) {
      state = { queues: new Set(), loggedIn: false, open: null };
      this.agents.set(agent, state);
    }
    return state;
  }

  private closePeriod(agent: string, state: AgentState, at: number): void {
    if (state.open && at > state.open.since) {
      this.periods.push({ agent, activityType: state.open.type, reason: state.open.reason, startedAt: state.open.since, endedAt: at, line: state.open.line });
    }
    state.open = null;
  }

  private switchTo(agent: string, state: AgentState, type: ActivityType, reason: string | null, entry: QueueLogEntry): void {
    if (state.open && state.open.type === type && state.open.reason === reason) return;
    this.closePeriod(agent, state, entry.time);
    state.open = { type, reason, since: entry.time, line: entry.line };
  }

  private addAgentEvent(entry: QueueLogEntry): void {
    const state = this.agentState(entry.agent);
    switch (entry.event) {
      case 'AGENTLOGIN':
      case 'AGENTCALLBACKLOGIN':
      case 'ADDMEMBER':
        if (entry.event === 'ADDMEMBER' && entry.queue !== '' && entry.queue !== 'NONE') state.queues.add(entry.queue);
        state.loggedIn = true;
        if (!state.open) this.switchTo(entry.agent, state, 'Call', null, entry);
        return;
      case 'UNPAUSE':
      case 'UNPAUSEALL':
        state.loggedIn = true;
        this.switchTo(entry.agent, state, 'Call', null, entry);
        return;
      case 'PAUSE':
      case 'PAUSEALL': {
        state.loggedIn = true;
        const reason = (entry.data[0] ?? '').trim() || null;
        this.switchTo(entry.agent, state, activityTypeForPauseReason(reason), reason, entry);
        return;
      }
      case 'REMOVEMEMBER':
        state.queues.delete(entry.queue);
        if (state.queues.size > 0) return;
        state.loggedIn = false;
        this.closePeriod(entry.agent, state, entry.time);
        return;
      case 'AGENTLOGOFF':
      case 'AGENTCALLBACKLOGOFF':
        state.queues.clear();
        state.loggedIn = false;
        this.closePeriod(entry.agent, state, entry.time);
        return;
      case 'RINGNOANSWER': {
        const raw = (entry.data[0] ?? '').trim();
        if (!/^\d+$/.test(raw)) {
          this.problems.push({ line: entry.line, reason: `RINGNOANSWER data1 (ring milliseconds) must be a whole number, got '${raw}'` });
          return;
        }
        const from = entry.time - Number(raw);
        const previous = state.open;
        if (previous) {
          const cut = Math.max(previous.since, from);
          this.closePeriod(entry.agent, state, cut);
          if (entry.time > cut)
            this.periods.push({ agent: entry.agent, activityType: 'Timeout bei Anruf', reason: null, startedAt: cut, endedAt: entry.time, line: entry.line });
          state.open = { ...previous, since: entry.time, line: entry.line };
        } else if (entry.time > from) {
          this.periods.push({ agent: entry.agent, activityType: 'Timeout bei Anruf', reason: null, startedAt: from, endedAt: entry.time, line: entry.line });
        }
        return;
      }
      default:
        return; // RINGCANCELED: the caller hung up while ringing; the ABANDON that follows counts it.
    }
  }

  /** The number of the last line seen (for reports). */
  get linesSeen(): number {
    return this.lastLine;
  }
}
