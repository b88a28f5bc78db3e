import { Inject, Injectable } from '@nestjs/common';
import type { JobLimitReached } from '@backoffice/contracts';
import { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config.js';
import { REDIS, redisKey } from '../redis/redis.module.js';
import { AppError } from '../rpc/app-error.js';

/** Who a job counts against. A job without a customer counts against its user only. */
export interface JobOwner {
  userId: number;
  customerId: number | null;
}

/** What a refused start tells the client to wait before asking again. */
export const JOB_LIMIT_RETRY_SECONDS = 30;
/**
 * A slot is taken just before its job is added; until the job's hash exists, the slot counts for
 * this long (the add takes milliseconds; a job removed at once when it finishes frees it then).
 */
const UNBORN_SLOT_MS = 30_000;

/**
 * One sorted set per user and per customer holds the Redis keys of their open jobs (score: when
 * the slot was taken). The script first drops the jobs that finished (BullMQ sets `finishedOn` on
 * the job's hash when it completes or finally fails) or are gone, then takes a slot in both sets
 * only if both are under their limits, atomically, so concurrent starts cannot overshoot. It reads
 * BullMQ's job hashes by key, which needs one Redis (not a cluster), as the product runs.
 * KEYS: user set, customer set (or ''). ARGV: job key ('' to only check), user limit, customer
 * limit, now (ms), unborn grace (ms). Answers 0 (taken or room), 1 (user limit), 2 (customer limit).
 */
const TAKE_SLOT = `
local function open_jobs(set, now, grace)
  local entries = redis.call('ZRANGE', set, 0, -1, 'WITHSCORES')
  for i = 1, #entries, 2 do
    local job, since = entries[i], tonumber(entries[i + 1])
    local exists = redis.call('EXISTS', job) == 1
    if (exists and redis.call('HEXISTS', job, 'finishedOn') == 1) or (not exists and now - since > grace) then
      redis.call('ZREM', set, job)
    end
  end
  return redis.call('ZCARD', set)
end
local job, now, grace = ARGV[1], tonumber(ARGV[4]), tonumber(ARGV[5])
local user_set, customer_set = KEYS[1], KEYS[2]
local user_jobs = open_jobs(user_set, now, grace)
-- The same job asked for twice at once: one slot, and BullMQ adds the job once.
if job ~= '' and redis.call('ZSCORE', user_set, job) then return 0 end
if user_jobs >= tonumber(ARGV[2]) then return 1 end
if customer_set ~= '' and open_jobs(customer_set, now, grace) >= tonumber(ARGV[3]) then return 2 end
if job ~= '' then
  redis.call('ZADD', user_set, now, job)
  if customer_set ~= '' then redis.call('ZADD', customer_set, now, job) end
end
return 0
`;

/**
 * Caps the queued and running jobs per user and per customer over every queue users start
 * (JOBS_PER_USER, JOBS_PER_CUSTOMER), so one user cannot fill the workers for everyone. Used by
 * the shared enqueue (enqueue-once.ts); nothing else takes slots.
 */
@Injectable()
export class JobSlots {
  constructor(
    private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** Takes a slot for the job (its BullMQ hash key) or throws 429 naming the limit reached. */
  async take(owner: JobOwner, jobKey: string): Promise<void> {
    await this.run(owner, jobKey);
  }

  /** Throws the same 429 when the owner has no slot left, taking none (before a long upload). */
  async assertRoom(owner: JobOwner): Promise<void> {
    await this.run(owner, '');
  }

  /** Gives back a slot whose job was never added. */
  async release(owner: JobOwner, jobKey: string): Promise<void> {
    const [user, customer] = this.keys(owner);
    await this.redis.zrem(user, jobKey);
    if (customer) await this.redis.zrem(customer, jobKey);
  }

  private async run(owner: JobOwner, jobKey: string): Promise<void> {
    const [user, customer] = this.keys(owner);
    const { jobsPerUser, jobsPerCustomer } = this.config;
    const answer = Number(await this.redis.eval(TAKE_SLOT, 2, user, customer, jobKey, jobsPerUser, jobsPerCustomer, Date.now(), UNBORN_SLOT_MS));
    if (answer === 1) {
      throw AppError.tooManyRequests(
        `You already have ${jobsPerUser} jobs queued or running, the most one user may have. Please wait until one has finished.`,
        JOB_LIMIT_RETRY_SECONDS,
        { details: { Scope: 'user', Limit: jobsPerUser } satisfies JobLimitReached },
      );
    }
    if (answer === 2) {
      throw AppError.tooManyRequests(
        `The active customer already has ${jobsPerCustomer} jobs queued or running, the most one customer may have. Please wait until one has finished.`,
        JOB_LIMIT_RETRY_SECONDS,
        { details: { Scope: 'customer', Limit: jobsPerCustomer } satisfies JobLimitReached },
      );
    }
  }

  private keys(owner: JobOwner): [string, string] {
    return [
      redisKey(this.config, 'job-slots', 'user', owner.userId),
      owner.customerId === null ? '' : redisKey(this.config, 'job-slots', 'customer', owner.customerId),
    ];
  }
}
