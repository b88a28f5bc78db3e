import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { clock } from './platform/clock/clock.js';
import { AppConfig } from './platform/config/app-config.js';

/**
 * The same modules without HTTP: BullMQ processors and scheduled ticks only. Run as many as the
 * queues need (`npm run worker`); they share PostgreSQL and Redis with the API.
 */
async function worker(): Promise<void> {
  const config = AppConfig.fromEnv();
  config.workersInProcess = true;
  if (config.clockOffsetMs !== 0) clock.runFrom(new Date(Date.now() + config.clockOffsetMs));
  if (!config.databaseUrl) throw new Error('npm run worker needs DATABASE_URL (the API owns the embedded database).');
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config));
  app.enableShutdownHooks();
  console.log('[backoffice] Worker started');
}

worker().catch((error: unknown) => {
  console.error(`[backoffice] Worker failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
