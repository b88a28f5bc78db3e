import { Inject, Injectable } from '@nestjs/common';
import type { FloorState } from '@backoffice/domain';
import type { Redis } from 'ioredis';
import { AppConfig } from '../../platform/config/app-config.js';
import { REDIS, redisKey } from '../../platform/redis/redis.module.js';

/** A day without a keeper lets a floor expire (a customer deleted meanwhile leaves nothing behind). */
const FLOOR_TTL_SECONDS = 24 * 3600;

/**
 * The live floor per customer, in Redis: the keeper (one instance) writes it after every change,
 * any instance's load call reads it. Its absence means no keeper has read the PBX yet.
 */
@Injectable()
export class WallboardStore {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  private key(customerId: number): string {
    return redisKey(this.config, 'monitor', 'wallboard-floor', customerId);
  }

  async read(customerId: number): Promise<FloorState | null> {
    const text = await this.redis.get(this.key(customerId));
    return text ? (JSON.parse(text) as FloorState) : null;
  }

  async write(customerId: number, floor: FloorState): Promise<void> {
    await this.redis.set(this.key(customerId), JSON.stringify(floor), 'EX', FLOOR_TTL_SECONDS);
  }

  /** The keeper's lock (one instance watches the PBX): taken when free, kept by its holder, answered whether held. */
  async holdLock(holder: string, ttlMs: number): Promise<boolean> {
    const key = redisKey(this.config, 'monitor', 'wallboard-keeper');
    const held = await this.redis.eval(
      `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end
       return redis.call('set', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) and 1 or 0`,
      1,
      key,
      holder,
      String(ttlMs),
    );
    return held === 1;
  }

  async releaseLock(holder: string): Promise<void> {
    const key = redisKey(this.config, 'monitor', 'wallboard-keeper');
    await this.redis.eval(`if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`, 1, key, holder);
  }
}
