/**
 * The demo's queue_log: the lines Asterisk's app_queue would append for what a wallboard floor does
 * (the simulator's `FloorEvent`s), so the demo's calls reach `telephony.calls` through a followed
 * file like any PBX's and today's figures agree with the floor on the board.
 *
 * - a caller joins (or a snapshot shows one not seen before): `ENTERQUEUE` at the time it joined;
 * - a member rings for a caller: nothing yet (Asterisk logs the ring only when it is not answered);
 * - the member then talks to that caller: `CONNECT` with the hold time (join to answer) and the ring time;
 * - the member is free again: `COMPLETECALLER` (a quarter of the calls `COMPLETEAGENT`) with hold and talk;
 * - a caller leaves while no member rings for it: `ABANDON` with the wait.
 *
 * Uniqueids are `<join epoch>.<sequence>`, as Asterisk's; the sequence starts where the caller says
 * (the writer starts each floor at its start time in ms, so floors after a restart or a takeover
 * never reuse one, and the demo seed's sequences, all below 10^9, are never met). Events that name
 * a caller or member this state never saw write nothing: a floor's first snapshot does not say who
 * the talking members talk to. A pure reducer: the state is plain data, the caller keeps it.
 */
import type { FloorEvent } from '../../monitor/wallboard.js';

interface WaitingCaller {
  sequence: number;
  queue: string;
  /** When the caller joined, epoch ms. */
  since: number;
  /** When a member began to ring for the caller, epoch ms; null while nobody rings. */
  ringingAt: number | null;
}

interface ConnectedCall {
  sequence: number;
  queue: string;
  since: number;
  connectedAt: number;
}

export interface FloorQueueLogState {
  /** The sequence part of the next uniqueid. */
  readonly nextSequence: number;
  /** Callers by the floor's caller id, until they are connected or gone. */
  readonly callers: Readonly<Record<string, WaitingCaller>>;
  /** Connected calls by PBX member, until the member is free. */
  readonly calls: Readonly<Record<string, ConnectedCall>>;
}

export function startFloorQueueLog(firstSequence: number): FloorQueueLogState {
  return { nextSequence: firstSequence, callers: {}, calls: {} };
}

const epochOf = (ms: number) => Math.floor(ms / 1000);
const secondsBetween = (from: number, to: number) => Math.max(0, Math.round((to - from) / 1000));
const uniqueIdOf = (call: { since: number; sequence: number }) => `${epochOf(call.since)}.${call.sequence}`;
/** A caller number of the demo: the same for the same sequence, in an Austrian mobile range. */
const callerNumberOf = (sequence: number) => `+43660${String(sequence % 10_000_000).padStart(7, '0')}`;

function enterLine(caller: WaitingCaller): string {
  return `${epochOf(caller.since)}|${uniqueIdOf(caller)}|${caller.queue}|NONE|ENTERQUEUE||${callerNumberOf(caller.sequence)}|1`;
}

/** The state after `event` and the queue_log lines (without line end) it adds, in time order. */
export function queueLogLinesOfFloorEvent(state: FloorQueueLogState, event: FloorEvent): { state: FloorQueueLogState; lines: string[] } {
  switch (event.type) {
    case 'snapshot': {
      // The floor as it is now: callers seen before keep their call, new ones entered when they say.
      const callers: Record<string, WaitingCaller> = {};
      const lines: string[] = [];
      let nextSequence = state.nextSequence;
      for (const shown of [...event.callers].sort((a, b) => a.since - b.since)) {
        const known = state.callers[shown.id];
        if (known && known.queue === shown.queue) callers[shown.id] = known;
        else {
          callers[shown.id] = { sequence: nextSequence++, queue: shown.queue, since: shown.since, ringingAt: null };
          lines.push(enterLine(callers[shown.id]));
        }
      }
      const talking = new Set(event.members.filter((m) => m.device === 'talking').map((m) => m.member));
      const calls = Object.fromEntries(Object.entries(state.calls).filter(([member]) => talking.has(member)));
      return { state: { nextSequence, callers, calls }, lines };
    }
    case 'caller_join': {
      if (state.callers[event.id]) return { state, lines: [] };
      const caller: WaitingCaller = { sequence: state.nextSequence, queue: event.queue, since: event.at, ringingAt: null };
      return { state: { ...state, nextSequence: state.nextSequence + 1, callers: { ...state.callers, [event.id]: caller } }, lines: [enterLine(caller)] };
    }
    case 'caller_leave': {
      const caller = state.callers[event.id];
      // A caller a member rings for leaves the queue because the member answers: CONNECT follows.
      if (!caller || caller.ringingAt !== null) return { state, lines: [] };
      const { [event.id]: _gone, ...callers } = state.callers;
      const wait = secondsBetween(caller.since, event.at);
      return { state: { ...state, callers }, lines: [`${epochOf(event.at)}|${uniqueIdOf(caller)}|${caller.queue}|NONE|ABANDON|1|1|${wait}`] };
    }
    case 'member_device': {
      const caller = event.caller === undefined ? undefined : state.callers[event.caller];
      if (event.device === 'ringing') {
        if (!caller || event.caller === undefined) return { state, lines: [] };
        return { state: { ...state, callers: { ...state.callers, [event.caller]: { ...caller, ringingAt: event.at } } }, lines: [] };
      }
      if (event.device === 'talking') {
        if (!caller || event.caller === undefined) return { state, lines: [] };
        const { [event.caller]: _connected, ...callers } = state.callers;
        const hold = secondsBetween(caller.since, event.at);
        const ring = secondsBetween(caller.ringingAt ?? event.at, event.at);
        const call: ConnectedCall = { sequence: caller.sequence, queue: caller.queue, since: caller.since, connectedAt: event.at };
        const id = uniqueIdOf(call);
        return {
          state: { ...state, callers, calls: { ...state.calls, [event.member]: call } },
          lines: [`${epochOf(event.at)}|${id}|${call.queue}|${event.member}|CONNECT|${hold}|${id}.1|${ring}`],
        };
      }
      const call = state.calls[event.member];
      if (!call) return { state, lines: [] };
      const { [event.member]: _ended, ...calls } = state.calls;
      const hold = secondsBetween(call.since, call.connectedAt);
      const talk = secondsBetween(call.connectedAt, event.at);
      const ending = call.sequence % 4 === 0 ? 'COMPLETEAGENT' : 'COMPLETECALLER';
      return { state: { ...state, calls }, lines: [`${epochOf(event.at)}|${uniqueIdOf(call)}|${call.queue}|${event.member}|${ending}|${hold}|${talk}|1`] };
    }
    default:
      return { state, lines: [] };
  }
}
