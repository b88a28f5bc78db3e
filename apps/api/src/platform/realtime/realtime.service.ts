import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import type { CustomerSocketEvent, CustomerUserSocketEvent } from '@backoffice/contracts';
import type { Server } from 'socket.io';
import { AppConfig } from '../config/app-config.js';
import { socketIoRedisKey } from './redis-io.adapter.js';

/**
 * Socket rooms. A socket joins its session's and user's rooms, and for its active customer (only
 * while the user still belongs to it) the room of each customer event its permissions allow and
 * its own user-in-customer room (RealtimeGateway.roomsOf).
 */
export const rooms = {
  session: (id: string) => `session:${id}`,
  user: (id: number) => `user:${id}`,
  customerEvent: (customerId: number, event: CustomerSocketEvent) => `customer:${customerId}:${event}`,
  customerUser: (customerId: number, userId: number) => `customer:${customerId}:user:${userId}`,
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

  /**
   * Only to the requester's sockets connected to this instance, acting in the customer the job is
   * for. For messages every instance produces on its own (each one hears the same queue events),
   * so each socket gets one copy.
   */
  toRequesterOnThisInstance(requester: { userId: number; customerId: number | null }, event: string, payload: unknown): void {
    const room = requester.customerId === null ? rooms.user(requester.userId) : rooms.customerUser(requester.customerId, requester.userId);
    this.server?.local.to(room).emit(event, payload);
  }

  /** Whether this process serves sockets (API instances do, `npm run worker` does not). */
  get servesSockets(): boolean {
    return this.server !== null;
  }

  /** To the customer's sockets allowed to receive `event` (CustomerSocketEventAudience). */
  toCustomer(customerId: number, event: CustomerSocketEvent, payload: unknown): void {
    this.target.to(rooms.customerEvent(customerId, event)).emit(event, payload);
  }

  /** Only to the customer's sockets connected to this instance (see toUserOnThisInstance). */
  toCustomerOnThisInstance(customerId: number, event: CustomerSocketEvent, payload: unknown): void {
    this.server?.local.to(rooms.customerEvent(customerId, event)).emit(event, payload);
  }

  /** To the user's sockets acting in this customer. */
  toUserInCustomer(customerId: number, userId: number, event: CustomerUserSocketEvent, payload: unknown): void {
    this.target.to(rooms.customerUser(customerId, userId)).emit(event, payload);
  }
}
