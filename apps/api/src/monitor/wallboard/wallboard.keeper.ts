import { randomUUID } from 'node:crypto';
import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SocketEvent } from '@backoffice/contracts';
import { EMPTY_FLOOR, reduceFloor, type FloorEvent, type FloorState } from '@backoffice/domain';
import { DataSource } from 'typeorm';
import { PluginLoggerFactory, type PluginLogger } from '../../platform/logging/plugin-logger.js';
import { RealtimeService } from '../../platform/realtime/realtime.service.js';
import { PbxAdapter, type PbxFloorWatch } from '../../telephony/pbx/pbx-adapter.js';
import { wallboardScopes, type WallboardScope } from './wallboard.queries.js';
import { WallboardReader } from './wallboard.reader.js';
import { WallboardStore } from './wallboard.store.js';

/** The keeper's lock lives this long; its holder renews it every LOCK_RENEW_MS, another instance takes over after it lapsed. */
const LOCK_TTL_MS = 10_000;
const LOCK_RENEW_MS = 3_000;
/** Events of one burst (a call answered: caller leaves, agent connects) go out as one push. */
const PUSH_DELAY_MS = 50;
/** New call rows (file imports, continuous ingestion) reach the figures within this; customers, queues and agents too. */
const REFRESH_MS = 2_000;

interface Watched {
  scope: WallboardScope;
  watch: PbxFloorWatch;
  floor: FloorState;
  /** The figures part of the last push (not its seconds): a refresh pushes only when it changed. */
  lastFigures: string;
  timer: NodeJS.Timeout | null;
}

/**
 * Keeps every active customer's wallboard floor: one instance at a time (a Redis lock) watches the
 * PBX adapter's floor per customer, reduces its events (libs/domain reduceFloor), keeps the floor in
 * Redis for every instance's load call, and pushes the customer's wallboard (floor and today's
 * figures) to the `wallboard` room on every instance (socket.io's Redis adapter). After a restart,
 * or when another instance takes over, the adapter's first snapshot (AMI QueueStatus) and today's
 * rows rebuild everything.
 */
@Injectable()
export class WallboardKeeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly holder = randomUUID();
  private readonly watched = new Map<number, Watched>();
  private leading = false;
  /** Set at shutdown: a claim or refresh still awaiting Redis or the database then starts nothing new (no timer or watch outlives the app). */
  private stopped = false;
  private lockTimer: NodeJS.Timeout | null = null;
  private refreshTimer: NodeJS.Timeout | null = null;
  private refreshing = false;
  private readonly log: PluginLogger;

  constructor(
    private readonly dataSource: DataSource,
    private readonly pbx: PbxAdapter,
    private readonly store: WallboardStore,
    private readonly reader: WallboardReader,
    private readonly realtime: RealtimeService,
    loggers: PluginLoggerFactory,
  ) {
    this.log = loggers.for('monitor');
  }

  onApplicationBootstrap(): void {
    void this.claim();
    this.lockTimer = setInterval(() => void this.claim(), LOCK_RENEW_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.lockTimer) clearInterval(this.lockTimer);
    // Handed back at once, so another instance takes over now rather than when the lock lapses.
    const wasLeading = this.leading;
    this.stopAll();
    if (wasLeading) await this.store.releaseLock(this.holder).catch(() => undefined);
  }

  private async claim(): Promise<void> {
    let held = false;
    try {
      held = await this.store.holdLock(this.holder, LOCK_TTL_MS);
    } catch (error) {
      this.log.warn(`Wallboard keeper lock: ${String(error)}`);
    }
    if (this.stopped) {
      if (held) await this.store.releaseLock(this.holder).catch(() => undefined);
      return;
    }
    if (held && !this.leading) {
      this.leading = true;
      await this.refresh();
      if (this.stopped || !this.leading || this.refreshTimer) return;
      this.refreshTimer = setInterval(() => void this.refresh(), REFRESH_MS);
    } else if (!held && this.leading) {
      this.stopAll();
    }
  }

  private stopAll(): void {
    this.leading = false;
    if (this.refreshTimer) clearInterval(this.refreshTimer);
    this.refreshTimer = null;
    for (const watched of this.watched.values()) {
      watched.watch.stop();
      if (watched.timer) clearTimeout(watched.timer);
    }
    this.watched.clear();
  }

  /** Follows the active customers (new ones watched, gone ones dropped, changed scopes watched again) and pushes new figures. */
  private async refresh(): Promise<void> {
    if (this.refreshing || !this.leading) return;
    this.refreshing = true;
    try {
      const scopes = await wallboardScopes(this.dataSource.manager);
      if (this.stopped || !this.leading) return;
      const wanted = new Set(scopes.map((scope) => scope.customerId));
      for (const [customerId, watched] of this.watched) {
        if (!wanted.has(customerId)) this.unwatch(customerId, watched);
      }
      for (const scope of scopes) {
        const current = this.watched.get(scope.customerId);
        if (current && JSON.stringify(current.scope) !== JSON.stringify(scope)) this.unwatch(scope.customerId, current);
        if (this.stopped || !this.leading) return;
        if (!this.watched.has(scope.customerId)) this.watch(scope);
        else await this.push(scope.customerId, true);
      }
    } catch (error) {
      this.log.warn(`Wallboard refresh failed: ${String(error)}`);
    } finally {
      this.refreshing = false;
    }
  }

  private unwatch(customerId: number, watched: Watched): void {
    watched.watch.stop();
    if (watched.timer) clearTimeout(watched.timer);
    this.watched.delete(customerId);
  }

  private watch(scope: WallboardScope): void {
    const entry: Watched = { scope, floor: EMPTY_FLOOR, lastFigures: '', timer: null, watch: { stop: () => undefined } };
    this.watched.set(scope.customerId, entry);
    entry.watch = this.pbx.watchFloor({ customerId: scope.customerId, queues: scope.queues.map((q) => q.queueName), members: scope.members }, (event) =>
      this.apply(scope.customerId, entry, event),
    );
  }

  private apply(customerId: number, entry: Watched, event: FloorEvent): void {
    if (this.watched.get(customerId) !== entry) return;
    if (event.type === 'down' && entry.floor.reachable) this.log.warn(`The PBX stopped answering the wallboard of customer ${customerId}.`);
    entry.floor = reduceFloor(entry.floor, event);
    if (!entry.timer) {
      entry.timer = setTimeout(() => {
        entry.timer = null;
        void this.push(customerId, false);
      }, PUSH_DELAY_MS);
    }
  }

  /** Stores the floor and pushes the wallboard; a refresh (`onlyIfFiguresChanged`) pushes only when today's figures moved. */
  private async push(customerId: number, onlyIfFiguresChanged: boolean): Promise<void> {
    const entry = this.watched.get(customerId);
    if (!entry) return;
    try {
      if (!onlyIfFiguresChanged) await this.store.write(customerId, entry.floor);
      const board = await this.reader.read(customerId, entry.scope.timeZone, { floor: entry.floor, scope: entry.scope });
      const figures = JSON.stringify([
        board.Queues.map((q) => [q.Queue, q.Offered, q.Answered, q.Abandoned, q.ServiceLevel, q.AverageWaitSeconds, q.AverageTalkSeconds]),
        board.Agents.map((a) => [a.AgentID, a.Name, a.CallsToday]),
      ]);
      if (onlyIfFiguresChanged && figures === entry.lastFigures) return;
      entry.lastFigures = figures;
      this.realtime.toCustomer(customerId, SocketEvent.Wallboard, board);
    } catch (error) {
      this.log.warn(`Wallboard of customer ${customerId} not pushed: ${String(error)}`);
    }
  }
}
