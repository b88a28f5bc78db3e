import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppConfig } from '../config/app-config.js';
import { REDIS, redisKey } from '../redis/redis.module.js';
import { AppError } from '../rpc/app-error.js';

/** Failed sign-ins are limited per user name and address; a success clears the count. */
@Injectable()
export class LoginRateLimiter {
  private readonly limiter: RateLimiterRedis;

  constructor(config: AppConfig, @Inject(REDIS) redis: Redis) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: redisKey(config, 'login-failures'),
      points: config.loginAttempts,
      duration: config.loginAttemptWindowSeconds,
    });
  }

  private key(username: string, ip: string): string {
    return `${username.trim().toLowerCase()}|${ip}`;
  }

  async assertAllowed(username: string, ip: string): Promise<void> {
    const state = await this.limiter.get(this.key(username, ip));
    if (state && state.consumedPoints >= this.limiter.points) throw this.blocked(state);
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    await this.limiter.penalty(this.key(username, ip), 1);
  }

  async recordSuccess(username: string, ip: string): Promise<void> {
    await this.limiter.delete(this.key(username, ip));
  }

  private blocked(state: RateLimiterRes): AppError {
    const minutes = Math.max(1, Math.ceil(state.msBeforeNext / 60000));
    return AppError.tooManyRequests(`Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
}
