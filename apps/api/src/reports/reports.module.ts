/**
 * The Reports area: the eleven statistical reports over the telephony data (docs/reports.md) and the
 * PC inventory list, a controller per report (ReportCalls). Read-only: no commands, events or
 * jobs; the CSV exports stream.
 */
import { Module } from '@nestjs/common';
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
];

@Module({
  imports: [TelephonyModule],
  controllers,
  providers: [ReportRanges],
})
export class ReportsModule {}
