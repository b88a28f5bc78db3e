import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { databaseHasUsers, seedCoreDemo } from './core/seed/core-demo.seed.js';
import type { AppConfig } from './platform/config/app-config.js';

/** On an empty database in demo mode: the demo's customers, roles, users and call-centre data. */
export async function seedDemoIfEmpty(app: INestApplication, config: AppConfig, log: (line: string) => void = () => undefined): Promise<boolean> {
  if (!config.seedDemo) return false;
  const dataSource = app.get(DataSource);
  if (await databaseHasUsers(dataSource)) return false;
  log('Seeding the demo (customers, roles, users) ...');
  await seedCoreDemo(dataSource, config.passwordMaxAgeDays);
  return true;
}
