import { WorkerHost } from '@nestjs/bullmq';
import { Inject, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';

/**
 * Base of every processor: declare it with `@Processor(queue, { autorun: false })`. Its worker
 * starts in the API process only when WORKERS_IN_PROCESS is on (the default), and always in
 * `npm run worker`.
 */
export abstract class ProcessingHost extends WorkerHost implements OnApplicationBootstrap {
  @Inject(AppConfig) protected readonly appConfig: AppConfig;

  onApplicationBootstrap(): void {
    if (this.appConfig.workersInProcess) void this.worker.run();
  }
}
