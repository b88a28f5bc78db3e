/**
 * Monitor: rich texts (sanitised before they are stored) and the live queue's quick state, polled
 * from the PBX adapter every 5 seconds by one job scheduler and pushed to each customer's room
 * when it changes; the wallboard (the floor kept from the PBX adapter's events by one instance,
 * today's figures from the call rows) and its kiosk sign-ins.
 */
import { BullModule, InjectQueue } from '@nestjs/bullmq';
import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MonitorQueue } from '@backoffice/contracts';
import type { Queue } from 'bullmq';
import { AppConfig } from '../platform/config/app-config.js';
import { TelephonyModule } from '../telephony/telephony.module.js';
import { PBX_QUICK_STATE_JOB, PBX_QUICK_STATE_SCHEDULER, pbxQuickStateSchedule } from './pbx-quick-state/jobs/pbx-quick-state.queue.js';
import { PbxQuickStatePoller } from './pbx-quick-state/jobs/pbx-quick-state.poller.js';
import { PbxQuickStateController } from './pbx-quick-state/pbx-quick-state.controller.js';
import { PbxQuickStateStore } from './pbx-quick-state/pbx-quick-state.store.js';
import { MonitorTextEntity } from './texts/text.entity.js';
import { MonitorTextsController } from './texts/texts.controller.js';
import { CreateKioskHandler } from './wallboard/kiosks/commands/create-kiosk/create-kiosk.handler.js';
import { RevokeKioskHandler } from './wallboard/kiosks/commands/revoke-kiosk/revoke-kiosk.handler.js';
import { KiosksController } from './wallboard/kiosks/kiosks.controller.js';
import { WallboardController } from './wallboard/wallboard.controller.js';
import { WallboardKeeper } from './wallboard/wallboard.keeper.js';
import { WallboardReader } from './wallboard/wallboard.reader.js';
import { WallboardStore } from './wallboard/wallboard.store.js';

const controllers = [MonitorTextsController, PbxQuickStateController, WallboardController, KiosksController];
const processors = [PbxQuickStatePoller];
const commandHandlers = [CreateKioskHandler, RevokeKioskHandler];

@Module({
  imports: [TypeOrmModule.forFeature([MonitorTextEntity]), BullModule.registerQueue({ name: MonitorQueue.PbxQuickState }), TelephonyModule],
  controllers,
  providers: [PbxQuickStateStore, WallboardStore, WallboardReader, WallboardKeeper, ...processors, ...commandHandlers],
})
export class MonitorModule implements OnModuleInit {
  constructor(
    @InjectQueue(MonitorQueue.PbxQuickState) private readonly pollQueue: Queue,
    private readonly config: AppConfig,
  ) {}

  /** Every instance upserts the same scheduler: BullMQ keeps one, so one poll per period. */
  async onModuleInit(): Promise<void> {
    await this.pollQueue.upsertJobScheduler(PBX_QUICK_STATE_SCHEDULER, pbxQuickStateSchedule(this.config.pbxPollMs), PBX_QUICK_STATE_JOB);
  }
}
