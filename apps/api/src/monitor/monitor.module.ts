/**
 * Monitor: rich texts (sanitised before they are stored) and the live queue's quick state, polled
 * from the PBX adapter every 5 seconds by one job scheduler and pushed to each customer's room
 * when it changes.
 */
import { BullModule, InjectQueue } from '@nestjs/bullmq';
import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import { AppConfig } from '../platform/config/app-config.js';
import { TelephonyModule } from '../telephony/telephony.module.js';
import { PBX_QUICK_STATE_JOB, PBX_QUICK_STATE_QUEUE, PBX_QUICK_STATE_SCHEDULER, pbxQuickStateSchedule } from './pbx-quick-state/jobs/pbx-quick-state.queue.js';
import { PbxQuickStatePoller } from './pbx-quick-state/jobs/pbx-quick-state.poller.js';
import { PbxQuickStateController } from './pbx-quick-state/pbx-quick-state.controller.js';
import { PbxQuickStateStore } from './pbx-quick-state/pbx-quick-state.store.js';
import { MonitorTextEntity } from './texts/text.entity.js';
import { MonitorTextsController } from './texts/texts.controller.js';

const controllers = [MonitorTextsController, PbxQuickStateController];
const processors = [PbxQuickStatePoller];

@Module({
  imports: [TypeOrmModule.forFeature([MonitorTextEntity]), BullModule.registerQueue({ name: PBX_QUICK_STATE_QUEUE }), TelephonyModule],
  controllers,
  providers: [PbxQuickStateStore, ...processors],
})
export class MonitorModule implements OnModuleInit {
  constructor(
    @InjectQueue(PBX_QUICK_STATE_QUEUE) private readonly pollQueue: Queue,
    private readonly config: AppConfig,
  ) {}

  /** Every instance upserts the same scheduler: BullMQ keeps one, so one poll per period. */
  async onModuleInit(): Promise<void> {
    await this.pollQueue.upsertJobScheduler(PBX_QUICK_STATE_SCHEDULER, pbxQuickStateSchedule(this.config.pbxPollMs), PBX_QUICK_STATE_JOB);
  }
}
