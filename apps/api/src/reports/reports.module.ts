/**
 * The Reports area: the ten statistical reports over the telephony data (docs/reports.md) and the
 * PC inventory list. Read-only: no commands, events or jobs; the CSV exports stream.
 */
import { Module } from '@nestjs/common';
import { TelephonyModule } from '../telephony/telephony.module.js';
import { PcInfoController } from './pc-info/pc-info.controller.js';
import { ReportRanges } from './report-ranges.js';
import { ReportsController } from './reports.controller.js';

const controllers = [ReportsController, PcInfoController];

@Module({
  imports: [TelephonyModule],
  controllers,
  providers: [ReportRanges],
})
export class ReportsModule {}
