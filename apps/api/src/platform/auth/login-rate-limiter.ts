import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { SignInRefusal, type SignInRefusalDetails } from '@backoffice/contracts';
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppConfig } from '../config/app-config.js';
import { REDIS, redisKey } from '../redis/redis.module.js';
import { AppError } from '../rpc/app-error.js';

/**
 * Sign-in attempts are limited three ways, each over LOGIN_ATTEMPT_WINDOW_SECONDS:
 * - per user name and address (guessing one password): LOGIN_ATTEMPTS;
 * - per address over all user names (trying one password on many names): LOGIN_ADDRESS_ATTEMPTS;
 * - per user name over all addresses (guessing from many addresses): LOGIN_USER_ATTEMPTS, after
 *   which the user name is locked for LOGIN_LOCK_SECONDS; the user is told, an administrator lifts it.
 *
 * An attempt is taken before the password is checked, each limit with one atomic Redis increment
 * (rate-limiter-flexible's `consume`), so however many guesses arrive at once, no more than the
 * limit are ever checked. A right password gives its attempt back (and clears its user name's count
 * at its address), so only failures use the limits up. Keys are hashes: the user name is whatever
 * the caller sent, and Redis holds neither names nor addresses.
 */
@Injectable()
export class LoginRateLimiter {
  private readonly perAccount: RateLimiterRedis;
  private readonly perAddress: RateLimiterRedis;
  private readonly perUserName: RateLimiterRedis;

  constructor(
    config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    const window = config.loginAttemptWindowSeconds;
    this.perAccount = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: redisKey(config, 'login-failures'),
      points: config.loginAttempts,
      duration: window,
    });
    this.perAddress = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: redisKey(config, 'login-failures-address'),
      points: config.loginAddressAttempts,
      duration: window,
    });
    // The attempt after the last allowed one locks the name (blockDuration); later ones do not extend it.
    this.perUserName = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: redisKey(config, 'login-failures-user'),
      points: config.loginUserAttempts,
      duration: window,
      blockDuration: config.loginLockSeconds,
    });
  }

  /**
   * Takes one attempt from every limit, or refuses with 429 taking none. The user name's lock is
   * read first so a locked user hears about the lock; the limits are taken one after another and a
   * refusal gives back those already taken, so an attempt refused at one address never counts
   * towards the lock of the user name.
   */
  async take(username: string, ip: string): Promise<void> {
    const lock = await this.perUserName.get(userNameKey(username));
    if (lock && lock.consumedPoints > this.perUserName.points) throw locked(lock);
    const limits: [RateLimiterRedis, string, (state: RateLimiterRes) => AppError][] = [
      [this.perAccount, accountKey(username, ip), tooMany],
      [this.perAddress, addressKey(ip), tooMany],
      [this.perUserName, userNameKey(username), locked],
    ];
    const taken: [RateLimiterRedis, string][] = [];
    for (const [limiter, key, refusal] of limits) {
      try {
        await limiter.consume(key);
        taken.push([limiter, key]);
      } catch (error) {
        await Promise.all(taken.map(([takenFrom, takenKey]) => takenFrom.reward(takenKey)));
        throw error instanceof RateLimiterRes ? refusal(error) : error;
      }
    }
  }

  /** The password was right: the attempt goes back and the user name's failures at this address are forgotten. */
  async succeeded(username: string, ip: string): Promise<void> {
    await Promise.all([
      this.perAccount.delete(accountKey(username, ip)),
      this.perAddress.reward(addressKey(ip)),
      this.perUserName.reward(userNameKey(username)),
    ]);
  }

  /** No password was checked (the database failed): the attempt goes back. */
  async giveBack(username: string, ip: string): Promise<void> {
    await Promise.all([
      this.perAccount.reward(accountKey(username, ip)),
      this.perAddress.reward(addressKey(ip)),
      this.perUserName.reward(userNameKey(username)),
    ]);
  }

  /** Whether sign-in with this user name is locked (too many failures over all addresses). */
  async isLocked(username: string): Promise<boolean> {
    const state = await this.perUserName.get(userNameKey(username));
    return state !== null && state.consumedPoints > this.perUserName.points;
  }

  /**
   * An administrator lifts the lock: the user name's count over all addresses and its counts at
   * every address are cleared (keys `<user name hash>:<address hash>`, found by their prefix).
   */
  async lift(username: string): Promise<void> {
    await this.perUserName.delete(userNameKey(username));
    const pattern = `${this.perAccount.getKey(userNameKey(username)).replace(/[*?[\]\\]/g, '\\$&')}:*`;
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      if (keys.length > 0) await this.redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  }
}

const hash = (text: string) => createHash('sha256').update(text).digest('base64url');

/** User names are matched without case and surrounding blanks, as sign-in matches them. */
function userNameKey(username: string): string {
  return hash(username.trim().toLowerCase());
}

function accountKey(username: string, ip: string): string {
  return `${userNameKey(username)}:${hash(ip)}`;
}

function addressKey(ip: string): string {
  return hash(ip);
}

function secondsLeft(state: RateLimiterRes): number {
  return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
}

function minutesText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function refusal(message: string, seconds: number, reason: SignInRefusalDetails['Reason']): AppError {
  const details: SignInRefusalDetails = { Reason: reason, RetryAfterSeconds: seconds };
  return AppError.tooManyRequests(message, seconds, { details });
}

function tooMany(state: RateLimiterRes): AppError {
  const seconds = secondsLeft(state);
  return refusal(`Too many failed sign-in attempts. Please try again in ${minutesText(seconds)}.`, seconds, SignInRefusal.TooManyAttempts);
}

function locked(state: RateLimiterRes): AppError {
  const seconds = secondsLeft(state);
  return refusal(
    `This account is locked for ${minutesText(seconds)} after too many failed sign-ins. An administrator can lift the lock.`,
    seconds,
    SignInRefusal.Locked,
  );
}
