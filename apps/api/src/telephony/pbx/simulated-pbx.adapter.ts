/**
 * The demo's live queue: counts that follow the generator's day and week pattern (peaks mid
 * morning, quiet nights and weekends) for a centre of the tenant's size. Each 5-second tick draws
 * from a seed derived from the tick, so every instance shows the same numbers at the same moment.
 */
import { SeededRandom } from '@backoffice/domain';
import { expectedCallsPerSecond } from '../seed/generator.js';
import { PbxAdapter, type PbxQueueState } from './pbx-adapter.js';
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
