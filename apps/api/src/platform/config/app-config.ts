import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_REPORT_MAX_RANGE_DAYS } from '@backoffice/contracts';

/** The repository root, found from this file (src/ or dist/ of apps/api). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');

export type AppMode = 'demo' | 'production';

/**
 * Everything the product reads from its environment, typed and checked once at start-up.
 * The README's Configuration section lists each variable.
 */
export class AppConfig {
  mode: AppMode;
  port: number;
  host: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (sign-in limits use it). */
  trustProxy: boolean;
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
  externalLogoutUrl: string | null;
  helpDeskUrl: string | null;
  liveChatScriptUrl: string | null;
  liveChatWidgetKey: string | null;
  globalSearchEnabled: boolean;
  workstationManagementUrl: string | null;
  mapTileUrl: string | null;
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
  /** Extra environment variables for areas that read their own settings (PBX, geocoding, ...). */
  env: Record<string, string | undefined>;

  static fromEnv(env: Record<string, string | undefined> = process.env): AppConfig {
    const config = new AppConfig();
    config.env = env;
    config.mode = env.NODE_ENV === 'production' ? 'production' : 'demo';
    config.port = int(env.PORT, 3000, 'PORT');
    config.host = env.HOST ?? '0.0.0.0';
    config.trustProxy = bool(env.TRUST_PROXY, false);
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
    config.externalLogoutUrl = env.EXTERNAL_LOGOUT_URL || null;
    config.helpDeskUrl = env.HELPDESK_URL || null;
    config.liveChatScriptUrl = env.LIVECHAT_SCRIPT_URL || null;
    config.liveChatWidgetKey = env.LIVECHAT_WIDGET_KEY || null;
    config.globalSearchEnabled = bool(env.GLOBAL_SEARCH_ENABLED, true);
    config.workstationManagementUrl = env.WORKSTATION_MANAGEMENT_URL || null;
    config.mapTileUrl = env.MAP_TILE_URL || null;
    config.defaultLocale = env.DEFAULT_LOCALE || 'en';
    config.activeExternalServiceAvailable = bool(env.ACTIVE_EXTERNAL_SERVICE, false);
    config.maxUploadBytes = int(env.MAX_UPLOAD_BYTES, 5_368_709_120, 'MAX_UPLOAD_BYTES');
    config.adminDist = resolve(env.ADMIN_DIST ?? join(REPO_ROOT, 'apps/admin/dist'));
    config.seedDemo = bool(env.SEED_DEMO, config.mode === 'demo');
    config.demoDays = int(env.DEMO_DAYS, 30, 'DEMO_DAYS');
    config.demoAgents = int(env.DEMO_AGENTS, 40, 'DEMO_AGENTS');
    config.workersInProcess = bool(env.WORKERS_IN_PROCESS, true);
    config.jobsPerUser = positive(env.JOBS_PER_USER, 3, 'JOBS_PER_USER');
    config.jobsPerCustomer = positive(env.JOBS_PER_CUSTOMER, 10, 'JOBS_PER_CUSTOMER');
    config.jobsKeepFinished = int(env.JOBS_KEEP_FINISHED, 1000, 'JOBS_KEEP_FINISHED');
    config.jobsKeepFinishedSeconds = positive(env.JOBS_KEEP_FINISHED_SECONDS, 7 * 86_400, 'JOBS_KEEP_FINISHED_SECONDS');
    config.maxRangeDays = positive(env.REPORT_MAX_RANGE_DAYS, DEFAULT_REPORT_MAX_RANGE_DAYS, 'REPORT_MAX_RANGE_DAYS');

    const secrets = config.mode === 'production' ? requiredSecrets(env) : demoSecrets(env, config.dataDir);
    config.jwtSecret = secrets.JWT_SECRET;
    config.crossLoginSecret = secrets.CROSSLOGIN_SECRET;
    config.internLoginSecret = secrets.INTERN_LOGIN_SECRET;
    return config;
  }
}

const SECRET_NAMES = ['JWT_SECRET', 'CROSSLOGIN_SECRET', 'INTERN_LOGIN_SECRET'] as const;
type Secrets = Record<(typeof SECRET_NAMES)[number], string>;

function requiredSecrets(env: Record<string, string | undefined>): Secrets {
  const missing = SECRET_NAMES.filter((name) => !env[name] || env[name]!.length < 16);
  if (missing.length > 0) {
    throw new Error(`Production mode needs these secrets (at least 16 characters each): ${missing.join(', ')}.`);
  }
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

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}
