import { readFile } from 'node:fs/promises';
import type { FloorEvent, FloorMember } from '@backoffice/domain';
import { PbxAdapter, type PbxFloorScope, type PbxFloorWatch, type PbxQueueState } from './pbx-adapter.js';
import { clock } from '../../platform/clock/clock.js';

/** A scripted floor: callers waiting since a time, members in a state since a time (ISO times). */
export interface ScriptedFloor {
  callers: { id: string; queue: string; since: string }[];
  members: {
    member: string;
    queues: string[];
    state: 'available' | 'ringing' | 'talking' | 'paused' | 'logged_off';
    pauseReason?: string | null;
    since: string;
  }[];
}

type ScriptEntry = { waiting?: number; connected?: number; floor?: ScriptedFloor } | 'down';

/** How often a floor watch reads the file again: well inside the wallboard's 2 seconds. */
const FLOOR_READ_MS = 250;

/**
 * The simulator with counts set from outside (PBX_SIMULATOR_STATE_FILE): a JSON file read on
 * every reading, `{ "<customerId>": { "waiting": 3, "connected": 5, "floor"?: ScriptedFloor } | "down" }`.
 * A customer the file names gets those counts ("down": the PBX does not answer) and, with
 * `floor`, that wallboard floor (read every 250 ms, a snapshot whenever it changes); the others,
 * and every customer while the file is missing, get the simulator. For browser tests and demos
 * where the counters must move (or fail) on cue.
 */
export class ScriptedPbxAdapter extends PbxAdapter {
  readonly kind = 'simulator' as const;

  constructor(
    private readonly simulator: PbxAdapter,
    private readonly file: string,
  ) {
    super();
  }

  private async entryOf(customerId: number): Promise<ScriptEntry | undefined> {
    const script = await readFile(this.file, 'utf8').then(
      (text) => JSON.parse(text) as Record<string, ScriptEntry>,
      () => null,
    );
    return script?.[String(customerId)];
  }

  async readQueueState(customerId: number): Promise<PbxQueueState> {
    const entry = await this.entryOf(customerId);
    if (entry === 'down') throw new Error('The PBX does not answer (scripted).');
    if (entry && entry.waiting !== undefined) return { waiting: entry.waiting, connected: entry.connected ?? 0, readAt: clock.now().toISOString() };
    return this.simulator.readQueueState(customerId);
  }

  /** The file's floor while it names the customer ("down" or `floor`), the simulator's otherwise. */
  watchFloor(scope: PbxFloorScope, onEvent: (event: FloorEvent) => void): PbxFloorWatch {
    let scripted = false;
    let last = '';
    let stopped = false;
    const simulated = this.simulator.watchFloor(scope, (event) => {
      if (!scripted) onEvent(event);
    });
    const read = async () => {
      const entry = await this.entryOf(scope.customerId).catch(() => undefined);
      if (stopped) return;
      const named = entry === 'down' || (entry !== undefined && entry.floor !== undefined);
      if (!named) {
        scripted = false;
        last = '';
        return;
      }
      scripted = true;
      const text = JSON.stringify(entry);
      if (text === last) return;
      last = text;
      const at = clock.now().getTime();
      onEvent(entry === 'down' ? { type: 'down', at } : scriptedSnapshot(entry.floor!, at));
    };
    void read();
    const timer = setInterval(() => void read(), FLOOR_READ_MS);
    return {
      stop: () => {
        stopped = true;
        clearInterval(timer);
        simulated.stop();
      },
    };
  }
}

function scriptedSnapshot(floor: ScriptedFloor, at: number): FloorEvent {
  return {
    type: 'snapshot',
    at,
    callers: floor.callers.map((c) => ({ id: c.id, queue: c.queue, since: Date.parse(c.since) })),
    members: floor.members.map((m): FloorMember => ({
      member: m.member,
      queues: m.queues,
      device: m.state === 'paused' ? 'available' : m.state,
      paused: m.state === 'paused',
      pauseReason: m.state === 'paused' ? (m.pauseReason ?? null) : null,
      since: Date.parse(m.since),
    })),
  };
}
