import type { INestApplication } from '@nestjs/common';
import { seedAssistanceDemo } from './assistance/seed/assistance-demo.seed.js';
import { DataSource } from 'typeorm';
import { databaseHasUsers, seedCoreDemo } from './core/seed/core-demo.seed.js';
import { seedFirstAdmin } from './core/seed/first-admin.seed.js';
import type { AppConfig } from './platform/config/app-config.js';
import { withStartupLock } from './platform/database/startup-lock.js';
import { StorageService } from './platform/storage/storage.service.js';
import { seedMonitorDemo } from './monitor/seed/monitor-demo.seed.js';
import { seedQualityDemo } from './quality/seed/quality-demo.seed.js';
import { seedNewsDemo } from './news/seed/news-demo.seed.js';
import { seedReportSchedulesDemo } from './reports/seed/report-schedules-demo.seed.js';
import { seedTelephonyDemo } from './telephony/seed/telephony-demo.seed.js';
import { seedDemoQueueLogSources } from './telephony/seed/demo-sources.seed.js';
import { PbxAdapter } from './telephony/pbx/pbx-adapter.js';
import { SourceFolder } from './telephony/sources/source-folder.js';

/**
 * On an empty database: in demo mode the demo's customers, roles, users and call-centre data; in
 * production, when INITIAL_ADMIN_PASSWORD is set, one customer and its first administrator.
 * Under the start-up lock, so of several instances starting together exactly one seeds.
 */
export function seedDemoIfEmpty(app: INestApplication, config: AppConfig, log: (line: string) => void = () => undefined): Promise<boolean> {
  return withStartupLock(config.databaseUrl!, () => seed(app, config, log));
}

async function seed(app: INestApplication, config: AppConfig, log: (line: string) => void): Promise<boolean> {
  const dataSource = app.get(DataSource);
  if (await databaseHasUsers(dataSource)) return false;
  if (!config.seedDemo) {
    const password = config.env.INITIAL_ADMIN_PASSWORD;
    if (!password) {
      log(
        'The database has no user. Set INITIAL_ADMIN_PASSWORD (and optionally INITIAL_ADMIN_USERNAME, INITIAL_CUSTOMER_NAME) to create the first administrator.',
      );
      return false;
    }
    const username = config.env.INITIAL_ADMIN_USERNAME || 'admin';
    await seedFirstAdmin(dataSource, { username, password, customerName: config.env.INITIAL_CUSTOMER_NAME || 'Main' }, config.passwordMaxAgeDays);
    log(`Created the first administrator '${username}'.`);
    return true;
  }
  log('Seeding the demo (customers, roles, users) ...');
  const core = await seedCoreDemo(dataSource, config.passwordMaxAgeDays);
  await seedNewsDemo(dataSource, core);
  await seedMonitorDemo(dataSource);
  await seedReportSchedulesDemo(dataSource, core);
  if (config.demoDays > 0) {
    log(`Seeding the demo call centre (${config.demoDays} days, ${config.demoAgents} agents per customer, recordings) ...`);
    // The simulated floor's calls flow in through a followed queue_log, as a real PBX's would; never beside a real PBX.
    // Made before the call centre, so the file exists when the wallboard keeper starts the floor of its queues.
    if (app.get(PbxAdapter).kind === 'simulator') await seedDemoQueueLogSources(dataSource, app.get(SourceFolder).dir, core.customerIds);
    await seedTelephonyDemo(dataSource, {
      days: config.demoDays,
      agents: config.demoAgents,
      seed: 'demo',
      storage: app.get(StorageService),
      now: config.demoNow ?? undefined,
    });
    log('Seeding the demo quality sample, evaluations and a report ...');
    await seedQualityDemo(dataSource, app.get(StorageService));
  }
  const partners = Number(config.env.DEMO_PARTNERS ?? 3000);
  if (partners > 0) {
    log(`Seeding the demo service partners (${partners} for the first customer) ...`);
    await seedAssistanceDemo(dataSource, { partners, seed: 'demo', storage: app.get(StorageService) });
  }
  return true;
}
