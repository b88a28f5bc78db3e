import { readFile } from 'node:fs/promises';
import { PbxAdapter, type PbxQueueState } from './pbx-adapter.js';
import { clock } from '../../platform/clock/clock.js';

/**
 * The simulator with counts set from outside (PBX_SIMULATOR_STATE_FILE): a JSON file read on
 * every reading, `{ "<customerId>": { "waiting": 3, "connected": 5 } | "down" }`. A customer
 * the file names gets those counts ("down": the PBX does not answer); the others, and every
 * customer while the file is missing, get the simulator's day pattern. For browser tests and
 * demos where the counters must move (or fail) on cue.
 */
export class ScriptedPbxAdapter extends PbxAdapter {
  readonly kind = 'simulator' as const;

  constructor(
    private readonly simulator: PbxAdapter,
    private readonly file: string,
  ) {
    super();
  }

  async readQueueState(customerId: number): Promise<PbxQueueState> {
    const script = await readFile(this.file, 'utf8').then(
      (text) => JSON.parse(text) as Record<string, { waiting: number; connected: number } | 'down'>,
      () => null,
    );
    const entry = script?.[String(customerId)];
    if (entry === 'down') throw new Error('The PBX does not answer (scripted).');
    if (entry) return { waiting: entry.waiting, connected: entry.connected, readAt: clock.now().toISOString() };
    return this.simulator.readQueueState(customerId);
  }
}
