import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { productionSecretProblems, SECRET_NAMES, type SecretName } from './production-secrets.js';

import { DEFAULT_REPORT_MAX_RANGE_DAYS, MAP_TILES_OFF, OSM_TILES, PBX_QUICK_STATE_INTERVAL_MS } from '@backoffice/contracts';

/** The repository root, found from this file (src/ or dist/ of apps/api). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');

export type AppMode = 'demo' | 'production';

/**
 * Our own proxies (fastify's `trustProxy`): `false` none (the socket's address is the client's),
 * or their addresses and CIDR ranges. The client address is the right-most X-Forwarded-For entry
 * that is not one of them; the left-most entry, which any client writes itself, is never trusted.
 */
export type TrustProxy = false | string[];

/** The OpenAPI document and Swagger UI: `off` (404) or `public`. */
export const API_DOCS_MODES = ['off', 'public'] as const;
export type ApiDocsMode = (typeof API_DOCS_MODES)[number];

/**
 * Everything the product reads from its environment, typed and checked once at start-up.
 * The README's Configuration section lists each variable.
 */
export class AppConfig {
  mode: AppMode;
  port: number;
  host: string;
  /** Behind a reverse proxy: which X-Forwarded-For hops to trust (sign-in limits are per client address). */
  trustProxy: TrustProxy;
  /** Whether /api/docs (Swagger UI) and the OpenAPI document are served; off by default in production. */
  apiDocs: ApiDocsMode;
  dataDir: string;
  /** Unset: an embedded PostgreSQL is started under dataDir/postgres. */
  databaseUrl: string | null;
  embeddedPostgresPort: number;
  redisUrl: string;
  /** Prefix of every Redis key and BullMQ queue of this installation. */
  redisPrefix: string;
  jwtSecret: string;
  crossLoginSecret: string;
  internLoginSecret: string;
  sessionSeconds: number;
  passwordMaxAgeDays: number;
  loginAttempts: number;
  loginAttemptWindowSeconds: number;
  /** Failed sign-ins allowed per address over all user names (password spraying). */
  loginAddressAttempts: number;
  /** Failed sign-ins allowed per user name over all addresses; more lock the user name for loginLockSeconds. */
  loginUserAttempts: number;
  loginLockSeconds: number;
  externalLogoutUrl: string | null;
  helpDeskUrl: string | null;
  liveChatScriptUrl: string | null;
  liveChatWidgetKey: string | null;
  globalSearchEnabled: boolean;
  workstationManagementUrl: string | null;
  /** The partner map's tiles (OSM_TILES.url unless MAP_TILE_URL is set; null for MAP_TILE_URL=off). */
  mapTileUrl: string | null;
  mapTileAttribution: string | null;
  defaultLocale: string;
  activeExternalServiceAvailable: boolean;
  /** Largest upload accepted; the spec's limit is one file of 5 GiB. */
  maxUploadBytes: number;
  /** Where the built admin lives; served at / when it exists. */
  adminDist: string;
  /** Seed the demo (customers, users, telephony) when the database has no user yet. */
  seedDemo: boolean;
  /** Demo telephony size; 0 days skips it (tests that do not read calls). */
  demoDays: number;
  demoAgents: number;
  /** The instant the demo's calls end (DEMO_NOW, an ISO time): tests seed a fixed day; unset, the moment of seeding. */
  demoNow: Date | null;
  /** Run BullMQ workers inside the API process (the default) or only in `npm run worker`. */
  workersInProcess: boolean;
  /** Queued and running jobs one user may have at once, over every queue users start. */
  jobsPerUser: number;
  /** Queued and running jobs of one customer at once, whoever started them. */
  jobsPerCustomer: number;
  /** Finished jobs kept in Redis (completed and failed each): at most this many, none older than the seconds. */
  jobsKeepFinished: number;
  jobsKeepFinishedSeconds: number;
  /** Longest period in days a report or a quality job covers (REPORT_MAX_RANGE_DAYS). */
  maxRangeDays: number;
  /** Longest statement of a request (the request pool's statement_timeout); 0: none. */
  dbStatementTimeoutMs: number;
  /** Longest statement of a job (imports, sampling, PDF reports), set per transaction; 0: none. */
  jobStatementTimeoutMs: number;
  /**
   * Longest an export may read (the export pool's statement_timeout; a cursor is one statement,
   * so this bounds its whole run, the client's reading included); 0: none.
   */
  exportStatementTimeoutMs: number;
  /** Connections of the export pool of each instance: at most this many exports read at once per instance. */
  exportConnections: number;
  /** Exports one user may run at once, over all instances. */
  exportsPerUser: number;
  /** An export whose client has read nothing for this long is ended and its connection released. */
  exportIdleSeconds: number;
  /** Days the audit log keeps a row (AUDIT_RETENTION_DAYS); older rows are removed by the retention job. */
  auditRetentionDays: number;
  /**
   * How often the live queue is read from the PBX (ms; the product's period is 5 s). Tests shorten
   * it so that "one poll per period" and "no push when nothing changed" are seen in a second or two.
   */
  pbxPollMs: number;
  /**
   * How far the server's clock (platform/clock) runs ahead of the machine's (CLOCK_OFFSET_MS, may be
   * negative): the browser e2e restarts its API a minute on to see a scheduled report fire. Refused in
   * production, where business time is the machine's.
   */
  clockOffsetMs: number;
  /** Extra environment variables for areas that read their own settings (PBX, geocoding, ...). */
  env: Record<string, string | undefined>;

  static fromEnv(env: Record<string, string | undefined> = process.env): AppConfig {
    const config = new AppConfig();
    config.env = env;
    config.mode = env.NODE_ENV === 'production' ? 'production' : 'demo';
    config.port = int(env.PORT, 3000, 'PORT');
    config.host = env.HOST ?? '0.0.0.0';
    config.trustProxy = trustProxyOf(env.TRUST_PROXY);
    config.apiDocs = choice(env.API_DOCS, API_DOCS_MODES, config.mode === 'production' ? 'off' : 'public', 'API_DOCS');
    config.dataDir = resolve(env.DATA_DIR ?? join(REPO_ROOT, '.data'));
    config.databaseUrl = env.DATABASE_URL || null;
    config.embeddedPostgresPort = int(env.EMBEDDED_POSTGRES_PORT, 54329, 'EMBEDDED_POSTGRES_PORT');
    config.redisUrl = env.REDIS_URL || 'redis://127.0.0.1:6379';
    config.redisPrefix = env.REDIS_PREFIX || 'backoffice';
    config.sessionSeconds = int(env.SESSION_SECONDS, 3600, 'SESSION_SECONDS');
    config.passwordMaxAgeDays = int(env.PASSWORD_MAX_AGE_DAYS, 90, 'PASSWORD_MAX_AGE_DAYS');
    config.loginAttempts = int(env.LOGIN_ATTEMPTS, 10, 'LOGIN_ATTEMPTS');
    config.loginAttemptWindowSeconds = int(env.LOGIN_ATTEMPT_WINDOW_SECONDS, 900, 'LOGIN_ATTEMPT_WINDOW_SECONDS');
    config.loginAddressAttempts = int(env.LOGIN_ADDRESS_ATTEMPTS, 50, 'LOGIN_ADDRESS_ATTEMPTS');
    config.loginUserAttempts = int(env.LOGIN_USER_ATTEMPTS, 100, 'LOGIN_USER_ATTEMPTS');
    config.loginLockSeconds = int(env.LOGIN_LOCK_SECONDS, config.loginAttemptWindowSeconds, 'LOGIN_LOCK_SECONDS');
    config.externalLogoutUrl = env.EXTERNAL_LOGOUT_URL || null;
    config.helpDeskUrl = env.HELPDESK_URL || null;
    config.liveChatScriptUrl = env.LIVECHAT_SCRIPT_URL || null;
    config.liveChatWidgetKey = env.LIVECHAT_WIDGET_KEY || null;
    config.globalSearchEnabled = bool(env.GLOBAL_SEARCH_ENABLED, true);
    config.workstationManagementUrl = env.WORKSTATION_MANAGEMENT_URL || null;
    config.mapTileUrl = env.MAP_TILE_URL === MAP_TILES_OFF ? null : env.MAP_TILE_URL || OSM_TILES.url;
    config.mapTileAttribution = env.MAP_TILE_ATTRIBUTION || null;
    config.defaultLocale = env.DEFAULT_LOCALE || 'en';
    config.activeExternalServiceAvailable = bool(env.ACTIVE_EXTERNAL_SERVICE, false);
    config.maxUploadBytes = int(env.MAX_UPLOAD_BYTES, 5_368_709_120, 'MAX_UPLOAD_BYTES');
    config.adminDist = resolve(env.ADMIN_DIST ?? join(REPO_ROOT, 'apps/admin/dist'));
    config.seedDemo = bool(env.SEED_DEMO, config.mode === 'demo');
    config.demoDays = int(env.DEMO_DAYS, 30, 'DEMO_DAYS');
    config.demoAgents = int(env.DEMO_AGENTS, 40, 'DEMO_AGENTS');
    config.demoNow = instant(env.DEMO_NOW, 'DEMO_NOW');
    config.workersInProcess = bool(env.WORKERS_IN_PROCESS, true);
    config.jobsPerUser = positive(env.JOBS_PER_USER, 3, 'JOBS_PER_USER');
    config.jobsPerCustomer = positive(env.JOBS_PER_CUSTOMER, 10, 'JOBS_PER_CUSTOMER');
    config.jobsKeepFinished = int(env.JOBS_KEEP_FINISHED, 1000, 'JOBS_KEEP_FINISHED');
    config.jobsKeepFinishedSeconds = positive(env.JOBS_KEEP_FINISHED_SECONDS, 7 * 86_400, 'JOBS_KEEP_FINISHED_SECONDS');
    config.maxRangeDays = positive(env.REPORT_MAX_RANGE_DAYS, DEFAULT_REPORT_MAX_RANGE_DAYS, 'REPORT_MAX_RANGE_DAYS');
    config.dbStatementTimeoutMs = int(env.DB_STATEMENT_TIMEOUT_MS, 15_000, 'DB_STATEMENT_TIMEOUT_MS');
    config.jobStatementTimeoutMs = int(env.JOB_STATEMENT_TIMEOUT_MS, 1_800_000, 'JOB_STATEMENT_TIMEOUT_MS');
    config.exportStatementTimeoutMs = int(env.EXPORT_STATEMENT_TIMEOUT_MS, 1_800_000, 'EXPORT_STATEMENT_TIMEOUT_MS');
    config.exportConnections = Math.max(1, int(env.EXPORT_CONNECTIONS, 4, 'EXPORT_CONNECTIONS'));
    config.exportsPerUser = Math.max(1, int(env.EXPORTS_PER_USER, 2, 'EXPORTS_PER_USER'));
    config.exportIdleSeconds = Math.max(1, int(env.EXPORT_IDLE_SECONDS, 30, 'EXPORT_IDLE_SECONDS'));
    config.auditRetentionDays = positive(env.AUDIT_RETENTION_DAYS, 400, 'AUDIT_RETENTION_DAYS');
    config.pbxPollMs = positive(env.PBX_POLL_MS, PBX_QUICK_STATE_INTERVAL_MS, 'PBX_POLL_MS');
    config.clockOffsetMs = clockOffsetOf(env.CLOCK_OFFSET_MS, config.mode);

    const secrets = config.mode === 'production' ? requiredSecrets(env) : demoSecrets(env, config.dataDir);
    config.jwtSecret = secrets.JWT_SECRET;
    config.crossLoginSecret = secrets.CROSSLOGIN_SECRET;
    config.internLoginSecret = secrets.INTERN_LOGIN_SECRET;
    return config;
  }
}

type Secrets = Record<SecretName, string>;

function clockOffsetOf(text: string | undefined, mode: AppMode): number {
  const offset = Number(text ?? 0);
  if (!Number.isInteger(offset)) throw new Error(`CLOCK_OFFSET_MS must be a whole number of milliseconds, got '${text}'.`);
  if (offset !== 0 && mode === 'production') throw new Error("CLOCK_OFFSET_MS is refused in production: business time is the machine's.");
  return offset;
}

/** Production: the three secrets given, each random enough (production-secrets.ts lists the rules). */
function requiredSecrets(env: Record<string, string | undefined>): Secrets {
  const problems = productionSecretProblems(env);
  if (problems.length > 0) throw new Error(`Production mode refuses these secrets: ${problems.join(' ')}`);
  return Object.fromEntries(SECRET_NAMES.map((name) => [name, env[name]!])) as Secrets;
}

/** Demo mode: secrets not given are generated once and kept in the data folder. */
function demoSecrets(env: Record<string, string | undefined>, dataDir: string): Secrets {
  const file = join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  let changed = false;
  const secrets = {} as Secrets;
  for (const name of SECRET_NAMES) {
    const value = env[name] || stored[name];
    if (value) {
      secrets[name] = value;
    } else {
      secrets[name] = randomBytes(32).toString('hex');
      stored[name] = secrets[name];
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return secrets;
}

function instant(value: string | undefined, name: string): Date | null {
  if (value === undefined || value === '') return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new Error(`${name} must be an ISO date and time, e.g. 2026-11-18T15:00:00Z (got '${value}').`);
  return new Date(time);
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got '${value}'.`);
  return parsed;
}

function positive(value: string | undefined, fallback: number, name: string): number {
  const parsed = int(value, fallback, name);
  if (parsed < 1) throw new Error(`${name} must be at least 1, got '${value}'.`);
  return parsed;
}

function choice<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T, name: string): T {
  if (value === undefined || value === '') return fallback;
  const chosen = allowed.find((option) => option === value.trim().toLowerCase());
  if (!chosen) throw new Error(`${name} must be one of ${allowed.join(', ')}, got '${value}'.`);
  return chosen;
}

const PROXY_ADDRESS_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: false, or a comma-separated list of the proxies' addresses and ranges. `true`
 * (trust every hop) and a number of hops are refused: neither tells our proxy from a client that
 * reaches the API directly and writes X-Forwarded-For itself (fastify 5 itself ignores a number).
 */
export function trustProxyOf(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  const lower = text.toLowerCase();
  const instead =
    'Give the addresses or CIDR ranges of the proxies in front of the API, comma-separated (e.g. 10.0.0.5,172.16.0.0/12, or loopback for a proxy on the same host).';
  if (['', 'false', '0', 'no', 'off'].includes(lower)) return false;
  if (['true', 'yes', 'on'].includes(lower)) {
    throw new Error(
      `TRUST_PROXY=${text} is refused: it trusts every hop, so a client picks its own address (and escapes the sign-in limits) by sending X-Forwarded-For. ${instead}`,
    );
  }
  if (/^\d+$/.test(text)) {
    throw new Error(
      `TRUST_PROXY=${text} is refused: a number of hops cannot tell the proxy from a client that connects directly and sends X-Forwarded-For. ${instead}`,
    );
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const invalid = entries.filter((entry) => !isProxyAddress(entry));
  if (invalid.length > 0 || entries.length === 0) {
    throw new Error(
      `TRUST_PROXY must be false or a comma-separated list of proxy addresses or CIDR ranges; '${invalid.join("', '") || text}' is none of these.`,
    );
  }
  return entries;
}

/** An address, `address/prefix`, `IPv4/netmask`, or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.includes(entry)) return true;
  const [address, range, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (version === 4 && isIP(range) === 4) return true;
  return /^\d{1,3}$/.test(range) && Number(range) <= (version === 4 ? 32 : 128);
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}
