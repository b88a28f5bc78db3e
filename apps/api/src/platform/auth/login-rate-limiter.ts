import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';
import { AppConfig } from '../config/app-config.js';
import { REDIS, redisKey } from '../redis/redis.module.js';
import { AppError } from '../rpc/app-error.js';

/**
 * Failed sign-ins are limited per user name and address (guessing one password) and per address
 * alone (trying one password on many user names). A success clears only its own user name's
 * count, so a sprayer who owns one account cannot reset the address limit. Keys are hashes: the
 * user name is whatever the caller sent.
 */
@Injectable()
export class LoginRateLimiter {
  private readonly perAccount: RateLimiterRedis;
  private readonly perAddress: RateLimiterRedis;

  constructor(config: AppConfig, @Inject(REDIS) redis: Redis) {
    this.perAccount = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: redisKey(config, 'login-failures'),
      points: config.loginAttempts,
      duration: config.loginAttemptWindowSeconds,
    });
    this.perAddress = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: redisKey(config, 'login-failures-address'),
      points: config.loginAddressAttempts,
      duration: config.loginAttemptWindowSeconds,
    });
  }

  async assertAllowed(username: string, ip: string): Promise<void> {
    const [account, address] = await Promise.all([this.perAccount.get(accountKey(username, ip)), this.perAddress.get(addressKey(ip))]);
    for (const [state, limiter] of [
      [account, this.perAccount],
      [address, this.perAddress],
    ] as const) {
      if (state && state.consumedPoints >= limiter.points) throw blocked(state);
    }
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    await Promise.all([this.perAccount.penalty(accountKey(username, ip), 1), this.perAddress.penalty(addressKey(ip), 1)]);
  }

  async recordSuccess(username: string, ip: string): Promise<void> {
    await this.perAccount.delete(accountKey(username, ip));
  }
}

function accountKey(username: string, ip: string): string {
  return createHash('sha256').update(`${username.trim().toLowerCase()}\u0000${ip}`).digest('base64url');
}

function addressKey(ip: string): string {
  return createHash('sha256').update(ip).digest('base64url');
}

function blocked(state: RateLimiterRes): AppError {
  const seconds = Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  const minutes = Math.ceil(seconds / 60);
  return AppError.tooManyRequests(`Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, seconds);
}
