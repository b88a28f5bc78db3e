import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@backoffice/contracts';
import { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config.js';
import { REDIS, redisKey } from '../redis/redis.module.js';
import { AppError } from '../rpc/app-error.js';

/** How long a lease lives without renewal: a lease of an instance that died frees its slot after this. */
const LEASE_MS = 60_000;
const RENEW_EVERY_MS = LEASE_MS / 3;
/** What a refused user is asked to wait: an export is usually done in seconds to minutes. */
export const EXPORT_RETRY_AFTER_SECONDS = 15;

/**
 * A user's running exports are a sorted set in Redis (member: lease, score: when it runs out, on
 * Redis's clock): taking a slot drops the run-out leases and adds one only while fewer than the
 * limit remain, in one script, so concurrent requests on any instance cannot pass the limit together.
 */
const ACQUIRE = `
local now = redis.call('TIME')
local ms = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ms)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], ms + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

const RENEW = `
local now = redis.call('TIME')
local ms = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
redis.call('ZADD', KEYS[1], 'XX', ms + tonumber(ARGV[1]), ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`;

/** A slot of a user's exports; release it once (more calls do nothing). */
export interface ExportLease {
  release(): void;
}

/** EXPORTS_PER_USER concurrent exports per user, over every instance. */
@Injectable()
export class ExportLimiter {
  constructor(
    private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async acquire(userId: number): Promise<ExportLease> {
    const key = redisKey(this.config, 'exports', userId);
    const lease = randomUUID();
    const limit = this.config.exportsPerUser;
    const taken = await this.redis.eval(ACQUIRE, 1, key, limit, LEASE_MS, lease);
    if (taken !== 1) {
      throw AppError.tooManyRequests(
        `You are already running ${limit} export${limit === 1 ? '' : 's'}, the most one user may run at once. Please wait until one has finished, then try again.`,
        EXPORT_RETRY_AFTER_SECONDS,
        { code: ErrorCode.ExportLimit },
      );
    }
    const renewal = setInterval(() => void this.redis.eval(RENEW, 1, key, LEASE_MS, lease).catch(() => undefined), RENEW_EVERY_MS);
    renewal.unref();
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        clearInterval(renewal);
        void this.redis.zrem(key, lease).catch(() => undefined);
      },
    };
  }
}
