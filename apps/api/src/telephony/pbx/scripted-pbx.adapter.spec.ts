import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PbxAdapter } from './pbx-adapter.js';
import { ScriptedPbxAdapter } from './scripted-pbx.adapter.js';

class FixedAdapter extends PbxAdapter {
  readonly kind = 'simulator' as const;
  async readQueueState() {
    return { waiting: 1, connected: 2, readAt: '2026-03-02T09:00:00.000Z' };
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
});
