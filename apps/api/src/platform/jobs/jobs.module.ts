import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { JobEnqueuer } from './enqueue-once.js';
import { JobProgressRelay } from './job-progress.relay.js';
import { JobSlots } from './job-slots.js';
import { redisConnectionOptions } from './redis-connection.js';

function finishedJobsKept(config: AppConfig): { count: number; age: number } {
  return { count: config.jobsKeepFinished, age: config.jobsKeepFinishedSeconds };
}

/** BullMQ on the installation's Redis; areas register their queues with BullModule.registerQueue and start jobs through JobEnqueuer. */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        connection: redisConnectionOptions(config.redisUrl),
        prefix: `${config.redisPrefix}:bull`,
        // Finished jobs are kept for the downloads menu and diagnosis, bounded in count and age
        // (JOBS_KEEP_FINISHED, JOBS_KEEP_FINISHED_SECONDS), so Redis does not grow with every run.
        defaultJobOptions: {
          attempts: 3,
          backoff: { type: 'exponential', delay: 2000 },
          removeOnComplete: finishedJobsKept(config),
          removeOnFail: finishedJobsKept(config),
        },
      }),
    }),
  ],
  providers: [JobProgressRelay, JobSlots, JobEnqueuer],
  exports: [BullModule, JobProgressRelay, JobEnqueuer],
})
export class JobsModule {}
