/**
 * Quality: issue types, scorecards (weighted evaluation forms), call evaluations (sampled as a job, evaluated while listening), excluded
 * agents, and PDF reports rendered as a job, listed, downloaded, archived and deleted.
 */
import { BullModule, InjectQueue } from '@nestjs/bullmq';
import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QualityQueue } from '@backoffice/contracts';
import type { Queue } from 'bullmq';
import { JobProgressRelay } from '../platform/jobs/job-progress.relay.js';
import { TelephonyModule } from '../telephony/telephony.module.js';
import { GiveAgentFeedbackHandler } from './agent-feedback/commands/give-agent-feedback/give-agent-feedback.handler.js';
import { EvaluationDisputesController } from './agent-feedback/evaluation-disputes.controller.js';
import { AgentStateNotifier } from './agent-feedback/events/agent-state-changed.handler.js';
import { MyEvaluationsController } from './agent-feedback/my-evaluations.controller.js';
import { CallEvaluationEntity } from './evaluations/call-evaluation.entity.js';
import { GenerateEvaluationsHandler } from './evaluations/commands/generate-evaluations/generate-evaluations.handler.js';
import { EvaluationsController } from './evaluations/evaluations.controller.js';
import { EvaluationsSearch } from './evaluations/evaluations.search.js';
import { EvaluationsGeneratedNotifier } from './evaluations/events/evaluations-generated.handler.js';
import { SamplingProcessor } from './evaluations/jobs/sampling.processor.js';
import { SaveExcludedAgentsHandler } from './excluded-agents/commands/save-excluded-agents/save-excluded-agents.handler.js';
import { ExcludedAgentsController } from './excluded-agents/excluded-agents.controller.js';
import { IssueTypeEntity } from './issue-types/issue-type.entity.js';
import { IssueTypesController } from './issue-types/issue-types.controller.js';
import { ArchiveReportsHandler } from './reports/commands/archive-reports/archive-reports.handler.js';
import { GenerateReportHandler } from './reports/commands/generate-report/generate-report.handler.js';
import { reportDownloadUrl } from './reports/jobs/report-rendering.queue.js';
import { ReportRenderingProcessor } from './reports/jobs/report-rendering.processor.js';
import { ReportEntity } from './reports/report.entity.js';
import { ReportsController } from './reports/reports.controller.js';
import { ScorecardEntity } from './scorecards/scorecard.entity.js';
import { ScorecardsController } from './scorecards/scorecards.controller.js';
import { QualitySummaryController } from './summary/quality-summary.controller.js';

const controllers = [
  IssueTypesController,
  ScorecardsController,
  EvaluationsController,
  EvaluationDisputesController,
  MyEvaluationsController,
  ExcludedAgentsController,
  ReportsController,
  QualitySummaryController,
];
const commandHandlers = [GenerateEvaluationsHandler, GiveAgentFeedbackHandler, SaveExcludedAgentsHandler, GenerateReportHandler, ArchiveReportsHandler];
const eventHandlers = [EvaluationsGeneratedNotifier, AgentStateNotifier];
const processors = [SamplingProcessor, ReportRenderingProcessor];

@Module({
  imports: [
    TypeOrmModule.forFeature([IssueTypeEntity, ScorecardEntity, CallEvaluationEntity, ReportEntity]),
    BullModule.registerQueue({ name: QualityQueue.Sampling }, { name: QualityQueue.Report }),
    TelephonyModule,
  ],
  controllers,
  providers: [EvaluationsSearch, ...commandHandlers, ...eventHandlers, ...processors],
})
export class QualityModule implements OnModuleInit {
  constructor(
    @InjectQueue(QualityQueue.Sampling) private readonly samplingQueue: Queue,
    @InjectQueue(QualityQueue.Report) private readonly reportQueue: Queue,
    private readonly relay: JobProgressRelay,
  ) {}

  onModuleInit(): void {
    this.relay.watch(this.samplingQueue);
    this.relay.watch(this.reportQueue, (result) => {
      const reportId = (result as { ReportID?: number } | null)?.ReportID;
      return reportId ? reportDownloadUrl(reportId) : undefined;
    });
  }
}
