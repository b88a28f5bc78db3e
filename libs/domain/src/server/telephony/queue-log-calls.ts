/**
 * Asterisk queue_log: turning the entries of `queue-log-lines.ts` into calls and agent status
 * periods.
 *
 * Counting follows the queue_log-based statistics tools (Asternic, QueueMetrics, qstatistics):
 * - a call attempt (a stay in a queue) starts at ENTERQUEUE; a uniqueid entering a queue again
 *   (overflow, requeue) is a further attempt, keyed `uniqueid/2`, `uniqueid/3`, ...;
 * - answered = the attempt got a CONNECT; its data1 holdtime (ENTERQUEUE to CONNECT) is the
 *   call's wait, split into wait at the agent = data3 ringtime and wait at routing = the rest, so
 *   wait_routing + wait_agent = holdtime; it ends at COMPLETECALLER / COMPLETEAGENT (data2 = talk
 *   seconds) or a transfer (TRANSFER / BLINDTRANSFER `exten|context|hold|talk|pos`,
 *   ATTENDEDTRANSFER `BRIDGE|id|hold|talk|pos`, `APP|app|hold|talk|pos` or
 *   `LINK|chan1|chan2|hold|talk|pos`);
 * - lost = ABANDON, EXITWITHTIMEOUT, EXITEMPTY (data3 = wait) and EXITWITHKEY (data4 = wait);
 *   lost calls have no agent;
 * - a call whose file ends before its exit event (log rotation, PBX restart) is `unfinished`:
 *   what the file says is kept (start, caller, and after a CONNECT the agent and the waits), what
 *   it does not say (talk, and the wait of a call nobody answered) stays unknown (null) and is
 *   never invented from the file's last timestamp; a later file completes it. Never counted as lost.
 *
 * Real files also hold events that are not a call of their own:
 * - events of a uniqueid that entered a queue in this file belong to its call, whatever queue
 *   they name (a CONNECT or COMPLETE logged for a queue the caller never entered); after the call
 *   ended they are skipped with a warning, never counted again;
 * - a transfer or completion under a uniqueid that entered no queue in this file, logged by a
 *   member who is talking to a call (the agent's consultation channel), belongs to that call;
 * - only when neither applies and the event describes a call that began before the file's first
 *   line (its time minus the wait and talk it carries) is it the continuation of a call whose
 *   ENTERQUEUE is in an earlier file: it is built from what the event carries and marked
 *   `continued`. Otherwise it is a leg of another call: skipped with a warning;
 * - an attended transfer into a second queue is logged crosswise (asterisk/asterisk#759): the
 *   first queue's ATTENDEDTRANSFER under the consultation call's uniqueid, the second queue's
 *   CONNECT and COMPLETE under the first call's. An event naming another queue than its
 *   uniqueid's stay belongs to the stay of the named queue that its own figures describe (see
 *   {@link QueueLogCallBuilder.crossedStay}), so each stay keeps its own agent, wait and talk.
 *
 * Agent status periods, per member (one member however its name is written, see
 * {@link queueMemberKey}), across queues:
 * - AGENTLOGIN / ADDMEMBER / UNPAUSE / UNPAUSEALL put the agent in `Call` (available for calls);
 *   ADDMEMBER and UNPAUSEALL of one member in the same second stay one period;
 * - PAUSE / PAUSEALL put it in the activity named by the pause reason (see
 *   {@link activityTypeForPauseReason}); an unknown or empty reason is `Kurzpause`;
 * - RINGNOANSWER (data1 = ring milliseconds) is a `Timeout bei Anruf` period ending at the event;
 * - AGENTLOGOFF and REMOVEMEMBER of the last queue end the open period;
 * - periods still open at the end of the file end at the file's last timestamp (a later, longer
 *   copy of the log extends them). Periods are never zero seconds long.
 */
import type { ActivityType, CallStatus } from '@backoffice/contracts';
import { queueMemberKey } from '../../telephony/channel-names.js';
import { uniqueIdEpoch } from './cdr-csv.js';
import {
  QUEUE_LOG_AGENT_EVENTS,
  QUEUE_LOG_CALL_EVENTS,
  QUEUE_LOG_IGNORED_EVENTS,
  QUEUE_LOG_LOST_EVENTS,
  activityTypeForPauseReason,
  transferShape,
  type LineProblem,
  type QueueLogEntry,
} from './queue-log-lines.js';

export interface QueueLogCall {
  /** The uniqueid, or `uniqueid/N` for the N-th queue stay of the same channel. */
  uniqueId: string;
  queue: string;
  /** The queue member who answered, as the file first named them; null when nobody did. */
  agent: string | null;
  /** The member's key ({@link QueueLogCallBuilderOptions.memberKey}), null when nobody answered. */
  agentKey: string | null;
  callerNumber: string;
  startedAt: number;
  /** Null when unknown (an unfinished call nobody answered yet). */
  waitRoutingSeconds: number | null;
  waitAgentSeconds: number | null;
  /** Null when unknown (an unfinished call). */
  talkSeconds: number | null;
  answered: boolean;
  lost: boolean;
  transferred: boolean;
  transferTarget: string | null;
  status: CallStatus;
  /** Line of the call's first event (for reports). */
  line: number;
  /** Built from events of a call that entered its queue in an earlier file. */
  continued: boolean;
}

export interface QueueLogStatusPeriod {
  /** The member as the file first named them. */
  agent: string;
  agentKey: string;
  activityType: ActivityType;
  /** The PBX's pause reason as logged, or null. */
  reason: string | null;
  startedAt: number;
  endedAt: number;
  line: number;
}

export interface QueueLogCallBuilderOptions {
  /**
   * One key per person for a member name as logged. The default is {@link queueMemberKey}; an
   * importer that knows the tenant's agents maps known members to their agent first.
   */
  memberKey?: (member: string) => string;
}

const RECENT_WINDOW_MS = 2 * 3600_000;
/** How far a crosswise logged event's figures may be off (whole seconds, rounded at second borders). */
const CROSSED_TOLERANCE_MS = 1000;
const RECENT_PRUNE_EVERY_MS = 60_000;

interface OpenCall {
  key: string;
  uniqueId: string;
  queue: string;
  line: number;
  enteredAt: number | null;
  callerNumber: string;
  agent: string | null;
  agentKey: string | null;
  connectedAt: number | null;
  waitRoutingSeconds: number;
  waitAgentSeconds: number;
  continued: boolean;
}

interface RecentUniqueId {
  attempts: number;
  lastTime: number;
  /** The last stay that ended: its first line. */
  endedLine: number | null;
  /** The queue of the last stay. */
  queue: string | null;
}

interface AgentState {
  member: string;
  queues: Set<string>;
  open: { type: ActivityType; reason: string | null; since: number; line: number } | null;
  /** The last period ended, held back until the next state: a state that resumes in the same second continues it. */
  closed: { type: ActivityType; reason: string | null; since: number; line: number; endedAt: number } | null;
}

/**
 * Everything a builder remembers between lines, as plain data (JSON-safe): a continuous reader
 * stores it with its position, so a restart goes on exactly where the last read stopped.
 */
export interface QueueLogBuilderState {
  openCalls: OpenCall[];
  /** Member key → uniqueid of the open stay the member is talking to. */
  connectedByMember: [string, string][];
  /** In the map's order (oldest activity first), which pruning relies on. */
  recent: [string, RecentUniqueId][];
  agents: [string, Omit<AgentState, 'queues'> & { queues: string[] }][];
  memberKeys: [string, string][];
  firstNames: [string, string][];
  firstTime: number | null;
  lastTime: number;
  lastPrunedAt: number;
}

/** A copy of a flat record (every field of the builder's records is a string, number, boolean or null). */
const copy = <T extends object | null>(value: T): T => (value === null ? value : { ...value });

type Outcome = Pick<QueueLogCall, 'startedAt' | 'waitRoutingSeconds' | 'talkSeconds' | 'answered' | 'lost' | 'transferred' | 'transferTarget' | 'status'>;

/**
 * Builds calls and status periods from entries in file order. Finished calls and periods are
 * handed out by {@link drain} as soon as they end, so only open calls stay in memory.
 */
export class QueueLogCallBuilder {
  readonly problems: LineProblem[] = [];
  readonly warnings: LineProblem[] = [];
  /** The open stay of each uniqueid (a channel waits in one queue at a time). */
  private readonly openCalls = new Map<string, OpenCall>();
  /** The call each member is talking to. */
  private readonly connectedByMember = new Map<string, OpenCall>();
  /**
   * Recently seen uniqueids: stays so far (for `uniqueid/N` keys) and the last one's end. Pruned
   * two hours of log time after their last event so memory stays flat on long files; requeues and
   * stray late events come within minutes.
   */
  private readonly recent = new Map<string, RecentUniqueId>();
  private readonly agents = new Map<string, AgentState>();
  private readonly memberKeyOf: (member: string) => string;
  /** Member key of each name as logged, and the name each key was first logged with. */
  private readonly memberKeys = new Map<string, string>();
  private readonly firstNames = new Map<string, string>();
  private calls: QueueLogCall[] = [];
  private periods: QueueLogStatusPeriod[] = [];
  private firstTime: number | null = null;
  private lastTime = 0;
  private lastPrunedAt = 0;

  constructor(options: QueueLogCallBuilderOptions = {}) {
    this.memberKeyOf = options.memberKey ?? queueMemberKey;
  }

  /** The builder's memory (call {@link drain} first: finished calls and periods are not part of it). */
  exportState(): QueueLogBuilderState {
    return {
      openCalls: [...this.openCalls.values()].map(copy),
      connectedByMember: [...this.connectedByMember].map(([key, call]) => [key, call.uniqueId]),
      recent: [...this.recent].map(([id, recent]) => [id, copy(recent)]),
      agents: [...this.agents].map(([key, state]) => [
        key,
        { member: state.member, queues: [...state.queues], open: copy(state.open), closed: copy(state.closed) },
      ]),
      memberKeys: [...this.memberKeys],
      firstNames: [...this.firstNames],
      firstTime: this.firstTime,
      lastTime: this.lastTime,
      lastPrunedAt: this.lastPrunedAt,
    };
  }

  /** A builder that goes on from a stored {@link exportState}: the same lines then give the same calls as one uninterrupted reading. */
  static restore(state: QueueLogBuilderState, options: QueueLogCallBuilderOptions = {}): QueueLogCallBuilder {
    const builder = new QueueLogCallBuilder(options);
    for (const call of state.openCalls) builder.openCalls.set(call.uniqueId, copy(call));
    for (const [key, uniqueId] of state.connectedByMember) {
      const call = builder.openCalls.get(uniqueId);
      if (call) builder.connectedByMember.set(key, call);
    }
    for (const [id, recent] of state.recent) builder.recent.set(id, copy(recent));
    for (const [key, agent] of state.agents)
      builder.agents.set(key, {
        member: agent.member,
        queues: new Set(agent.queues),
        open: copy(agent.open),
        closed: copy(agent.closed),
      });
    for (const [member, key] of state.memberKeys) builder.memberKeys.set(member, key);
    for (const [key, name] of state.firstNames) builder.firstNames.set(key, name);
    builder.firstTime = state.firstTime;
    builder.lastTime = state.lastTime;
    builder.lastPrunedAt = state.lastPrunedAt;
    return builder;
  }

  /**
   * What {@link finish} would hand out now (open calls as `unfinished`, open periods up to the last
   * timestamp), leaving this builder as it is so it can read on: a continuous reader writes these
   * and a later read completes them, as a longer copy of a log completes an earlier import.
   */
  pending(): { calls: QueueLogCall[]; periods: QueueLogStatusPeriod[] } {
    const state = this.exportState();
    // Finishing touches only the recent entries of open calls: the copy leaves the others out (they are most of the memory).
    const open = new Set(state.openCalls.map((call) => call.uniqueId));
    state.recent = state.recent.filter(([uniqueId]) => open.has(uniqueId));
    return QueueLogCallBuilder.restore(state, { memberKey: this.memberKeyOf }).finish();
  }

  /** Problems and warnings found since the last call (a continuous reader reports them per read). */
  takeNotices(): { problems: LineProblem[]; warnings: LineProblem[] } {
    return { problems: this.problems.splice(0), warnings: this.warnings.splice(0) };
  }

  /** The key of a member name, remembering the name each key was first logged with. */
  private memberKey(member: string): string {
    let key = this.memberKeys.get(member);
    if (key === undefined) {
      key = this.memberKeyOf(member);
      this.memberKeys.set(member, key);
      if (!this.firstNames.has(key)) this.firstNames.set(key, member);
    }
    return key;
  }

  add(entry: QueueLogEntry): void {
    if (entry.time > this.lastPrunedAt + RECENT_PRUNE_EVERY_MS) {
      this.pruneRecent(entry.time);
      this.lastPrunedAt = entry.time;
    }
    this.firstTime ??= entry.time;
    this.lastTime = Math.max(this.lastTime, entry.time);
    if (QUEUE_LOG_CALL_EVENTS.has(entry.event)) this.addCallEvent(entry);
    else if (QUEUE_LOG_AGENT_EVENTS.has(entry.event)) this.addAgentEvent(entry);
    else if (!QUEUE_LOG_IGNORED_EVENTS.has(entry.event)) this.warnings.push({ line: entry.line, reason: `unknown event ${entry.event} skipped` });
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
    for (const call of [...this.openCalls.values()].sort((a, b) => a.line - b.line)) this.endUnfinished(call);
    for (const [key, state] of this.agents) {
      this.closePeriod(key, state, this.lastTime);
      this.flushClosed(key, state);
    }
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
    const uniqueId = entry.uniqueId;
    if (entry.event === 'ENTERQUEUE') {
      const previous = this.openCalls.get(uniqueId);
      if (previous) {
        this.warnings.push({
          line: entry.line,
          reason: `ENTERQUEUE of uniqueid ${uniqueId} in queue ${entry.queue} while its stay in queue ${previous.queue} (line ${previous.line}) has no exit event: that stay is kept unfinished`,
        });
        this.endUnfinished(previous);
      }
      this.openCalls.set(uniqueId, this.newCall(entry, entry.time, (entry.data[1] ?? '').trim()));
      return;
    }
    const memberKey = entry.agent !== '' && entry.agent !== 'NONE' ? this.memberKey(entry.agent) : null;
    let call = this.crossedStay(entry, memberKey) ?? this.openCalls.get(uniqueId);
    if (!call) {
      const recent = this.recent.get(uniqueId);
      if (recent?.endedLine != null) {
        this.warnings.push({
          line: entry.line,
          reason: `${entry.event} of uniqueid ${uniqueId} in queue ${entry.queue} after its call ended (line ${recent.endedLine}): part of that call, not counted again`,
        });
        return;
      }
      const talking = memberKey !== null && entry.event !== 'CONNECT' ? this.connectedByMember.get(memberKey) : undefined;
      if (talking) {
        // The agent's consultation channel logging the transfer or end of the call the agent is talking to.
        call = talking;
      } else {
        const began = this.impliedStart(entry);
        if (began === null) return;
        if (began > this.firstTime!) {
          this.warnings.push({
            line: entry.line,
            reason: `${entry.event} of uniqueid ${uniqueId}, which entered no queue in this file, for a call that began after the file's first line: a leg of another call (transfer or consultation), not counted as a call`,
          });
          return;
        }
        call = this.newCall(entry, null, '');
        call.continued = true;
        this.openCalls.set(uniqueId, call);
      }
    }
    switch (entry.event) {
      case 'CONNECT': {
        const hold = this.number(entry, 0, 'holdtime');
        const ring = this.number(entry, 2, 'ringtime', true);
        if (hold === null || ring === null) return;
        if (call.connectedAt !== null) {
          this.warnings.push({
            line: entry.line,
            reason: `second CONNECT of uniqueid ${uniqueId} (connected at line ${call.line} or later): the call keeps its first agent`,
          });
          return;
        }
        // Asterisk's holdtime runs from ENTERQUEUE to CONNECT and includes the ring time.
        call.agent = entry.agent || null;
        call.agentKey = memberKey;
        call.connectedAt = entry.time;
        call.waitAgentSeconds = Math.min(ring, hold);
        call.waitRoutingSeconds = hold - call.waitAgentSeconds;
        call.enteredAt ??= entry.time - hold * 1000;
        if (memberKey) this.connectedByMember.set(memberKey, call);
        return;
      }
      case 'COMPLETECALLER':
      case 'COMPLETEAGENT':
      case 'TRANSFER':
      case 'BLINDTRANSFER':
      case 'ATTENDEDTRANSFER': {
        const transfer = !entry.event.startsWith('COMPLETE');
        const shape = transfer ? transferShape(entry) : { hold: 0, talk: 1, target: null };
        const hold = this.number(entry, shape.hold, 'holdtime');
        const talk = this.number(entry, shape.talk, 'calltime');
        if (hold === null || talk === null) return;
        if (call.connectedAt === null) {
          // The CONNECT is in an earlier file (or was lost): the exit event carries the same hold time.
          call.agent = entry.agent || null;
          call.agentKey = memberKey;
          call.waitRoutingSeconds = hold;
          call.connectedAt = entry.time - talk * 1000;
        }
        call.enteredAt ??= call.connectedAt - (call.waitRoutingSeconds + call.waitAgentSeconds) * 1000;
        this.emitCall(call, {
          startedAt: call.enteredAt,
          waitRoutingSeconds: call.waitRoutingSeconds,
          talkSeconds: talk,
          answered: true,
          lost: false,
          transferred: transfer,
          transferTarget: shape.target,
          status: transfer ? 'transferred' : entry.event === 'COMPLETECALLER' ? 'completed_caller' : 'completed_agent',
        });
        return;
      }
      default: {
        // ABANDON, EXITWITHTIMEOUT, EXITEMPTY: data3 = wait; EXITWITHKEY: data4 = wait.
        const wait = this.number(entry, entry.event === 'EXITWITHKEY' ? 3 : 2, 'waittime');
        if (wait === null) return;
        if (call.connectedAt !== null) {
          this.warnings.push({ line: entry.line, reason: `${entry.event} of uniqueid ${uniqueId} after its CONNECT: the call stays answered` });
          return;
        }
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

  /**
   * The stay an event belongs to when Asterisk logged it under another stay's uniqueid: an
   * attended transfer into a second queue writes the first queue's ATTENDEDTRANSFER under the
   * consultation call's uniqueid and the second queue's CONNECT and COMPLETE under the first
   * call's (asterisk/asterisk#759). Only an event naming another queue than its uniqueid's stay
   * (open, or the last one) is matched, and only to a stay of the named queue its own figures
   * describe: a CONNECT to the one stay still waiting there that entered `holdtime` seconds
   * before it, with the agent's channel (data2) created since; a transfer or completion to the
   * stay the same member is talking to there, connected after the same hold time and `calltime`
   * seconds before it. Anything else is read as logged.
   */
  private crossedStay(entry: QueueLogEntry, memberKey: string | null): OpenCall | undefined {
    const stayQueue = this.openCalls.get(entry.uniqueId)?.queue ?? this.recent.get(entry.uniqueId)?.queue;
    if (stayQueue == null || stayQueue === entry.queue) return undefined;
    const seconds = (index: number) => {
      const raw = (entry.data[index] ?? '').trim();
      return /^\d+$/.test(raw) ? Number(raw) * 1000 : null;
    };
    const near = (a: number, b: number) => Math.abs(a - b) <= CROSSED_TOLERANCE_MS;
    if (entry.event === 'CONNECT') {
      const hold = seconds(0);
      if (hold === null) return undefined;
      const agentChannelCreated = uniqueIdEpoch(entry.data[1] ?? '');
      const waiting = [...this.openCalls.values()].filter(
        (stay) =>
          stay.queue === entry.queue &&
          stay.connectedAt === null &&
          stay.enteredAt !== null &&
          near(stay.enteredAt + hold, entry.time) &&
          (agentChannelCreated === null || agentChannelCreated >= stay.enteredAt - CROSSED_TOLERANCE_MS),
      );
      return waiting.length === 1 ? waiting[0] : undefined;
    }
    if (memberKey === null || QUEUE_LOG_LOST_EVENTS.has(entry.event)) return undefined;
    const talking = this.connectedByMember.get(memberKey);
    if (!talking || talking.queue !== entry.queue || talking.uniqueId === entry.uniqueId || talking.connectedAt === null) return undefined;
    const shape = entry.event.startsWith('COMPLETE') ? { hold: 0, talk: 1 } : transferShape(entry);
    const hold = seconds(shape.hold);
    const talk = seconds(shape.talk);
    if (hold === null || talk === null) return undefined;
    const fits = hold === (talking.waitRoutingSeconds + talking.waitAgentSeconds) * 1000 && near(talking.connectedAt + talk, entry.time);
    return fits ? talking : undefined;
  }

  /** When the call an event describes began: its time minus the wait and talk it carries. */
  private impliedStart(entry: QueueLogEntry): number | null {
    if (QUEUE_LOG_LOST_EVENTS.has(entry.event)) {
      const wait = this.number(entry, entry.event === 'EXITWITHKEY' ? 3 : 2, 'waittime');
      return wait === null ? null : entry.time - wait * 1000;
    }
    if (entry.event === 'CONNECT') {
      const hold = this.number(entry, 0, 'holdtime');
      return hold === null ? null : entry.time - hold * 1000;
    }
    const shape = entry.event.startsWith('COMPLETE') ? { hold: 0, talk: 1 } : transferShape(entry);
    const hold = this.number(entry, shape.hold, 'holdtime');
    const talk = this.number(entry, shape.talk, 'calltime');
    return hold === null || talk === null ? null : entry.time - (hold + talk) * 1000;
  }

  private newCall(entry: QueueLogEntry, enteredAt: number | null, callerNumber: string): OpenCall {
    const recent = this.touchRecent(entry.uniqueId, entry.time);
    const attempt = ++recent.attempts;
    recent.endedLine = null;
    recent.queue = entry.queue;
    return {
      key: attempt === 1 ? entry.uniqueId : `${entry.uniqueId}/${attempt}`,
      uniqueId: entry.uniqueId,
      queue: entry.queue,
      line: entry.line,
      enteredAt,
      callerNumber,
      agent: null,
      agentKey: null,
      connectedAt: null,
      waitRoutingSeconds: 0,
      waitAgentSeconds: 0,
      continued: false,
    };
  }

  /** A stay without an exit event: what is known, nothing invented. */
  private endUnfinished(call: OpenCall): void {
    const connected = call.connectedAt !== null;
    this.emitCall(call, {
      startedAt: call.enteredAt ?? call.connectedAt ?? this.lastTime,
      waitRoutingSeconds: connected ? call.waitRoutingSeconds : null,
      talkSeconds: null,
      answered: connected,
      lost: false,
      transferred: false,
      transferTarget: null,
      status: 'unfinished',
    });
  }

  private emitCall(call: OpenCall, outcome: Outcome): void {
    if (this.openCalls.get(call.uniqueId) === call) this.openCalls.delete(call.uniqueId);
    if (call.agentKey && this.connectedByMember.get(call.agentKey) === call) this.connectedByMember.delete(call.agentKey);
    this.touchRecent(call.uniqueId, this.lastTime).endedLine = call.line;
    this.calls.push({
      uniqueId: call.key,
      queue: call.queue,
      agent: outcome.answered && call.agentKey ? (this.firstNames.get(call.agentKey) ?? call.agent) : null,
      agentKey: outcome.answered ? call.agentKey : null,
      callerNumber: call.callerNumber,
      waitAgentSeconds: outcome.answered ? call.waitAgentSeconds : outcome.waitRoutingSeconds === null ? null : 0,
      line: call.line,
      continued: call.continued,
      ...outcome,
    });
  }

  private touchRecent(uniqueId: string, time: number): RecentUniqueId {
    let recent = this.recent.get(uniqueId);
    if (recent) this.recent.delete(uniqueId);
    else recent = { attempts: 0, lastTime: time, endedLine: null, queue: null };
    recent.lastTime = Math.max(recent.lastTime, time);
    this.recent.set(uniqueId, recent); // re-inserted: the map stays ordered by last activity
    return recent;
  }

  private pruneRecent(now: number): void {
    for (const [uniqueId, recent] of this.recent) {
      if (recent.lastTime >= now - RECENT_WINDOW_MS) break;
      if (!this.openCalls.has(uniqueId)) this.recent.delete(uniqueId);
    }
  }

  private agentState(entry: QueueLogEntry): [string, AgentState] {
    const key = this.memberKey(entry.agent);
    let state = this.agents.get(key);
    if (!state) {
      state = { member: this.firstNames.get(key) ?? entry.agent, queues: new Set(), open: null, closed: null };
      this.agents.set(key, state);
    }
    return [key, state];
  }

  private closePeriod(key: string, state: AgentState, at: number): void {
    if (state.open && at > state.open.since) {
      this.flushClosed(key, state);
      state.closed = { ...state.open, endedAt: at };
    }
    state.open = null;
  }

  private flushClosed(key: string, state: AgentState): void {
    const closed = state.closed;
    if (!closed) return;
    this.periods.push({
      agent: state.member,
      agentKey: key,
      activityType: closed.type,
      reason: closed.reason,
      startedAt: closed.since,
      endedAt: closed.endedAt,
      line: closed.line,
    });
    state.closed = null;
  }

  private switchTo(key: string, state: AgentState, type: ActivityType, reason: string | null, entry: QueueLogEntry): void {
    if (state.open && state.open.type === type && state.open.reason === reason) return;
    this.closePeriod(key, state, entry.time);
    const closed = state.closed;
    if (closed && closed.endedAt === entry.time && closed.type === type && closed.reason === reason) {
      // Paused and back in the same second: no period in between, the previous one goes on.
      state.open = { type, reason, since: closed.since, line: closed.line };
      state.closed = null;
      return;
    }
    state.open = { type, reason, since: entry.time, line: entry.line };
  }

  private addAgentEvent(entry: QueueLogEntry): void {
    const [key, state] = this.agentState(entry);
    switch (entry.event) {
      case 'AGENTLOGIN':
      case 'AGENTCALLBACKLOGIN':
      case 'ADDMEMBER':
        if (entry.event === 'ADDMEMBER' && entry.queue !== '' && entry.queue !== 'NONE') state.queues.add(entry.queue);
        if (!state.open) this.switchTo(key, state, 'Call', null, entry);
        return;
      case 'UNPAUSE':
      case 'UNPAUSEALL':
        this.switchTo(key, state, 'Call', null, entry);
        return;
      case 'PAUSE':
      case 'PAUSEALL': {
        const reason = (entry.data[0] ?? '').trim() || null;
        this.switchTo(key, state, activityTypeForPauseReason(reason), reason, entry);
        return;
      }
      case 'REMOVEMEMBER':
        state.queues.delete(entry.queue);
        if (state.queues.size > 0) return;
        this.closePeriod(key, state, entry.time);
        return;
      case 'AGENTLOGOFF':
      case 'AGENTCALLBACKLOGOFF':
        state.queues.clear();
        this.closePeriod(key, state, entry.time);
        return;
      case 'RINGNOANSWER': {
        const raw = (entry.data[0] ?? '').trim();
        if (!/^\d+$/.test(raw)) {
          this.problems.push({ line: entry.line, reason: `RINGNOANSWER data1 (ring milliseconds) must be a whole number, got '${raw}'` });
          return;
        }
        const from = entry.time - Number(raw);
        const previous = state.open;
        const timeout = (startedAt: number) =>
          this.periods.push({
            agent: state.member,
            agentKey: key,
            activityType: 'Timeout bei Anruf',
            reason: null,
            startedAt,
            endedAt: entry.time,
            line: entry.line,
          });
        if (previous) {
          const cut = Math.max(previous.since, from);
          this.closePeriod(key, state, cut);
          if (entry.time > cut) timeout(cut);
          state.open = { ...previous, since: entry.time, line: entry.line };
        } else if (entry.time > from) {
          timeout(from);
        }
        return;
      }
      default:
        return; // RINGCANCELED: the caller hung up while ringing; the ABANDON that follows counts it.
    }
  }
}
