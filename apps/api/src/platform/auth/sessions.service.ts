import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Redis } from 'ioredis';
import { DataSource, type EntityManager } from 'typeorm';
import { recordAuditEvent } from '../audit/audit-events.queries.js';
import { AppConfig } from '../config/app-config.js';
import { readWithRetry } from '../database/connection-loss.js';
import { DEFAULT_TIME_ZONE } from '@backoffice/domain';
import { CustomerStatus, Permission } from '@backoffice/contracts';
import { REDIS, redisKey } from '../redis/redis.module.js';
import { IdentityService } from './identity.service.js';
import { KIOSK_SESSION_PREFIX, type Principal } from './principal.js';

/** How long a resolved principal may be served from Redis before the row is read again. */
const CACHE_SECONDS = 30;
/**
 * How long this process trusts a principal it resolved for a token without asking Redis. Every
 * change forgets it at once in every process (pub/sub); the bound only matters while that channel
 * is down, and then the cache is not used at all (see `localCacheLive`).
 */
const LOCAL_CACHE_SECONDS = 10;
/** Entries of the in-process cache; the oldest go first. */
const LOCAL_CACHE_ENTRIES = 10_000;
/** Upper bound of a token's life; the session row decides sooner (logout, expiry). */
const TOKEN_LIFETIME = '7d';
/** A kiosk (a wallboard TV) runs for a year unless revoked sooner; then an administrator issues a new one. */
export const KIOSK_LIFETIME_DAYS = 365;

export interface SessionTokenClaims {
  sid: string;
  sub: string;
  exp?: number;
}

/**
 * What every process hears on the forget channel: these sessions (`'*'`: every session) must be
 * resolved again; with `ended`, they were ended for that reason (their sockets are told and closed).
 */
export interface SessionsForgotten {
  sessionIds: readonly string[] | '*';
  ended?: string;
}

interface LocallyKnown {
  principal: Principal;
  /** Epoch ms after which the entry is not used: the earliest of the session's end, the token's and the cache bound. */
  until: number;
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
export class SessionsService implements OnModuleInit, OnApplicationShutdown {
  /**
   * Principals by token, for the calls of the next seconds: a call then costs neither the token's
   * signature check nor a Redis round trip (the list bench's largest costs after PostgreSQL).
   */
  private readonly local = new Map<string, LocallyKnown>();
  /** True while this process hears every `forget` (its subscription is up). */
  private localCacheLive = false;
  /** Counts forgets: a principal read before one must not be remembered after it. */
  private forgets = 0;
  private subscriber: Redis | null = null;
  private readonly forgetListeners: ((message: SessionsForgotten) => void)[] = [];
  /** A KeyObject: given the string, jsonwebtoken tries to parse it as a public key on every verify. */
  private readonly tokenKey: KeyObject;

  constructor(
    private readonly dataSource: DataSource,
    private readonly identity: IdentityService,
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    this.tokenKey = createSecretKey(Buffer.from(config.jwtSecret));
  }

  onModuleInit(): void {
    // Subscribed by hand on every (re)connect: only then does this process hear every forget again.
    const subscriber = this.redis.duplicate({ autoResubscribe: false });
    this.subscriber = subscriber;
    const logger = new Logger('platform');
    // Whatever was said while the channel was down is unknown: forget everything, trust nothing until it is back.
    const down = () => {
      this.localCacheLive = false;
      this.forgetLocally(null);
    };
    // Back after a gap: whatever was said meanwhile is lost, so everything is resolved again.
    const everything: SessionsForgotten = { sessionIds: '*' };
    subscriber.on('close', down);
    subscriber.on('error', (error: Error) => {
      down();
      logger.warn(`Session cache channel: ${error.message}`);
    });
    subscriber.on('ready', () => {
      subscriber.subscribe(this.forgetChannel()).then(
        () => {
          this.forgetLocally(null);
          this.localCacheLive = true;
          this.tellListeners(everything);
        },
        (error: Error) => logger.warn(`Session cache channel: ${error.message}`),
      );
    });
    subscriber.on('message', (_channel: string, raw: string) => {
      const message = JSON.parse(raw) as SessionsForgotten;
      this.forgetLocally(message.sessionIds === '*' ? null : message.sessionIds);
      this.tellListeners(message);
    });
  }

  /**
   * Called in every process for every forget, its own included (the realtime gateway moves or
   * closes the sockets of those sessions that are connected to it).
   */
  onForget(listener: (message: SessionsForgotten) => void): void {
    this.forgetListeners.push(listener);
  }

  private tellListeners(message: SessionsForgotten): void {
    for (const listener of this.forgetListeners) listener(message);
  }

  async onApplicationShutdown(): Promise<void> {
    this.localCacheLive = false;
    await this.subscriber?.quit().catch(() => undefined);
  }

  /**
   * The principal of a token whose signature is not checked yet (the socket gateway's handshake),
   * or null when the token is invalid or its session ended, expired or was revoked.
   */
  async authenticate(token: string): Promise<Principal | null> {
    let claims: SessionTokenClaims;
    try {
      claims = await this.jwt.verifyAsync<SessionTokenClaims>(token, { secret: this.tokenKey as unknown as Buffer, algorithms: ['HS256'] });
    } catch {
      return null;
    }
    return this.principalOf(token, claims);
  }

  /**
   * The principal of a token whose signature was checked (passport-jwt for HTTP calls), or null when
   * its session ended, expired or was revoked. Served from this process's memory for a few seconds
   * after a full check, so most calls cost no Redis round trip.
   */
  async principalOf(token: string, claims: SessionTokenClaims): Promise<Principal | null> {
    if (typeof claims.sid !== 'string') return null;
    const known = this.knownPrincipal(token);
    if (known) return known;
    const forgetsBefore = this.forgets;
    const principal = await this.resolve(claims.sid);
    if (principal && this.localCacheLive && this.forgets === forgetsBefore) this.remember(token, principal, claims.exp);
    return principal;
  }

  /**
   * The principal this process checked for exactly this token in the last seconds (its signature
   * among it), or null: the guard asks before passport-jwt so that most calls skip both the
   * signature check and the Redis read.
   */
  knownPrincipal(token: string): Principal | null {
    const known = this.local.get(token);
    if (known && known.until > Date.now() && this.localCacheLive) return known.principal;
    if (known) this.local.delete(token);
    return null;
  }

  /** The key passport-jwt verifies tokens with (the same KeyObject as ours). */
  get verificationKey(): KeyObject {
    return this.tokenKey;
  }

  async open(
    userId: number,
    activeCustomerId: number | null,
    meta: { ip?: string; userAgent?: string },
  ): Promise<{ sessionId: string; token: string; expiresAt: Date }> {
    const sessionId = randomUUID();
    const expiresAt = new Date(Date.now() + this.config.sessionSeconds * 1000);
    // The sign-in and its audit row land together. No principal exists yet for activeCustomerFor:
    // the caller (SessionOpener) chose the customer among the user's own.
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`INSERT INTO core.sessions (session_id, user_id, active_customer_id, expires_at, ip, user_agent) VALUES ($1, $2, $3, $4, $5, $6)`, [
        sessionId,
        userId,
        activeCustomerId,
        expiresAt,
        meta.ip ?? null,
        meta.userAgent?.slice(0, 300) ?? null,
      ]);
      await recordAuditEvent(manager, {
        action: 'sign_in',
        resource: 'core/users',
        resourceId: userId,
        changes: [{ Field: 'ip', Old: null, New: meta.ip ?? null }],
        actor: { userId, username: undefined, actingAdminId: null, customerId: activeCustomerId },
      });
    });
    const token = await this.jwt.signAsync({ sid: sessionId } satisfies Partial<SessionTokenClaims>, { subject: String(userId), expiresIn: TOKEN_LIFETIME });
    return { sessionId, token, expiresAt };
  }

  /** A kiosk's token (its session id `kiosk:<id>`): the kiosk row decides, as a session row does. */
  async kioskToken(kioskId: string): Promise<string> {
    return this.jwt.signAsync({ sid: `${KIOSK_SESSION_PREFIX}${kioskId}` } satisfies Partial<SessionTokenClaims>, {
      subject: 'kiosk',
      expiresIn: `${KIOSK_LIFETIME_DAYS}d`,
    });
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
    if (sessionId.startsWith(KIOSK_SESSION_PREFIX)) return this.resolveKiosk(sessionId, key);
    const [row] = await this.dataSource.query<SessionRow[]>(
      `SELECT session_id, user_id, active_customer_id, support_user_id, customer_before_support_id, expires_at
         FROM core.sessions WHERE session_id = $1 AND revoked_at IS NULL AND expires_at > now()`,
      [sessionId],
    );
    if (!row) return null;
    const actingUserId = row.support_user_id ?? row.user_id;
    const [user] = await this.dataSource.query<{ username: string; status: number; real_password_expires: Date | null }[]>(
      `SELECT acting.username, acting.status, owner.password_expires AS real_password_expires
         FROM core.users acting, core.users owner WHERE acting.user_id = $1 AND owner.user_id = $2`,
      [actingUserId, row.user_id],
    );
    if (!user || user.status !== 1) return null;
    const permissions = await this.identity.permissionsOf(actingUserId);
    const customers = await this.identity.customersOf(actingUserId, permissions);
    const active = customers.find((customer) => customer.CustomerID === row.active_customer_id);
    const principal: Principal = {
      sessionId,
      userId: actingUserId,
      realUserId: row.user_id,
      username: user.username,
      sessionCustomerId: row.active_customer_id,
      timeZone: active?.TimeZone ?? DEFAULT_TIME_ZONE,
      customerIds: customers.map((customer) => customer.CustomerID),
      permissions,
      supportSessionActive: row.support_user_id !== null,
      expiresAt: new Date(row.expires_at).toISOString(),
      passwordExpiresAt: user.real_password_expires ? new Date(user.real_password_expires).toISOString() : null,
    };
    const ttl = Math.min(CACHE_SECONDS, Math.floor((new Date(row.expires_at).getTime() - Date.now()) / 1000));
    if (ttl > 0) await this.redis.set(key, JSON.stringify(principal), 'EX', ttl);
    return principal;
  }

  /**
   * A kiosk's principal: its customer (while active) and the kiosk's one permission. Its last call
   * is noted here, on a cache miss: at most every CACHE_SECONDS, which is all the kiosk list shows.
   */
  private async resolveKiosk(sessionId: string, key: string): Promise<Principal | null> {
    const kioskId = sessionId.slice(KIOSK_SESSION_PREFIX.length);
    if (!/^[0-9a-f-]{36}$/i.test(kioskId)) return null;
    // TypeORM answers an UPDATE … RETURNING with [rows, affected].
    const [[row]] = await this.dataSource.query<[{ customer_id: number; name: string; expires_at: Date; time_zone: string }[], number]>(
      `UPDATE core.kiosk_sessions k SET last_seen_at = now()
         FROM core.customers c
        WHERE k.kiosk_id = $1 AND k.revoked_at IS NULL AND k.expires_at > now() AND c.customer_id = k.customer_id AND c.status = $2
        RETURNING k.customer_id, k.name, k.expires_at, c.time_zone`,
      [kioskId, CustomerStatus.Active],
    );
    if (!row) return null;
    const principal: Principal = {
      sessionId,
      userId: 0,
      realUserId: 0,
      username: `kiosk ${row.name}`,
      sessionCustomerId: row.customer_id,
      timeZone: row.time_zone,
      customerIds: [row.customer_id],
      permissions: [Permission.MonitorWallboardKiosk],
      supportSessionActive: false,
      expiresAt: new Date(row.expires_at).toISOString(),
      passwordExpiresAt: null,
      kiosk: true,
    };
    await this.redis.set(key, JSON.stringify(principal), 'EX', CACHE_SECONDS);
    return principal;
  }

  /** Ends one session: its token fails on the next call and its sockets are told `reason` and closed, on every instance. */
  async revoke(sessionId: string, reason: string): Promise<void> {
    await this.dataSource.query(`UPDATE core.sessions SET revoked_at = now() WHERE session_id = $1 AND revoked_at IS NULL`, [sessionId]);
    await this.forget([sessionId], reason);
  }

  /**
   * Revokes the open sessions of a user inside the caller's transaction and answers their ids;
   * after the commit, `forget(ids, reason)` ends them everywhere. `exceptSessionId` keeps the
   * caller's own session (a user who changed their own password); `activeIn` ends only the
   * sessions acting in those customers (a user who lost them).
   */
  async revokeUserSessions(
    manager: EntityManager,
    userId: number,
    options: { exceptSessionId?: string; activeIn?: readonly number[] } = {},
  ): Promise<string[]> {
    // TypeORM answers an UPDATE … RETURNING with [rows, affected].
    const [rows] = await manager.query<[{ session_id: string }[], number]>(
      `UPDATE core.sessions SET revoked_at = now()
        WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
          AND ($2::uuid IS NULL OR session_id <> $2::uuid)
          AND ($3::int[] IS NULL OR active_customer_id = ANY($3::int[]))
        RETURNING session_id`,
      [userId, options.exceptSessionId ?? null, options.activeIn ? [...options.activeIn] : null],
    );
    return rows.map((row) => row.session_id);
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

  /** The support session and its audit row (by the administrator, on the user acted for) land together. */
  async beginSupport(sessionId: string, targetUserId: number, targetCustomerId: number | null): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [rows] = await manager.query<[{ user_id: number; customer_before_support_id: number | null }[], number]>(
        `UPDATE core.sessions
            SET support_user_id = $2, customer_before_support_id = active_customer_id, active_customer_id = $3
          WHERE session_id = $1
          RETURNING user_id, customer_before_support_id`,
        [sessionId, targetUserId, targetCustomerId],
      );
      if (rows.length === 0) return;
      await recordAuditEvent(manager, {
        action: 'support_session_start',
        resource: 'core/users',
        resourceId: targetUserId,
        actor: { userId: rows[0].user_id, username: undefined, actingAdminId: null, customerId: rows[0].customer_before_support_id },
      });
    });
    await this.forget([sessionId]);
  }

  async endSupport(sessionId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [rows] = await manager.query<[{ user_id: number; support_user_id: number | null }[], number]>(
        `UPDATE core.sessions s
            SET support_user_id = NULL, active_customer_id = s.customer_before_support_id, customer_before_support_id = NULL
           FROM core.sessions before
          WHERE s.session_id = $1 AND before.session_id = s.session_id
          RETURNING s.user_id, before.support_user_id`,
        [sessionId],
      );
      if (rows.length === 0 || rows[0].support_user_id === null) return;
      await recordAuditEvent(manager, {
        action: 'support_session_end',
        resource: 'core/users',
        resourceId: rows[0].support_user_id,
        actor: { userId: rows[0].user_id, username: undefined, actingAdminId: null },
      });
    });
    await this.forget([sessionId]);
  }

  /**
   * Drops cached principals here, in Redis and in every other process, so the next request reads
   * the row and the grants again, and the sessions' sockets change rooms. With `ended` the
   * sessions were revoked: their sockets are told why and closed.
   */
  async forget(sessionIds: readonly string[], ended?: string): Promise<void> {
    if (sessionIds.length === 0) return;
    // Redis first: a call in between would otherwise read the old principal there and keep it here.
    await this.redis.del(...sessionIds.map((id) => this.cacheKey(id)));
    this.forgetLocally(sessionIds);
    await this.redis.publish(this.forgetChannel(), JSON.stringify({ sessionIds, ended } satisfies SessionsForgotten));
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
    this.forgetLocally(null);
    await this.redis.publish(this.forgetChannel(), JSON.stringify({ sessionIds: '*' } satisfies SessionsForgotten));
  }

  /** Removes sessions that ended more than a day ago. */
  async purgeEnded(): Promise<number> {
    // TypeORM answers a DELETE with [rows, affected].
    const [, affected] = await this.dataSource.query<[unknown[], number]>(
      `DELETE FROM core.sessions WHERE coalesce(revoked_at, expires_at) < now() - interval '1 day'`,
    );
    return affected;
  }

  private remember(token: string, principal: Principal, tokenExpiresAt: number | undefined): void {
    const until = Math.min(Date.now() + LOCAL_CACHE_SECONDS * 1000, Date.parse(principal.expiresAt), (tokenExpiresAt ?? Infinity) * 1000);
    if (this.local.size >= LOCAL_CACHE_ENTRIES) this.local.delete(this.local.keys().next().value!);
    // Shared by the calls of the next seconds: nobody may change it under another call.
    Object.freeze(principal.customerIds);
    Object.freeze(principal.permissions);
    this.local.set(token, { principal: Object.freeze(principal), until });
  }

  /** `null`: every session. */
  private forgetLocally(sessionIds: readonly string[] | null): void {
    this.forgets += 1;
    if (sessionIds === null) return this.local.clear();
    const ids = new Set(sessionIds);
    for (const [token, known] of this.local) if (ids.has(known.principal.sessionId)) this.local.delete(token);
  }

  private forgetChannel(): string {
    return redisKey(this.config, 'session-forget');
  }

  private cacheKey(sessionId: string): string {
    return redisKey(this.config, 'session', sessionId);
  }
}
