import { InjectQueue } from '@nestjs/bullmq';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { QualityQueue, type JobQueued } from '@backoffice/contracts';
import { samplingSeed, weightRuleProblems } from '@backoffice/domain';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { JobEnqueuer, requestJobId } from '../../../../platform/jobs/enqueue-once.js';
import { requesterOf } from '../../../../platform/jobs/job-requester.js';
import { AppError } from '../../../../platform/rpc/app-error.js';
import { assertAgentsOf, assertCallCustomersOf, periodOf } from '../../../quality-checks.js';
import type { SamplingJobData } from '../../jobs/sampling.queue.js';
import { GenerateEvaluationsCommand } from './generate-evaluations.command.js';
import { activeCustomerFor } from '../../../../platform/auth/active-customer.js';

/**
 * Checks the request (period, agents and call customers of the tenant, weights) and enqueues the
 * draw. The job id comes from the request and the requester, so a double click enqueues one job.
 */
@CommandHandler(GenerateEvaluationsCommand)
export class GenerateEvaluationsHandler implements ICommandHandler<GenerateEvaluationsCommand> {
  constructor(
    @InjectQueue(QualityQueue.Sampling) private readonly queue: Queue<SamplingJobData>,
    private readonly dataSource: DataSource,
    private readonly jobs: JobEnqueuer,
    private readonly config: AppConfig,
  ) {}

  async execute({ principal, request }: GenerateEvaluationsCommand): Promise<JobQueued> {
    const customerId = activeCustomerFor(principal);
    const period = periodOf(request.From, request.To, principal.timeZone, this.config.maxRangeDays);
    const problems = weightRuleProblems(request.RandomWeightRules);
    if (problems.length > 0) throw AppError.badRequest(`RandomWeightRules: ${problems.join('; ')}.`);
    const manager = this.dataSource.manager;
    const agentIds = await assertAgentsOf(manager, customerId, request.CallAgents);
    await assertCallCustomersOf(
      manager,
      customerId,
      request.RandomWeightRules.map((rule) => rule.customer),
    );
    const rules = [...request.RandomWeightRules].sort((a, b) => a.customer - b.customer).map(({ customer, random }) => ({ customer, random }));
    const asked = {
      customerId,
      userId: principal.userId,
      from: period.from.toISOString(),
      to: period.to.toISOString(),
      perAgent: request.EvaluationsPerAgent,
      agentIds: [...agentIds].sort((a, b) => a - b),
      rules,
    };
    const jobId = requestJobId('sampling', asked);
    const data: SamplingJobData = {
      requester: requesterOf(principal),
      label: 'Call generation',
      ...asked,
      seed: samplingSeed(`${jobId}:${Date.now()}`).toString(),
    };
    return { JobID: await this.jobs.enqueueOnce(this.queue, 'sample', data, jobId) };
  }
}
