import { CoreSchema1760000000000 } from './1760000000000-core-schema.js';
import { TelephonySchema1761000000000 } from './1761000000000-telephony-schema.js';
import { CustomerTimeZone1762000000000 } from './1762000000000-customer-time-zone.js';
import { TelephonyRealFiles1762100000000 } from './1762100000000-telephony-real-files.js';
import { QualitySchema1763100000000 } from './1763100000000-quality-schema.js';
import { QualityDrawIndex1763110000000 } from './1763110000000-quality-draw-index.js';
import { PlaybackLunchMonitor1763200000000 } from './1763200000000-playback-lunch-monitor.js';
import { ReportsIndexes1763300000000 } from './1763300000000-reports-indexes.js';
import { NewsSchema1763400000000 } from './1763400000000-news-schema.js';
import { AssistanceSchema1763500000000 } from './1763500000000-assistance-schema.js';
import { PlaybackNumberSearch1763600000000 } from './1763600000000-playback-number-search.js';
import { AcdRollup1763700000000 } from './1763700000000-acd-rollup.js';
import { PlaybackNumberGrams1763800000000 } from './1763800000000-playback-number-grams.js';
import { CustomerRoles1763900000000 } from './1763900000000-customer-roles.js';
import { TelephonySources1764100000000 } from './1764100000000-telephony-sources.js';
import { WallboardKiosks1764200000000 } from './1764200000000-wallboard-kiosks.js';
import { ServiceLevels1764300000000 } from './1764300000000-service-levels.js';
import { QueueIntervals1764400000000 } from './1764400000000-queue-intervals.js';
import { YearReportCounts1764500000000 } from './1764500000000-year-report-counts.js';
import { StatusCounts1764510000000 } from './1764510000000-status-counts.js';
import { QualityScorecards1764600000000 } from './1764600000000-quality-scorecards.js';
import { QualityAgentFeedback1764700000000 } from './1764700000000-quality-agent-feedback.js';
import { AuditLog1764800000000 } from './1764800000000-audit-log.js';
import { ReportSchedules1764900000000 } from './1764900000000-report-schedules.js';
import { QueueIntervalSlots1765000000000 } from './1765000000000-queue-interval-slots.js';
import { EvaluationReopened1765000000001 } from './1765000000001-evaluation-reopened.js';
import { SourceBuilderStateText1765100000000 } from './1765100000000-source-builder-state-text.js';
import { ScheduleLanguage1765200000000 } from './1765200000000-schedule-language.js';

/** Every migration, in order. Areas add theirs here. */
export const MIGRATIONS = [
  CoreSchema1760000000000,
  TelephonySchema1761000000000,
  CustomerTimeZone1762000000000,
  TelephonyRealFiles1762100000000,
  QualitySchema1763100000000,
  QualityDrawIndex1763110000000,
  PlaybackLunchMonitor1763200000000,
  ReportsIndexes1763300000000,
  NewsSchema1763400000000,
  AssistanceSchema1763500000000,
  PlaybackNumberSearch1763600000000,
  AcdRollup1763700000000,
  PlaybackNumberGrams1763800000000,
  CustomerRoles1763900000000,
  TelephonySources1764100000000,
  WallboardKiosks1764200000000,
  ServiceLevels1764300000000,
  QueueIntervals1764400000000,
  YearReportCounts1764500000000,
  StatusCounts1764510000000,
  QualityScorecards1764600000000,
  QualityAgentFeedback1764700000000,
  AuditLog1764800000000,
  ReportSchedules1764900000000,
  QueueIntervalSlots1765000000000,
  EvaluationReopened1765000000001,
  SourceBuilderStateText1765100000000,
  ScheduleLanguage1765200000000,
];
