/**
 * The demo's live queue: counts that follow the generator's day and week pattern (peaks mid
 * morning, quiet nights and weekends) for a centre of the tenant's size. Each 5-second tick draws
 * from a seed derived from the tick, so every instance shows the same numbers at the same moment.
 */
import { SeededRandom, type FloorCaller, type FloorEvent, type FloorMember } from '@backoffice/domain';
import { expectedCallsPerSecond } from '../seed/generator.js';
import { PbxAdapter, type PbxFloorScope, type PbxFloorWatch, type PbxQueueState } from './pbx-adapter.js';
import { clock } from '../../platform/clock/clock.js';

/** Average seconds an agent is busy per answered call (talk + ring), as generated. */
const AVERAGE_HANDLE_SECONDS = 175;
const TICK_MS = 5000;

export class SimulatedPbxAdapter extends PbxAdapter {
  readonly kind = 'simulator' as const;

  constructor(
    private readonly agentsOfTenant: (customerId: number) => Promise<number>,
    private readonly now: () => Date = () => clock.now(),
  ) {
    super();
  }

  async readQueueState(customerId: number): Promise<PbxQueueState> {
    const at = this.now();
    const agents = Math.max(0, await this.agentsOfTenant(customerId));
    return { ...simulatedQueueCounts(agents, at, customerId), readAt: at.toISOString() };
  }

  /** A lively demo floor: one simulated call centre per watch, stepped every second (SimulatedFloor). */
  watchFloor(scope: PbxFloorScope, onEvent: (event: FloorEvent) => void): PbxFloorWatch {
    const floor = new SimulatedFloor(scope, new SeededRandom(`floor:${scope.customerId}:${this.now().getTime()}`));
    onEvent(floor.start(this.now().getTime()));
    const timer = setInterval(() => {
      for (const event of floor.step(this.now().getTime())) onEvent(event);
    }, FLOOR_STEP_MS);
    return { stop: () => clearInterval(timer) };
  }
}

const FLOOR_STEP_MS = 1000;
const PAUSE_REASONS = ['Lunch', 'Break', 'Training', 'Meeting'];

/**
 * The demo centre's floor, one step a second: callers arrive by the generator's day pattern (with a
 * floor of one call every 20 s, so a demo at night still moves), the longest waiting caller rings an
 * available agent for 2-5 s and is then answered, talks last 30-240 s, callers give up after 40-150 s,
 * and agents pause now and then with a reason. Members are the tenant's agents, spread over its queues.
 */
export class SimulatedFloor {
  private callers: (FloorCaller & { patience: number })[] = [];
  private members: (FloorMember & { until: number; caller: string | null })[] = [];
  private nextCaller = 1;

  constructor(
    private readonly scope: PbxFloorScope,
    private readonly random: SeededRandom,
  ) {}

  start(at: number): FloorEvent {
    const queues = this.scope.queues.length > 0 ? [...this.scope.queues] : [];
    this.members =
      queues.length === 0
        ? []
        : this.scope.members.map((member, index) => {
            const roll = this.random.next();
            const device: FloorMember['device'] = roll < 0.15 ? 'logged_off' : roll < 0.55 ? 'talking' : 'available';
            const paused = device === 'available' && this.random.chance(0.3);
            return {
              member,
              queues: [queues[index % queues.length]],
              device,
              paused,
              pauseReason: paused ? PAUSE_REASONS[this.random.int(0, PAUSE_REASONS.length - 1)] : null,
              since: at - this.random.int(5, 600) * 1000,
              until: at + this.random.int(20, 240) * 1000,
              caller: null,
            };
          });
    this.callers = [];
    for (const queue of queues) {
      for (let i = this.random.int(0, 2); i > 0; i--) this.callers.push(this.newCaller(queue, at - this.random.int(1, 45) * 1000, at));
    }
    return { type: 'snapshot', at, callers: this.callers.map(({ id, queue, since }) => ({ id, queue, since })), members: this.members.map(publicMember) };
  }

  private newCaller(queue: string, since: number, at: number): FloorCaller & { patience: number } {
    return { id: `sim-${this.scope.customerId}-${this.nextCaller++}`, queue, since, patience: at + this.random.int(40, 150) * 1000 };
  }

  step(at: number): FloorEvent[] {
    const events: FloorEvent[] = [];
    const queues = this.scope.queues;
    if (queues.length === 0) return events;
    const perSecond = Math.max(1 / 20, expectedCallsPerSecond({ agents: { length: this.members.length } as unknown[] as never[] }, new Date(at)));
    for (let arrivals = this.random.poisson(perSecond); arrivals > 0; arrivals--) {
      const caller = this.newCaller(queues[this.random.int(0, queues.length - 1)], at, at);
      this.callers.push(caller);
      events.push({ type: 'caller_join', at, queue: caller.queue, id: caller.id });
    }
    for (const caller of [...this.callers]) {
      if (caller.patience <= at && !this.members.some((m) => m.caller === caller.id)) {
        this.callers = this.callers.filter((c) => c !== caller);
        events.push({ type: 'caller_leave', at, queue: caller.queue, id: caller.id });
      }
    }
    for (const member of this.members) {
      const queue = member.queues[0];
      const set = (change: Partial<FloorMember>) => {
        Object.assign(member, change, { since: at });
        return member;
      };
      if (member.device === 'ringing' && member.until <= at) {
        const caller = this.callers.find((c) => c.id === member.caller);
        this.callers = this.callers.filter((c) => c.id !== member.caller);
        if (caller) events.push({ type: 'caller_leave', at, queue: caller.queue, id: caller.id });
        set({ device: 'talking' }).until = at + this.random.int(30, 240) * 1000;
        events.push({ type: 'member_device', at, queue, member: member.member, device: 'talking', caller: member.caller ?? undefined });
        member.caller = null;
      } else if (member.device === 'talking' && member.until <= at) {
        set({ device: 'available' }).until = at + this.random.int(60, 600) * 1000;
        events.push({ type: 'member_device', at, queue, member: member.member, device: 'available' });
      } else if (member.device === 'available' && member.paused && member.until <= at) {
        set({ paused: false, pauseReason: null }).until = at + this.random.int(60, 900) * 1000;
        events.push({ type: 'member_pause', at, queue, member: member.member, paused: false, reason: null });
      } else if (member.device === 'available' && !member.paused) {
        const waiting = this.callers.filter((c) => c.queue === queue && !this.members.some((m) => m.caller === c.id)).sort((a, b) => a.since - b.since)[0];
        if (waiting) {
          set({ device: 'ringing' }).until = at + this.random.int(2, 5) * 1000;
          member.caller = waiting.id;
          events.push({ type: 'member_device', at, queue, member: member.member, device: 'ringing', caller: waiting.id });
        } else if (member.until <= at && this.random.chance(0.02)) {
          const reason = PAUSE_REASONS[this.random.int(0, PAUSE_REASONS.length - 1)];
          set({ paused: true, pauseReason: reason }).until = at + this.random.int(60, 300) * 1000;
          events.push({ type: 'member_pause', at, queue, member: member.member, paused: true, reason });
        }
      }
    }
    return events;
  }
}

function publicMember({ member, queues, device, paused, pauseReason, since }: FloorMember): FloorMember {
  return { member, queues, device, paused, pauseReason, since };
}

/** Connected ~ arrivals x handle time (Little's law), capped by staffing; waiting grows near the cap. */
export function simulatedQueueCounts(agents: number, at: Date, salt = 0): { waiting: number; connected: number } {
  if (agents === 0) return { waiting: 0, connected: 0 };
  const random = new SeededRandom(`${salt}:${Math.floor(at.getTime() / TICK_MS)}`);
  const offeredLoad = expectedCallsPerSecond({ agents: { length: agents } as unknown[] as never[] }, at) * AVERAGE_HANDLE_SECONDS;
  const staffed = Math.max(1, Math.round(agents * 0.55));
  const connected = Math.min(staffed, random.poisson(offeredLoad));
  const utilisation = offeredLoad / staffed;
  const waiting = utilisation < 0.5 ? random.poisson(utilisation * 0.5) : random.poisson(utilisation * utilisation * 3);
  return { waiting, connected };
}
