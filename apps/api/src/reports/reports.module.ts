/**
 * The Reports area: the eleven statistical reports over the telephony data (docs/reports.md) and the
 * PC inventory list, a controller per report (ReportCalls); the CSV exports stream. Scheduled
 * reports (reports/schedules, ReportScheduleCalls) mail them: a ticker queues each occurrence,
 * ReportScheduleProcessor runs it.
 */
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReportScheduleQueue } from '@backoffice/contracts';
import { TelephonyModule } from '../telephony/telephony.module.js';
import { AbsenceController } from './absence/absence.controller.js';
import { AcdDetailsController } from './acd-details/acd-details.controller.js';
import { ActivityController } from './activity/activity.controller.js';
import { AgentProductivityController } from './agent-productivity/agent-productivity.controller.js';
import { CallDurationController } from './call-duration/call-duration.controller.js';
import { CallLogController } from './call-log/call-log.controller.js';
import { CallResultController } from './call-result/call-result.controller.js';
import { ExtenProductivityController } from './exten-productivity/exten-productivity.controller.js';
import { ExtenSwitchController } from './exten-switch/exten-switch.controller.js';
import { PcInfoController } from './pc-info/pc-info.controller.js';
import { QueueIntervalsController } from './queue-intervals/queue-intervals.controller.js';
import { ReportRanges } from './report-ranges.js';
import { MailDomainsController } from './mail-domains/mail-domains.controller.js';
import { ReportScheduleProcessor } from './schedules/jobs/report-schedule.processor.js';
import { ReportMailer } from './schedules/report-mailer.js';
import { ScheduleChecks } from './schedules/schedule-checks.js';
import { ScheduleEntity } from './schedules/schedule.entity.js';
import { ScheduleTicker } from './schedules/schedule-ticker.js';
import { SchedulesController } from './schedules/schedules.controller.js';

const controllers = [
  ExtenSwitchController,
  ExtenProductivityController,
  AgentProductivityController,
  CallResultController,
  AbsenceController,
  ActivityController,
  CallDurationController,
  CallLogController,
  AcdDetailsController,
  PcInfoController,
  QueueIntervalsController,
  SchedulesController,
  MailDomainsController,
];

const processors = [ReportScheduleProcessor];

@Module({
  imports: [TelephonyModule, TypeOrmModule.forFeature([ScheduleEntity]), BullModule.registerQueue({ name: ReportScheduleQueue })],
  controllers,
  providers: [ReportRanges, ScheduleChecks, ReportMailer, ScheduleTicker, ...processors],
})
export class ReportsModule {}
