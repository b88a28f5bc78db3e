import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FloorEvent } from '@backoffice/domain';
import { DemoQueueLogAdapter, demoQueueLogFileName } from './demo-queue-log.adapter.js';
import { PbxAdapter, type PbxFloorScope, type PbxFloorWatch, type PbxQueueState } from './pbx-adapter.js';

/** A PBX whose floor events the test hands over. */
class HandFedPbx extends PbxAdapter {
  readonly kind = 'simulator' as const;
  readonly feeds = new Map<number, (event: FloorEvent) => void>();
  stopped = 0;

  async readQueueState(): Promise<PbxQueueState> {
    return { waiting: 0, connected: 0, readAt: new Date(0).toISOString() };
  }

  watchFloor(scope: PbxFloorScope, onEvent: (event: FloorEvent) => void): PbxFloorWatch {
    this.feeds.set(scope.customerId, onEvent);
    return { stop: () => void this.stopped++ };
  }
}

const T = 1767261600_000;
const join1 = (id: string, at = T): FloorEvent => ({ type: 'caller_join', at, queue: 'sales', id });
const scope = (customerId: number): PbxFloorScope => ({ customerId, queues: ['sales'], members: ['PJSIP/3001'] });

describe('DemoQueueLogAdapter: the demo floor appended to the customer’s demo queue_log', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'demo-queue-log-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Waits until the file holds `count` lines (appends are asynchronous). */
  const linesOf = async (file: string, count: number) => {
    for (let i = 0; i < 200; i++) {
      const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
      if (lines.length >= count) return lines;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`${file} never held ${count} lines`);
  };

  it('passes the events on and appends their lines to an existing demo file; a customer without one gets no file', async () => {
    const pbx = new HandFedPbx();
    const adapter = new DemoQueueLogAdapter(pbx, dir, () => 1000);
    const file = join(dir, demoQueueLogFileName(1));
    writeFileSync(file, '');
    const seen: FloorEvent[] = [];
    adapter.watchFloor(scope(1), (event) => seen.push(event));
    adapter.watchFloor(scope(2), () => undefined);
    pbx.feeds.get(2)!(join1('c'));
    pbx.feeds.get(1)!(join1('a'));
    pbx.feeds.get(1)!(join1('b', T + 1000));
    expect(seen).toHaveLength(2);
    expect(await linesOf(file, 2)).toEqual([
      `${T / 1000}|${T / 1000}.1000|sales|NONE|ENTERQUEUE||+436600001000|1`,
      `${T / 1000 + 1}|${T / 1000 + 1}.1001|sales|NONE|ENTERQUEUE||+436600001001|1`,
    ]);
    // Opened without O_CREAT: customer 2's append, started first, cannot have made the file.
    expect(existsSync(join(dir, demoQueueLogFileName(2)))).toBe(false);
    expect(adapter.kind).toBe('simulator');
  });

  it('writes nothing after its watch is stopped, and stops the PBX’s watch', async () => {
    const pbx = new HandFedPbx();
    const file = join(dir, demoQueueLogFileName(1));
    writeFileSync(file, '');
    const watch = new DemoQueueLogAdapter(pbx, dir, () => 1).watchFloor(scope(1), () => undefined);
    pbx.feeds.get(1)!(join1('a'));
    await linesOf(file, 1);
    watch.stop();
    // Dropped at once, before anything asynchronous: nothing is waiting to be appended.
    pbx.feeds.get(1)!(join1('b'));
    expect(readFileSync(file, 'utf8').split('\n').filter(Boolean)).toHaveLength(1);
    expect(pbx.stopped).toBe(1);
  });
});
