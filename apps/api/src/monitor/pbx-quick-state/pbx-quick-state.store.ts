import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SocketEvent, type PbxQuickState } from '@backoffice/contracts';
import type { Redis } from 'ioredis';
import { AppConfig } from '../../platform/config/app-config.js';
import { REDIS, redisKey } from '../../platform/redis/redis.module.js';
import { RealtimeService } from '../../platform/realtime/realtime.service.js';

interface ChangeMessage {
  customerId: number;
  state: PbxQuickState;
}

/**
 * The last quick state per customer, in Redis (any instance answers the HTTP call with it), and
 * its changes: the poller publishes a change once on a Redis channel, and every API instance
 * hands it to the customer's sockets connected to itself, so each socket gets it once however
 * many instances run and whichever process polled (an API instance or `npm run worker`).
 */
@Injectable()
export class PbxQuickStateStore implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscriber: Redis | null = null;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
    private readonly realtime: RealtimeService,
  ) {}

  private key(customerId: number): string {
    return redisKey(this.config, 'monitor', 'pbx-quick-state', customerId);
  }

  private get channel(): string {
    return redisKey(this.config, 'monitor', 'pbx-quick-state-changes');
  }

  async read(customerId: number): Promise<PbxQuickState | null> {
    const text = await this.redis.get(this.key(customerId));
    return text ? (JSON.parse(text) as PbxQuickState) : null;
  }

  /** Keeps the state; an hour without polls lets it expire (a customer deleted meanwhile leaves nothing behind). */
  async write(customerId: number, state: PbxQuickState): Promise<void> {
    await this.redis.set(this.key(customerId), JSON.stringify(state), 'EX', 3600);
  }

  async publishChange(customerId: number, state: PbxQuickState): Promise<void> {
    await this.redis.publish(this.channel, JSON.stringify({ customerId, state } satisfies ChangeMessage));
  }

  async onApplicationBootstrap(): Promise<void> {
    this.subscriber = this.redis.duplicate();
    this.subscriber.on('message', (_channel: string, text: string) => {
      const { customerId, state } = JSON.parse(text) as ChangeMessage;
      this.realtime.toCustomerOnThisInstance(customerId, SocketEvent.PbxQuickState, state);
    });
    await this.subscriber.subscribe(this.channel);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit().catch(() => undefined);
  }
}
