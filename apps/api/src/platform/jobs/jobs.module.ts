import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { JobProgressRelay } from './job-progress.relay.js';
import { redisConnectionOptions } from './redis-connection.js';

/** BullMQ on the installation's Redis; areas register their queues with BullModule.registerQueue. */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        connection: redisConnectionOptions(config.redisUrl),
        prefix: `${config.redisPrefix}:bull`,
        defaultJobOptions: { attempts: 3, backoff: { type: 'exponential', delay: 2000 }, removeOnComplete: 1000, removeOnFail: 5000 },
      }),
    }),
  ],
  providers: [JobProgressRelay],
  exports: [BullModule, JobProgressRelay],
})
export class JobsModule {}
