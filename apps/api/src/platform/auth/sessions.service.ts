import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { readWithRetry } from '../database/connection-loss.js';
import { DEFAULT_TIME_ZONE } from '@backoffice/domain';
import { REDIS, redisKey } from '../redis/redis.module.js';
import { IdentityService } from './identity.service.js';
import type { Principal } from './principal.js';

/** How long a resolved principal may be served from Redis before the row is read again. */
const CACHE_SECONDS = 30;
/** Upper bound of a token's life; the session row decides sooner (logout, expiry). */
const TOKEN_LIFETIME = '7d';

export interface SessionTokenClaims {
  sid: string;
  sub: string;
}

interface SessionRow {
  session_id: string;
  user_id: number;
  active_customer_id: number | null;
  support_user_id: number | null;
  customer_before_support_id: number | null;
  expires_at: Date;
}

/**
 * Sessions are rows in core.sessions; the token (a JWT) only names one. Every request resolves
 * the row (through a short Redis cache that each change clears), so logout, revocation and expiry
 * act at once.
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly identity: IdentityService,
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async open(
    userId: number,
    activeCustomerId: number | null,
    meta: { ip?: string; userAgent?: string },
  ): Promise<{ sessionId: string; token: string; expiresAt: Date }> {
    const sessionId = randomUUID();
    const expiresAt = new Date(Date.now() + this.config.sessionSeconds * 1000);
    await this.dataSource.query(
      `INSERT INTO core.sessions (session_id, user_id, active_customer_id, expires_at, ip, user_agent) VALUES ($1, $2, $3, $4, $5, $6)`,
      [sessionId, userId, activeCustomerId, expiresAt, meta.ip ?? null, meta.userAgent?.slice(0, 300) ?? null],
    );
    const token = await this.jwt.signAsync({ sid: sessionId } satisfies Partial<SessionTokenClaims>, { subject: String(userId), expiresIn: TOKEN_LIFETIME });
    return { sessionId, token, expiresAt };
  }

  /** Verifies a token and resolves its session; null when either is invalid, ended or expired. */
  async resolveToken(token: string): Promise<Principal | null> {
    try {
      const claims = await this.jwt.verifyAsync<SessionTokenClaims>(token);
      return typeof claims.sid === 'string' ? await this.resolve(claims.sid) : null;
    } catch {
      return null;
    }
  }

  /** Every request comes here first: a dropped database connection is retried once (a read). */
  resolve(sessionId: string): Promise<Principal | null> {
    return readWithRetry(() => this.resolveOnce(sessionId));
  }

  private async resolveOnce(sessionId: string): Promise<Principal | null> {
    const key = this.cacheKey(sessionId);
    const cached = await this.redis.get(key);
    if (cached) {
      const principal = JSON.parse(cached) as Principal;
      return Date.parse(principal.expiresAt) > Date.now() ? principal : null;
    }
    const [row] = await this.dataSource.query<SessionRow[]>(
      `SELECT session_id, user_id, active_customer_id, support_user_id, customer_before_support_id, expires_at
         FROM core.sessions WHERE session_id = $1 AND revoked_at IS NULL AND expires_at > now()`,
      [sessionId],
    );
    if (!row) return null;
    const actingUserId = row.support_user_id ?? row.user_id;
    const [user] = await this.dataSource.query<{ username: string; status: number }[]>(`SELECT username, status FROM core.users WHERE user_id = $1`, [
      actingUserId,
    ]);
    if (!user || user.status !== 1) return null;
    const permissions = await this.identity.permissionsOf(actingUserId);
    const customers = await this.identity.customersOf(actingUserId, permissions);
    const active = customers.find((customer) => customer.CustomerID === row.active_customer_id);
    const principal: Principal = {
      sessionId,
      userId: actingUserId,
      realUserId: row.user_id,
      username: user.username,
      activeCustomerId: row.active_customer_id,
      timeZone: active?.TimeZone ?? DEFAULT_TIME_ZONE,
      customerIds: customers.map((customer) => customer.CustomerID),
      permissions,
      supportSessionActive: row.support_user_id !== null,
      expiresAt: new Date(row.expires_at).toISOString(),
    };
    const ttl = Math.min(CACHE_SECONDS, Math.floor((new Date(row.expires_at).getTime() - Date.now()) / 1000));
    if (ttl > 0) await this.redis.set(key, JSON.stringify(principal), 'EX', ttl);
    return principal;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.dataSource.query(`UPDATE core.sessions SET revoked_at = now() WHERE session_id = $1 AND revoked_at IS NULL`, [sessionId]);
    await this.forget([sessionId]);
  }

  /** Pushes the expiry to a full session length from now. */
  async extend(sessionId: string): Promise<Date> {
    const expiresAt = new Date(Date.now() + this.config.sessionSeconds * 1000);
    await this.dataSource.query(`UPDATE core.sessions SET expires_at = $2 WHERE session_id = $1 AND revoked_at IS NULL`, [sessionId, expiresAt]);
    await this.forget([sessionId]);
    return expiresAt;
  }

  async setActiveCustomer(sessionId: string, customerId: number): Promise<void> {
    await this.dataSource.query(`UPDATE core.sessions SET active_customer_id = $2 WHERE session_id = $1`, [sessionId, customerId]);
    await this.forget([sessionId]);
  }

  async beginSupport(sessionId: string, targetUserId: number, targetCustomerId: number | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE core.sessions
          SET support_user_id = $2, customer_before_support_id = active_customer_id, active_customer_id = $3
        WHERE session_id = $1`,
      [sessionId, targetUserId, targetCustomerId],
    );
    await this.forget([sessionId]);
  }

  async endSupport(sessionId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE core.sessions
          SET support_user_id = NULL, active_customer_id = customer_before_support_id, customer_before_support_id = NULL
        WHERE session_id = $1`,
      [sessionId],
    );
    await this.forget([sessionId]);
  }

  /** Drops cached principals, so the next request reads the row and the grants again. */
  async forget(sessionIds: readonly string[]): Promise<void> {
    if (sessionIds.length > 0) await this.redis.del(...sessionIds.map((id) => this.cacheKey(id)));
  }

  /** After a change of someone's roles or permissions: their open sessions re-read their grants. */
  async forgetUsers(userIds: readonly number[]): Promise<void> {
    if (userIds.length === 0) return;
    const rows = await this.dataSource.query<{ session_id: string }[]>(
      `SELECT session_id FROM core.sessions
        WHERE (user_id = ANY($1) OR support_user_id = ANY($1)) AND revoked_at IS NULL AND expires_at > now()`,
      [userIds],
    );
    await this.forget(rows.map((row) => row.session_id));
  }

  /** After a change of a role's permissions: every holder's sessions re-read their grants. */
  async forgetRoleHolders(roleIds: readonly number[]): Promise<void> {
    const rows = await this.dataSource.query<{ user_id: number }[]>(`SELECT DISTINCT user_id FROM core.user_roles WHERE role_id = ANY($1)`, [roleIds]);
    await this.forgetUsers(rows.map((row) => row.user_id));
  }

  /** After deletions that may touch anyone's grants: every cached principal is dropped. */
  async forgetAll(): Promise<void> {
    const stream = this.redis.scanStream({ match: this.cacheKey('*'), count: 500 });
    for await (const keys of stream as AsyncIterable<string[]>) if (keys.length > 0) await this.redis.del(...keys);
  }

  /** Sessions that expired in (since, until]: the gateway tells their sockets. */
  async expiredBetween(since: Date, until: Date): Promise<string[]> {
    const rows = await this.dataSource.query<{ session_id: string }[]>(
      `SELECT session_id FROM core.sessions WHERE revoked_at IS NULL AND expires_at > $1 AND expires_at <= $2`,
      [since, until],
    );
    return rows.map((row) => row.session_id);
  }

  /** Removes sessions that ended more than a day ago. */
  async purgeEnded(): Promise<number> {
    // TypeORM answers a DELETE with [rows, affected].
    const [, affected] = await this.dataSource.query<[unknown[], number]>(
      `DELETE FROM core.sessions WHERE coalesce(revoked_at, expires_at) < now() - interval '1 day'`,
    );
    return affected;
  }

  private cacheKey(sessionId: string): string {
    return redisKey(this.config, 'session', sessionId);
  }
}
