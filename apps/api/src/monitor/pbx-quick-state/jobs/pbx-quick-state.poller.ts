import { Processor } from '@nestjs/bullmq';
import { MonitorQueue, type PbxQuickState } from '@backoffice/contracts';
import { quickStateChanged, unreachableQuickState } from '@backoffice/domain';
import type { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { ProcessingHost } from '../../../platform/jobs/processing-host.js';
import { workerTiming } from '../../../platform/jobs/worker-options.js';
import { PluginLoggerFactory, type PluginLogger } from '../../../platform/logging/plugin-logger.js';
import { PbxAdapter } from '../../../telephony/pbx/pbx-adapter.js';
import { polledCustomerIds } from '../pbx-quick-state.queries.js';
import { PbxQuickStateStore } from '../pbx-quick-state.store.js';
import { PBX_READ_TIMEOUT_MS, type PbxPollResult } from './pbx-quick-state.queue.js';
import { clock } from '../../../platform/clock/clock.js';

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    work.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]);
}

/**
 * One poll of the live queue (every 5 seconds, from the job scheduler): reads every active
 * customer's queue from the PBX adapter, keeps it in Redis and announces it to the customer's
 * room when the counts or the PBX's reachability changed.
 */
@Processor(MonitorQueue.PbxQuickState, { autorun: false, ...workerTiming() })
export class PbxQuickStatePoller extends ProcessingHost {
  private readonly log: PluginLogger;

  constructor(
    private readonly dataSource: DataSource,
    private readonly pbx: PbxAdapter,
    private readonly store: PbxQuickStateStore,
    loggers: PluginLoggerFactory,
  ) {
    super();
    this.log = loggers.for('monitor');
  }

  async process(_job: Job): Promise<PbxPollResult> {
    const customers = await polledCustomerIds(this.dataSource.manager);
    const outcomes = await Promise.all(customers.map((customerId) => this.poll(customerId)));
    return { polled: outcomes.length, changed: outcomes.filter((o) => o.changed).length, unreachable: outcomes.filter((o) => !o.reachable).length };
  }

  private async poll(customerId: number): Promise<{ changed: boolean; reachable: boolean }> {
    const previous = await this.store.read(customerId);
    const checkedAt = clock.now();
    let next: PbxQuickState;
    try {
      const read = await withTimeout(this.pbx.readQueueState(customerId), PBX_READ_TIMEOUT_MS);
      next = { Connected: read.connected, Queued: read.waiting, Reachable: true, ReadAt: read.readAt, CheckedAt: checkedAt.toISOString() };
    } catch (error) {
      if (previous?.Reachable !== false)
        this.log.warn(`The PBX did not answer for customer ${customerId}: ${error instanceof Error ? error.message : String(error)}`);
      next = unreachableQuickState(previous, checkedAt);
    }
    await this.store.write(customerId, next);
    const changed = quickStateChanged(previous, next);
    if (changed) await this.store.publishChange(customerId, next);
    return { changed, reachable: next.Reachable };
  }
}
