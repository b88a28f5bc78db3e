/**
 * The demo's PBX writes its queue_log: the simulator's floor, as the wallboard keeper watches it,
 * is also appended as Asterisk queue_log lines (libs/domain `queueLogLinesOfFloorEvent`) to the
 * customer's demo file in the sources folder, which the demo seed made and gave an active
 * `queue_log_file` source. The continuous ingestion then reads it like any PBX's file, so calls
 * today, the reports and the sources screen move with the floor on the board.
 *
 * Only the simulator is wrapped (pbx.provider.ts), and only a customer whose demo file exists is
 * written: a real PBX, or an installation not seeded as the demo, never gets such lines. The keeper
 * watches each floor on one instance at a time (its Redis lock), so one writer appends to a file.
 */
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { FloorEvent } from '@backoffice/domain';
import { queueLogLinesOfFloorEvent, startFloorQueueLog } from '@backoffice/domain/server';
import { PbxAdapter, type PbxFloorScope, type PbxFloorWatch, type PbxQueueState } from './pbx-adapter.js';

/** The demo queue_log of a customer, in the sources folder (the demo seed creates it with the source). */
export function demoQueueLogFileName(customerId: number): string {
  return `demo-customer-${customerId}.queue_log`;
}

export class DemoQueueLogAdapter extends PbxAdapter {
  readonly kind: PbxAdapter['kind'];
  private readonly logger = new Logger(DemoQueueLogAdapter.name);

  constructor(
    private readonly simulator: PbxAdapter,
    private readonly sourcesDir: string,
    private readonly now: () => number = Date.now,
  ) {
    super();
    this.kind = simulator.kind;
  }

  readQueueState(customerId: number): Promise<PbxQueueState> {
    return this.simulator.readQueueState(customerId);
  }

  watchFloor(scope: PbxFloorScope, onEvent: (event: FloorEvent) => void): PbxFloorWatch {
    const path = join(this.sourcesDir, demoQueueLogFileName(scope.customerId));
    // Each watch a new floor: its uniqueids' sequences start at this moment's ms, never those of an earlier watch.
    let state = startFloorQueueLog(this.now());
    let stopped = false;
    const waiting: string[] = [];
    let writing = false;
    const write = async () => {
      writing = true;
      try {
        while (waiting.length > 0) await this.append(path, waiting.splice(0).join(''));
      } finally {
        writing = false;
      }
    };
    const watch = this.simulator.watchFloor(scope, (event) => {
      onEvent(event);
      if (stopped) return;
      const next = queueLogLinesOfFloorEvent(state, event);
      state = next.state;
      if (next.lines.length === 0) return;
      for (const line of next.lines) waiting.push(`${line}\n`);
      if (!writing) void write();
    });
    return {
      stop: () => {
        stopped = true;
        watch.stop();
      },
    };
  }

  /** Appends to the file only while it exists (no O_CREAT): without the demo seed's file nothing is written. */
  private async append(path: string, text: string): Promise<void> {
    let file;
    try {
      file = await open(path, constants.O_WRONLY | constants.O_APPEND);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.logger.warn(`The demo queue_log ${path} cannot be written: ${String(error)}`);
      return;
    }
    try {
      await file.write(text);
    } catch (error) {
      this.logger.warn(`The demo queue_log ${path} cannot be written: ${String(error)}`);
    } finally {
      await file.close();
    }
  }
}
