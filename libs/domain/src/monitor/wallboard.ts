/**
 * The wallboard's live floor: who waits in which queue since when, and each PBX member's state.
 * The server keeps one floor per customer, starts it from a snapshot (AMI QueueStatus, the
 * simulator) and moves it with events (AMI QueueCallerJoin/Leave, AgentCalled/Connect/Complete,
 * QueueMemberStatus/Pause/Added/Removed): `reduceFloor` is the only place that changes it.
 * `composeWallboard` turns a floor and today's figures into what the wire carries.
 */
import {
  WALLBOARD_LONGEST_WAIT_ALERT_SECONDS,
  WallboardAgentState,
  type Wallboard,
  type WallboardAgent,
  type WallboardAgentCounts,
  type WallboardAgentStateName,
  type WallboardQueue,
  type EffectiveServiceLevel,
  type ServiceLevelSettings,
} from '@backoffice/contracts';
import { answeredWithinTarget, isShortAbandon, meetsServiceLevelTarget, serviceLevelPercent, thresholdsOfQueue } from '../telephony/service-levels.js';

/** A caller waiting in a queue since `since` (epoch ms). */
export interface FloorCaller {
  id: string;
  queue: string;
  since: number;
}

/** A PBX member (an interface such as `PJSIP/3001`) in its queues; its state is one for all of them. */
export interface FloorMember {
  member: string;
  queues: string[];
  /** The device's state, as the PBX reports it (pause is kept apart: a paused agent may still talk). */
  device: 'available' | 'ringing' | 'talking' | 'logged_off';
  paused: boolean;
  pauseReason: string | null;
  /** When the shown state (stateOf) began, epoch ms. */
  since: number;
}

export interface FloorState {
  callers: FloorCaller[];
  members: FloorMember[];
  /** False from the moment the PBX stopped answering (`downSince`, epoch ms) until a new snapshot. */
  reachable: boolean;
  downSince: number | null;
}

export type FloorEvent =
  | { type: 'snapshot'; at: number; callers: FloorCaller[]; members: FloorMember[] }
  | { type: 'caller_join'; at: number; queue: string; id: string }
  | { type: 'caller_leave'; at: number; queue: string; id: string }
  /** `caller`: the caller ringing at or talking to the member, where the PBX says which (the simulator does; the demo's queue_log follows it). */
  | { type: 'member_device'; at: number; queue: string; member: string; device: FloorMember['device']; caller?: string }
  | { type: 'member_pause'; at: number; queue: string; member: string; paused: boolean; reason: string | null }
  | { type: 'member_added'; at: number; queue: string; member: string; paused: boolean; reason: string | null }
  | { type: 'member_removed'; at: number; queue: string; member: string }
  | { type: 'down'; at: number };

export const EMPTY_FLOOR: FloorState = { callers: [], members: [], reachable: true, downSince: null };

/** The state an agent shows: talking outranks ringing, ringing a pause, a pause being available. */
export function stateOf(member: Pick<FloorMember, 'device' | 'paused'>): WallboardAgentStateName {
  if (member.device === 'talking') return WallboardAgentState.Talking;
  if (member.device === 'ringing') return WallboardAgentState.Ringing;
  if (member.device === 'logged_off') return WallboardAgentState.LoggedOff;
  return member.paused ? WallboardAgentState.Paused : WallboardAgentState.Available;
}

/** A member with a change applied; `since` moves only when the shown state (or the pause reason) changes. */
function changed(member: FloorMember, change: Partial<FloorMember>, at: number): FloorMember {
  const next = { ...member, ...change };
  const same = stateOf(next) === stateOf(member) && next.pauseReason === member.pauseReason;
  return same ? next : { ...next, since: at };
}

function withMember(state: FloorState, member: string, at: number, change: (current: FloorMember) => FloorMember): FloorState {
  const current = state.members.find((m) => m.member === member) ?? {
    member,
    queues: [],
    device: 'available' as const,
    paused: false,
    pauseReason: null,
    since: at,
  };
  const next = change(current);
  const others = state.members.filter((m) => m.member !== member);
  return { ...state, members: [...others, next].sort((a, b) => a.member.localeCompare(b.member)) };
}

const addQueue = (queues: string[], queue: string) => (queues.includes(queue) ? queues : [...queues, queue].sort());

/** The floor after one event. Pure: the same events from the same start give the same floor on every instance. */
export function reduceFloor(state: FloorState, event: FloorEvent): FloorState {
  switch (event.type) {
    case 'snapshot':
      return { callers: [...event.callers].sort((a, b) => a.since - b.since), members: [...event.members], reachable: true, downSince: null };
    case 'down':
      return state.reachable ? { ...state, reachable: false, downSince: event.at } : state;
    case 'caller_join':
      if (state.callers.some((c) => c.id === event.id && c.queue === event.queue)) return state;
      return { ...state, callers: [...state.callers, { id: event.id, queue: event.queue, since: event.at }] };
    case 'caller_leave':
      return { ...state, callers: state.callers.filter((c) => !(c.id === event.id && c.queue === event.queue)) };
    case 'member_device':
      return withMember(state, event.member, event.at, (m) => changed(m, { device: event.device, queues: addQueue(m.queues, event.queue) }, event.at));
    case 'member_pause':
      return withMember(state, event.member, event.at, (m) =>
        changed(m, { paused: event.paused, pauseReason: event.paused ? event.reason || null : null, queues: addQueue(m.queues, event.queue) }, event.at),
      );
    case 'member_added':
      return withMember(state, event.member, event.at, (m) =>
        changed(
          m,
          {
            device: m.device === 'logged_off' ? 'available' : m.device,
            paused: event.paused,
            pauseReason: event.paused ? event.reason : null,
            queues: addQueue(m.queues, event.queue),
          },
          event.at,
        ),
      );
    case 'member_removed':
      return withMember(state, event.member, event.at, (m) => {
        const queues = m.queues.filter((q) => q !== event.queue);
        return changed(m, queues.length === 0 ? { queues, device: 'logged_off', paused: false, pauseReason: null } : { queues }, event.at);
      });
  }
}

/**
 * A member's device state from AMI's numbers (QueueMember, QueueMemberStatus): `InCall: 1` or
 * in use / busy / on hold is talking, ringing is ringing, unavailable or invalid is logged off.
 */
export function amiDevice(fields: Record<string, string | undefined>): FloorMember['device'] {
  if (fields.incall === '1') return 'talking';
  switch (fields.status) {
    case '2':
    case '3':
    case '7':
    case '8':
      return 'talking';
    case '6':
      return 'ringing';
    case '4':
    case '5':
      return 'logged_off';
    default:
      return 'available';
  }
}

const memberOf = (fields: Record<string, string | undefined>) =>
  fields.interface || fields.stateinterface || fields.location || fields.membername || fields.name || '';
const callerOf = (fields: Record<string, string | undefined>) => fields.uniqueid || fields.linkedid || fields.channel || '';

/**
 * One AMI event (keys lower-cased) as a floor event, or null for an event the wallboard does not
 * follow. Asterisk 12+ names: QueueCallerJoin/Leave/Abandon, AgentCalled/Connect/Complete/RingNoAnswer,
 * QueueMemberStatus/Pause/Added/Removed (QueueMemberPaused on Asterisk 12).
 */
export function floorEventOfAmi(fields: Record<string, string | undefined>, at: number): FloorEvent | null {
  const queue = fields.queue;
  if (!queue) return null;
  const member = memberOf(fields);
  const paused = fields.paused === '1';
  const reason = fields.pausedreason || fields.reason || null;
  switch ((fields.event ?? '').toLowerCase()) {
    case 'queuecallerjoin':
      return { type: 'caller_join', at, queue, id: callerOf(fields) };
    case 'queuecallerleave':
    case 'queuecallerabandon':
      return { type: 'caller_leave', at, queue, id: callerOf(fields) };
    case 'agentcalled':
      return member ? { type: 'member_device', at, queue, member, device: 'ringing' } : null;
    case 'agentconnect':
      return member ? { type: 'member_device', at, queue, member, device: 'talking' } : null;
    case 'agentcomplete':
    case 'agentringnoanswer':
      return member ? { type: 'member_device', at, queue, member, device: 'available' } : null;
    case 'queuememberstatus':
      return member ? { type: 'member_device', at, queue, member, device: amiDevice(fields) } : null;
    case 'queuememberpause':
    case 'queuememberpaused':
      return member ? { type: 'member_pause', at, queue, member, paused, reason } : null;
    case 'queuememberadded':
      return member ? { type: 'member_added', at, queue, member, paused, reason } : null;
    case 'queuememberremoved':
      return member ? { type: 'member_removed', at, queue, member } : null;
    default:
      return null;
  }
}

/**
 * The floor of an AMI QueueStatus answer (QueueMember and QueueEntry events): members with their
 * device state, pause and queues, callers with their wait (`Wait` seconds before `at`). Members
 * whose pause began earlier are dated by `LastPause` where Asterisk gives it.
 */
export function floorOfAmiStatus(messages: Record<string, string | undefined>[], at: number, inScope: (queue: string) => boolean): FloorEvent {
  let state: FloorState = EMPTY_FLOOR;
  const callers: FloorCaller[] = [];
  for (const message of messages) {
    const queue = message.queue;
    if (!queue || !inScope(queue)) continue;
    const event = (message.event ?? '').toLowerCase();
    if (event === 'queueentry') {
      callers.push({ id: callerOf(message) || `${queue}:${message.position}`, queue, since: at - (Number(message.wait) || 0) * 1000 });
    } else if (event === 'queuemember') {
      const member = memberOf(message);
      if (!member) continue;
      const lastPause = Number(message.lastpause) || 0;
      const paused = message.paused === '1';
      const since = paused && lastPause > 0 ? lastPause * 1000 : at;
      state = withMember(state, member, since, (m) => ({
        ...m,
        device: amiDevice(message),
        paused,
        pauseReason: paused ? message.pausedreason || null : null,
        queues: addQueue(m.queues, queue),
        since: Math.min(m.since, since),
      }));
    }
  }
  return { type: 'snapshot', at, callers, members: state.members };
}

/** Today's calls of a queue, grouped by how they ended and their wait (seconds, as the ACD report counts it). */
export interface QueueCallGroup {
  queue: string;
  answered: boolean;
  lost: boolean;
  waitSeconds: number;
  calls: number;
  /** Sum of the talk seconds of the group's answered calls. */
  talkSeconds: number;
}

/** Today's figures of one queue, from today's call rows (customer's day) under the queue's service-level thresholds. */
export interface QueueFiguresToday {
  queue: string;
  name: string;
  offered: number;
  answered: number;
  abandoned: number;
  /** Percent (2 decimals) answered within the target time, null while nothing was offered. */
  serviceLevel: number | null;
  thresholds: EffectiveServiceLevel;
  averageWaitSeconds: number;
  averageTalkSeconds: number;
}

/**
 * A queue's figures of today with the service-level definition of libs/domain telephony/service-levels:
 * short abandons are neither offered nor abandoned, the service level is answered within the target
 * over offered. The waits average over answered and abandoned calls, the talk over answered ones.
 */
export function queueFiguresToday(queue: string, name: string, groups: readonly QueueCallGroup[], settings: ServiceLevelSettings): QueueFiguresToday {
  const thresholds = thresholdsOfQueue(settings, queue);
  let offered = 0;
  let answered = 0;
  let abandoned = 0;
  let within = 0;
  let waited = 0;
  let waitSum = 0;
  let talkSum = 0;
  for (const group of groups) {
    if (group.queue !== queue || isShortAbandon(group, thresholds)) continue;
    offered += group.calls;
    if (group.answered) {
      answered += group.calls;
      talkSum += group.talkSeconds;
      if (answeredWithinTarget(group, thresholds)) within += group.calls;
    }
    if (group.lost) abandoned += group.calls;
    if (group.answered || group.lost) {
      waited += group.calls;
      waitSum += group.waitSeconds * group.calls;
    }
  }
  return {
    queue,
    name,
    offered,
    answered,
    abandoned,
    serviceLevel: offered === 0 ? null : serviceLevelPercent({ offered, answeredWithinTarget: within }),
    thresholds,
    averageWaitSeconds: waited === 0 ? 0 : Math.round(waitSum / waited),
    averageTalkSeconds: answered === 0 ? 0 : Math.round(talkSum / answered),
  };
}

/** A customer's agent as the directory knows it: its PBX member, if any, links it to the floor. */
export interface DirectoryAgent {
  agentId: number;
  name: string;
  pbxMember: string | null;
  callsToday: number;
}

/**
 * The wire's wallboard: one tile per queue the customer has (its figures, or the floor's queues it
 * does not list yet), one row per agent of the directory. Seconds are as of `now`; the browser
 * counts on from ReadAt. The reader adds the customer's time zone.
 */
export function composeWallboard(
  floor: FloorState,
  figures: QueueFiguresToday[],
  agents: DirectoryAgent[],
  now: number,
  settings: ServiceLevelSettings,
): Omit<Wallboard, 'TimeZone'> {
  const seconds = (since: number) => Math.max(0, Math.floor((now - since) / 1000));
  const byMember = new Map(floor.members.map((m) => [m.member, m]));
  const queueNames = new Set(figures.map((f) => f.queue));
  const known = [...figures];
  for (const extra of [...new Set([...floor.callers.map((c) => c.queue), ...floor.members.flatMap((m) => m.queues)])].sort()) {
    if (queueNames.has(extra)) continue;
    known.push(queueFiguresToday(extra, extra, [], settings));
  }
  const Queues: WallboardQueue[] = known.map((f) => {
    const waiting = floor.callers.filter((c) => c.queue === f.queue);
    const counts: WallboardAgentCounts = { Talking: 0, Ringing: 0, Available: 0, Paused: 0, LoggedOff: 0 };
    for (const member of floor.members.filter((m) => m.queues.includes(f.queue))) counts[countKey[stateOf(member)]] += 1;
    return {
      Queue: f.queue,
      Name: f.name,
      Waiting: waiting.length,
      LongestWaitSeconds: waiting.length === 0 ? 0 : seconds(Math.min(...waiting.map((c) => c.since))),
      Offered: f.offered,
      Answered: f.answered,
      Abandoned: f.abandoned,
      ServiceLevel: f.serviceLevel,
      ServiceLevelTargetSeconds: f.thresholds.TargetSeconds,
      ServiceLevelTargetShare: f.thresholds.TargetShare,
      AverageWaitSeconds: f.averageWaitSeconds,
      AverageTalkSeconds: f.averageTalkSeconds,
      LongestWaitAlertSeconds: WALLBOARD_LONGEST_WAIT_ALERT_SECONDS,
      Agents: counts,
    };
  });
  const Agents: WallboardAgent[] = agents.map((agent) => {
    const member = agent.pbxMember ? byMember.get(agent.pbxMember) : undefined;
    return {
      AgentID: agent.agentId,
      Name: agent.name,
      State: member ? stateOf(member) : WallboardAgentState.LoggedOff,
      StateSinceSeconds: member ? seconds(member.since) : null,
      PauseReason: member?.paused ? member.pauseReason : null,
      CallsToday: agent.callsToday,
      Queues: member?.queues ?? [],
    };
  });
  return {
    Queues,
    Agents,
    Reachable: floor.reachable,
    UnreachableSince: floor.downSince === null ? null : new Date(floor.downSince).toISOString(),
    ReadAt: new Date(now).toISOString(),
  };
}

const countKey: Record<WallboardAgentStateName, keyof WallboardAgentCounts> = {
  talking: 'Talking',
  ringing: 'Ringing',
  available: 'Available',
  paused: 'Paused',
  logged_off: 'LoggedOff',
};

export type WallboardTone = 'ok' | 'alert';

/** A queue tile's colours: the longest wait against its alert, the service level against its target share. */
export function wallboardTones(queue: Pick<WallboardQueue, 'LongestWaitSeconds' | 'LongestWaitAlertSeconds' | 'ServiceLevel' | 'ServiceLevelTargetShare'>): {
  wait: WallboardTone;
  serviceLevel: WallboardTone;
} {
  return {
    wait: queue.LongestWaitSeconds > queue.LongestWaitAlertSeconds ? 'alert' : 'ok',
    serviceLevel: queue.ServiceLevel !== null && !meetsServiceLevelTarget(queue.ServiceLevel, { TargetShare: queue.ServiceLevelTargetShare }) ? 'alert' : 'ok',
  };
}

/** Seconds shown `elapsedMs` after the reading: the counters count up in the browser between pushes. */
export function countedUp(seconds: number | null, readAt: string, now: number): number | null {
  if (seconds === null) return null;
  return seconds + Math.max(0, Math.floor((now - Date.parse(readAt)) / 1000));
}

/** The floor with the PBX's queue names replaced by the names the figures use (a call customer's queue → its routing exten). */
export function floorInQueues(floor: FloorState, rename: ReadonlyMap<string, string>): FloorState {
  const to = (queue: string) => rename.get(queue) ?? queue;
  return {
    ...floor,
    callers: floor.callers.map((caller) => ({ ...caller, queue: to(caller.queue) })),
    members: floor.members.map((member) => ({ ...member, queues: [...new Set(member.queues.map(to))].sort() })),
  };
}
