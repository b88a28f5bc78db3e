import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import { AppConfig } from '../config/app-config.js';
import { socketIoRedisKey } from './redis-io.adapter.js';

export const rooms = {
  session: (id: string) => `session:${id}`,
  user: (id: number) => `user:${id}`,
  customer: (id: number) => `customer:${id}`,
};

/**
 * Sends to the rooms of sessions, users and customers, on this instance and (through the Redis
 * adapter) on every other one. A process without sockets (`npm run worker`) sends through Redis
 * with socket.io's emitter, so what its jobs announce reaches the users on every API instance.
 */
@Injectable()
export class RealtimeService implements OnModuleDestroy {
  private server: Server | null = null;
  private emitter: { redis: Redis; emitter: Emitter } | null = null;

  constructor(private readonly config: AppConfig) {}

  /** This instance's server, or the Redis emitter where no server is attached. */
  private get target(): Pick<Server, 'to'> | Emitter {
    if (this.server) return this.server;
    if (!this.emitter) {
      const redis = new Redis(this.config.redisUrl, { maxRetriesPerRequest: 1 });
      // An unreachable Redis must not crash the worker: the message is lost, the job goes on.
      redis.on('error', () => undefined);
      this.emitter = { redis, emitter: new Emitter(redis, { key: socketIoRedisKey(this.config.redisPrefix) }) };
    }
    return this.emitter.emitter;
  }

  async onModuleDestroy(): Promise<void> {
    await this.emitter?.redis.quit().catch(() => undefined);
    this.emitter = null;
  }

  attach(server: Server): void {
    this.server = server;
  }

  detach(): void {
    this.server = null;
  }

  toSession(sessionId: string, event: string, payload: unknown): void {
    this.target.to(rooms.session(sessionId)).emit(event, payload);
  }

  toUser(userId: number, event: string, payload: unknown): void {
    this.target.to(rooms.user(userId)).emit(event, payload);
  }

  /**
   * Only to the user's sockets connected to this instance. For messages every instance produces
   * on its own (each one hears the same queue events), so each socket gets one copy.
   */
  toUserOnThisInstance(userId: number, event: string, payload: unknown): void {
    this.server?.local.to(rooms.user(userId)).emit(event, payload);
  }

  /** Whether this process serves sockets (API instances do, `npm run worker` does not). */
  get servesSockets(): boolean {
    return this.server !== null;
  }

  toCustomer(customerId: number, event: string, payload: unknown): void {
    this.target.to(rooms.customer(customerId)).emit(event, payload);
  }

  /** Only to the customer's sockets connected to this instance (see toUserOnThisInstance). */
  toCustomerOnThisInstance(customerId: number, event: string, payload: unknown): void {
    this.server?.local.to(rooms.customer(customerId)).emit(event, payload);
  }

  /** Puts the session's sockets in exactly these rooms. */
  async moveSession(sessionId: string, target: string[]): Promise<void> {
    if (!this.server) return;
    const sockets = await this.server.in(rooms.session(sessionId)).fetchSockets();
    for (const socket of sockets) {
      for (const room of socket.rooms) if (room !== socket.id && !target.includes(room)) socket.leave(room);
      socket.join(target);
    }
  }
}
