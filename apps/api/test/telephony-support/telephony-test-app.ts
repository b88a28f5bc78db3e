import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { Module, ValidationPipe, type DynamicModule } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import request from 'supertest';
import { AppModule } from '../../src/app.module.js';
import { DEMO_PASSWORD } from '../../src/core/seed/demo-accounts.js';
import { seedDemoIfEmpty } from '../../src/demo-seed.js';
import { registerSessionTokenHook } from '../../src/platform/auth/session-token.js';
import { AppConfig } from '../../src/platform/config/app-config.js';
import { runMigrations } from '../../src/platform/database/migrate.js';
import { EnvelopeExceptionFilter } from '../../src/platform/rpc/envelope-exception.filter.js';
import { EnvelopeInterceptor } from '../../src/platform/rpc/envelope.interceptor.js';
import { VALIDATION_OPTIONS } from '../../src/platform/rpc/validation.js';
import { TelephonyModule } from '../../src/platform/telephony/telephony.module.js';

const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Small, so a test can send a file over the limit (the app's own limit is 5 GiB). */
export const UPLOAD_LIMIT_BYTES = 256 * 1024;

/** The product's modules plus TelephonyModule (until app.module imports it, this adds it). */
@Module({})
class TelephonyTestRoot {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: TelephonyTestRoot, imports: [AppModule.forRoot(config), TelephonyModule] };
  }
}

export interface TelephonyTestApp {
  app: NestFastifyApplication;
  http: ReturnType<typeof request>;
  login(username: string): Promise<string>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * The API (HTTP pipeline as app.factory builds it: multipart, token hook, validation, envelope)
 * with the telephony routes, on a fresh migrated database with the demo's core seed.
 */
export async function startTelephonyTestApp(): Promise<TelephonyTestApp> {
  const name = `bo_telhttp_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(TEST_POSTGRES_URL), { pathname: `/${name}` }).toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-telhttp-'));
  const config = AppConfig.fromEnv({
    DATABASE_URL: databaseUrl,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `test:${name}`,
    DATA_DIR: dataDir,
    ADMIN_DIST: join(dataDir, 'none'),
    SEED_DEMO: 'true',
    DEMO_DAYS: '0',
  });
  await runMigrations(databaseUrl);
  const app = await NestFactory.create<NestFastifyApplication>(TelephonyTestRoot.forRoot(config), new FastifyAdapter({ ignoreTrailingSlash: true }), {
    logger: ['error', 'warn'],
  });
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10 } });
  registerSessionTokenHook(app.getHttpAdapter().getInstance());
  app.useGlobalPipes(new ValidationPipe(VALIDATION_OPTIONS));
  app.useGlobalInterceptors(new EnvelopeInterceptor(app.get(Reflector)));
  app.useGlobalFilters(new EnvelopeExceptionFilter());
  await app.init();
  await seedDemoIfEmpty(app, config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const http = request(`http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  return {
    app,
    http,
    async login(username) {
      const response = await http.post('/users/login').send({ Username: username, Password: DEMO_PASSWORD, AuthorizedUserID: 0 });
      if (response.status !== 200) throw new Error(`Login of ${username} failed: ${JSON.stringify(response.body)}`);
      return response.body.result.data.token as string;
    },
    query: async (sql, params = []) => (await pool.query(sql, params)).rows,
    async close() {
      await app.close();
      await pool.end();
      const cleanup = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
