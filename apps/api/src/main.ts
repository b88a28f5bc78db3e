import 'reflect-metadata';
import type { ChildProcess } from 'node:child_process';
import { createApp } from './app.factory.js';
import { DEMO_PASSWORD, DEMO_USERS } from './core/seed/demo-accounts.js';
import { seedDemoIfEmpty } from './demo-seed.js';
import { clock } from './platform/clock/clock.js';
import { AppConfig } from './platform/config/app-config.js';
import { runMigrations } from './platform/database/migrate.js';
import { startEmbeddedDatabase } from './platform/runtime/embedded-database.js';
import { ensureRedis } from './platform/runtime/local-redis.js';

const log = (line: string): void => console.log(`[backoffice] ${line}`);

async function main(): Promise<void> {
  const config = AppConfig.fromEnv();
  if (config.clockOffsetMs !== 0) clock.runFrom(new Date(Date.now() + config.clockOffsetMs));
  const cleanups: (() => Promise<void> | void)[] = [];
  if (!config.databaseUrl) {
    const embedded = await startEmbeddedDatabase(config, log);
    config.databaseUrl = embedded.url;
    cleanups.push(embedded.stop);
  }
  const redis: ChildProcess | null = await ensureRedis(config.redisUrl, log);
  if (redis) cleanups.push(() => void redis.kill());

  const applied = await runMigrations(config.databaseUrl);
  if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`);

  const app = await createApp(config);
  const seeded = await seedDemoIfEmpty(app, config, log);
  await app.listen({ port: config.port, host: config.host });

  const url = `http://localhost:${config.port}`;
  log(`Ready at ${url}  (${config.apiDocs === 'public' ? `API docs: ${url}/api/docs, ` : ''}health: ${url}/health)`);
  if (config.seedDemo) {
    log(`${seeded ? 'Demo data seeded. ' : ''}Demo logins (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((user) => user.username).join(', ')}`);
  }

  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: shutting down ...`);
    await app.close();
    for (const cleanup of cleanups.reverse()) await cleanup();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`[backoffice] Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof Error && process.env.DEBUG) console.error(error.stack);
  process.exit(1);
});
