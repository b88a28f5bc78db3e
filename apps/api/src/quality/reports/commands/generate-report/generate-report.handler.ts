import { InjectQueue } from '@nestjs/bullmq';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { QualityQueue, type JobQueued } from '@backoffice/contracts';
import { localDate } from '@backoffice/domain';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { JobEnqueuer, requestJobId } from '../../../../platform/jobs/enqueue-once.js';
import { requesterOf } from '../../../../platform/jobs/job-requester.js';
import { AppError } from '../../../../platform/rpc/app-error.js';
import { assertAgentsOf, periodOf } from '../../../quality-checks.js';
import type { ReportJobData } from '../../jobs/report-rendering.queue.js';
import { countEvaluationsToReport } from '../../reports.queries.js';
import { GenerateReportCommand } from './generate-report.command.js';
import { activeCustomerFor } from '../../../../platform/auth/active-customer.js';

/**
 * Checks the request and that there is something to report (no empty PDF), then enqueues the
 * rendering; a double click names the same job.
 */
@CommandHandler(GenerateReportCommand)
export class GenerateReportHandler implements ICommandHandler<GenerateReportCommand> {
  constructor(
    @InjectQueue(QualityQueue.Report) private readonly queue: Queue<ReportJobData>,
    private readonly dataSource: DataSource,
    private readonly jobs: JobEnqueuer,
    private readonly config: AppConfig,
  ) {}

  async execute({ principal, request }: GenerateReportCommand): Promise<JobQueued> {
    const customerId = activeCustomerFor(principal);
    const period = periodOf(request.From, request.To, principal.timeZone, this.config.maxRangeDays);
    const agentIds = await assertAgentsOf(this.dataSource.manager, customerId, request.CallAgents);
    const count = await countEvaluationsToReport(this.dataSource.manager, customerId, agentIds, period.from, period.to);
    if (count === 0) {
      const days = `${localDate(period.from, principal.timeZone)} to ${localDate(period.to, principal.timeZone)}`;
      throw AppError.badRequest(`The chosen agents have no evaluations from ${days}: there is nothing to report.`);
    }
    const asked = {
      customerId,
      userId: principal.userId,
      from: period.from.toISOString(),
      to: period.to.toISOString(),
      agentIds: [...agentIds].sort((a, b) => a - b),
      perAgent: request.PerAgent ?? true,
      language: request.Language ?? 'en',
    };
    const jobId = requestJobId('report', asked);
    return { JobID: await this.jobs.enqueueOnce(this.queue, 'render', { requester: requesterOf(principal), label: 'Quality report', ...asked }, jobId) };
  }
}
