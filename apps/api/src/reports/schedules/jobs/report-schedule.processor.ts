/**
 * Runs one occurrence of a schedule: with its owner's rights as they are now, for the range as of
 * the occurrence, mailed to recipients still allowed. A refusal (owner gone, permission or
 * customer lost, a recipient no longer allowed, no SMTP) fails at once with its reason and sends
 * nothing; an SMTP or database failure is retried (attempts and backoff of the jobs platform),
 * each attempt's reason shown as the schedule's LastError until one succeeds.
 */
import { Processor } from '@nestjs/bullmq';
import { ReportScheduleQueue, WILDCARD_PERMISSION, schedulableReport, type RelativeRange, type ScheduleFormat } from '@backoffice/contracts';
import { localDateTime, relativeRangeDays, reportRange, wireDatesOf } from '@backoffice/domain';
import { UnrecoverableError, type Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { IdentityService } from '../../../platform/auth/identity.service.js';
import { clock } from '../../../platform/clock/clock.js';
import { ProcessingHost } from '../../../platform/jobs/processing-host.js';
import { workerTiming } from '../../../platform/jobs/worker-options.js';
import { pdfAttachment, reportAttachments } from '../report-attachments.js';
import { MAIL_NOT_CONFIGURED, ReportMailer } from '../report-mailer.js';
import { ScheduleChecks, scheduleProblemInEnglish } from '../schedule-checks.js';
import { scheduledReportRunner } from '../scheduled-reports.js';
import { ownerStanding, recordFailure, recordRun, scheduleToRun, type ScheduleToRun } from '../schedules.queries.js';
import type { ReportScheduleJobData } from './report-schedule.queue.js';

export interface ScheduleRunResult {
  sent: boolean;
  recipients: number;
}

@Processor(ReportScheduleQueue, { autorun: false, ...workerTiming() })
export class ReportScheduleProcessor extends ProcessingHost {
  constructor(
    private readonly dataSource: DataSource,
    private readonly identity: IdentityService,
    private readonly checks: ScheduleChecks,
    private readonly mailer: ReportMailer,
  ) {
    super();
  }

  private get db() {
    return this.dataSource.manager;
  }

  async process(job: Job<ReportScheduleJobData>): Promise<ScheduleRunResult> {
    const schedule = await scheduleToRun(this.db, job.data.scheduleId);
    // Deleted after the job was queued: nothing to send.
    if (!schedule) return { sent: false, recipients: 0 };
    try {
      await this.send(schedule, new Date(job.data.at));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const attempts = job.opts.attempts ?? 1;
      const final = error instanceof UnrecoverableError || job.attemptsMade + 1 >= attempts;
      await recordFailure(this.db, schedule.scheduleId, final ? reason : `${reason} (attempt ${job.attemptsMade + 1} of ${attempts}; retrying)`);
      throw error;
    }
    await recordRun(this.db, schedule.scheduleId, clock.now());
    return { sent: true, recipients: schedule.recipients.length };
  }

  private async send(schedule: ScheduleToRun, at: Date): Promise<void> {
    await this.assertOwnerMayRun(schedule);
    if (!this.mailer.configured) throw new UnrecoverableError(MAIL_NOT_CONFIGURED);
    const runner = scheduledReportRunner(schedule.report)!;
    const declared = schedulableReport(schedule.report)!;
    const { timeZone } = schedule;
    const days = relativeRangeDays(schedule.range as RelativeRange, at, timeZone);
    const [from, to] = wireDatesOf(days, runner.end);
    const range = reportRange(from, to, timeZone, { end: runner.end, maxDays: this.appConfig.maxRangeDays });
    const request = { ...schedule.parameters, [declared.dateFields[0]]: from, [declared.dateFields[1]]: to };
    const context = {
      db: this.db,
      customerId: schedule.customerId,
      customerName: schedule.customerName,
      timeZone,
      range,
      request,
      ownerId: schedule.ownerId,
      statementTimeoutMs: this.appConfig.jobStatementTimeoutMs,
    };
    const heading = { title: runner.title, customerName: schedule.customerName, ...days, generatedAt: localDateTime(clock.now(), timeZone).slice(0, 16) };
    const tables = runner.tables ? await runner.tables(context) : [];
    const attachments = runner.pdf
      ? [pdfAttachment(heading, await runner.pdf(context))]
      : await reportAttachments(schedule.format as ScheduleFormat, heading, tables);
    const period = days.firstDay === days.lastDay ? days.firstDay : `${days.firstDay} – ${days.lastDay}`;
    const cut = tables.some((table) => table.truncated) ? '\nA table was longer than a mail carries; run the report in the back office for every row.\n' : '';
    await this.mailer.send({
      to: schedule.recipients,
      subject: `${runner.title}: ${schedule.customerName}, ${period}`,
      text: `${runner.title} of ${schedule.customerName} for ${period} (${schedule.range}), scheduled report ${schedule.scheduleId}.\n${cut}`,
      attachments,
    });
  }

  /** The owner's rights at run time: still an active user of the customer, still allowed the report, recipients still allowed. */
  private async assertOwnerMayRun(schedule: ScheduleToRun): Promise<void> {
    const standing = await ownerStanding(this.db, schedule.ownerId, schedule.customerId);
    if (!standing?.active) throw new UnrecoverableError("The schedule's owner is no longer an active user; nothing was sent.");
    const permissions = await this.identity.permissionsOf(schedule.ownerId);
    if (!standing.member && !permissions.includes(WILDCARD_PERMISSION)) {
      throw new UnrecoverableError("The schedule's owner no longer belongs to this customer; nothing was sent.");
    }
    const draft = {
      Report: schedule.report,
      Parameters: schedule.parameters,
      Range: schedule.range,
      Time: schedule.time,
      Days: schedule.days,
      Recipients: schedule.recipients,
      Format: schedule.format,
    };
    const problems = await this.checks.problems(this.db, draft, permissions, schedule.customerId);
    if (problems.length === 0) return;
    const reasons = problems.map((problem) =>
      problem.code === 'report_not_permitted' ? `The schedule's owner may no longer run the report "${schedule.report}"` : scheduleProblemInEnglish(problem),
    );
    throw new UnrecoverableError(`${reasons.join('; ')}; nothing was sent.`);
  }
}
