import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FloorEvent } from '@backoffice/domain';
import { PbxAdapter, type PbxFloorScope } from './pbx-adapter.js';
import { ScriptedPbxAdapter } from './scripted-pbx.adapter.js';

class FixedAdapter extends PbxAdapter {
  readonly kind = 'simulator' as const;
  async readQueueState() {
    return { waiting: 1, connected: 2, readAt: '2026-03-02T09:00:00.000Z' };
  }
  watchFloor(_scope: PbxFloorScope, onEvent: (event: FloorEvent) => void) {
    onEvent({ type: 'snapshot', at: 0, callers: [], members: [] });
    return { stop: () => undefined };
  }
}

describe('scripted PBX (PBX_SIMULATOR_STATE_FILE)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'pbx-script-'));
  const file = join(folder, 'state.json');
  const adapter = new ScriptedPbxAdapter(new FixedAdapter(), file);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('answers what the file says for the customers it names, and the simulator otherwise', async () => {
    expect(await adapter.readQueueState(1)).toMatchObject({ waiting: 1, connected: 2 });
    writeFileSync(file, JSON.stringify({ 1: { waiting: 7, connected: 9 }, 2: 'down' }));
    expect(await adapter.readQueueState(1)).toMatchObject({ waiting: 7, connected: 9 });
    await expect(adapter.readQueueState(2)).rejects.toThrow('does not answer');
    expect(await adapter.readQueueState(3)).toMatchObject({ waiting: 1, connected: 2 });
  });

  it('plays the floor the file names, a new snapshot whenever it changes, and "down"', async () => {
    writeFileSync(file, JSON.stringify({}));
    const events: FloorEvent[] = [];
    const watch = adapter.watchFloor({ customerId: 5, queues: ['2001'], members: ['PJSIP/1'] }, (event) => events.push(event));
    const until = async (test: () => boolean) => {
      for (let i = 0; i < 100 && !test(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(test()).toBe(true);
    };
    try {
      expect(events).toEqual([{ type: 'snapshot', at: 0, callers: [], members: [] }]);
      const floor = {
        callers: [{ id: 'c1', queue: '2001', since: '2026-03-02T09:00:00.000Z' }],
        members: [{ member: 'PJSIP/1', queues: ['2001'], state: 'paused', pauseReason: 'Lunch', since: '2026-03-02T08:55:00.000Z' }],
      };
      writeFileSync(file, JSON.stringify({ 5: { floor } }));
      await until(() => events.length === 2);
      expect(events[1]).toMatchObject({
        type: 'snapshot',
        callers: [{ id: 'c1', queue: '2001', since: Date.parse('2026-03-02T09:00:00.000Z') }],
        members: [{ member: 'PJSIP/1', device: 'available', paused: true, pauseReason: 'Lunch' }],
      });
      writeFileSync(file, JSON.stringify({ 5: 'down' }));
      await until(() => events.length === 3);
      expect(events[2]).toMatchObject({ type: 'down' });
    } finally {
      watch.stop();
    }
  });
});
