/**
 * Runs one occurrence of a schedule: with its owner's rights as they are now, for the range as of
 * the occurrence, mailed to recipients still allowed, in the schedule's language. A refusal (owner
 * gone, permission or customer lost, a recipient no longer allowed, no SMTP) fails at once with its
 * reason and sends nothing; an SMTP or database failure is retried (attempts and backoff of the jobs
 * platform), each attempt's reason shown as the schedule's LastError until one succeeds.
 */
import { Processor } from '@nestjs/bullmq';
import {
  ReportScheduleQueue,
  WILDCARD_PERMISSION,
  schedulableReport,
  type RelativeRange,
  type ScheduleFailureProblem,
  type ScheduleFormat,
} from '@backoffice/contracts';
import { localDateTime, relativeRangeDays, reportRange, wireDatesOf, type ScheduleProblem, type ScheduleRunProblem } from '@backoffice/domain';
import { UnrecoverableError, type Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { IdentityService } from '../../../platform/auth/identity.service.js';
import { clock } from '../../../platform/clock/clock.js';
import { englishMessage, serverMessage } from '../../../platform/i18n/server-messages.js';
import { ProcessingHost } from '../../../platform/jobs/processing-host.js';
import { workerTiming } from '../../../platform/jobs/worker-options.js';
import { pdfAttachment, reportAttachments } from '../report-attachments.js';
import { ReportMailer } from '../report-mailer.js';
import { ScheduleChecks } from '../schedule-checks.js';
import { scheduledReportRunner } from '../scheduled-reports.js';
import { ownerStanding, recordFailure, recordRun, scheduleToRun, type ScheduleToRun } from '../schedules.queries.js';
import type { ReportScheduleJobData } from './report-schedule.queue.js';

export interface ScheduleRunResult {
  sent: boolean;
  recipients: number;
}

const runProblem = (Problem: ScheduleRunProblem | ScheduleProblem['code'], Value?: string): ScheduleFailureProblem =>
  Value === undefined ? { Problem } : { Problem, Value };

/** Problems in the English of the server's i18n, joined as the admin joins them in its user's language. */
const failureInEnglish = (problems: ScheduleFailureProblem[]): string =>
  `${problems.map((problem) => englishMessage(`app.errors.schedule_failed.${problem.Problem}`, problem)).join('; ')}.`;

/** A run that cannot succeed however often it is tried (BullMQ does not retry it), with its problems. */
class ScheduleRunRefused extends UnrecoverableError {
  constructor(readonly problems: ScheduleFailureProblem[]) {
    super(failureInEnglish(problems));
  }
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
      const attempts = job.opts.attempts ?? 1;
      const final = error instanceof UnrecoverableError || job.attemptsMade + 1 >= attempts;
      const problems =
        error instanceof ScheduleRunRefused
          ? error.problems
          : [
              runProblem('send_failed', error instanceof Error ? error.message : String(error)),
              ...(final ? [] : [runProblem('retrying', `${job.attemptsMade + 1}/${attempts}`)]),
            ];
      await recordFailure(this.db, schedule.scheduleId, failureInEnglish(problems), problems);
      throw error;
    }
    await recordRun(this.db, schedule.scheduleId, clock.now());
    return { sent: true, recipients: schedule.recipients.length };
  }

  private async send(schedule: ScheduleToRun, at: Date): Promise<void> {
    await this.assertOwnerMayRun(schedule);
    if (!this.mailer.configured) throw new ScheduleRunRefused([runProblem('mail_not_configured'), runProblem('nothing_sent')]);
    const runner = scheduledReportRunner(schedule.report)!;
    const declared = schedulableReport(schedule.report)!;
    const { timeZone, language } = schedule;
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
      language,
      statementTimeoutMs: this.appConfig.jobStatementTimeoutMs,
    };
    const words = (key: string, values?: object) => serverMessage(language, key, values);
    const title = words(`schedule.report.${declared.key}`);
    const heading = {
      title,
      // File names stay English in every language (`call-log_2026-03-23_2026-03-29.pdf`).
      fileStem: serverMessage('en', `schedule.report.${declared.key}`),
      customerName: schedule.customerName,
      ...days,
      generatedAt: localDateTime(clock.now(), timeZone).slice(0, 16),
      language,
    };
    const format = schedule.format as ScheduleFormat;
    const tables = runner.tables ? await runner.tables(context) : [];
    const charts = runner.charts && format === 'pdf' ? await runner.charts(context) : [];
    const attachments = runner.pdf ? [pdfAttachment(heading, await runner.pdf(context))] : await reportAttachments(format, heading, { tables, charts });
    const period = days.firstDay === days.lastDay ? days.firstDay : `${days.firstDay} – ${days.lastDay}`;
    const about = { Title: title, Customer: schedule.customerName, Period: period };
    const text = words('schedule.mail.text', { ...about, Range: words(`schedule.range.${schedule.range}`), ScheduleID: schedule.scheduleId });
    const cut = tables.some((table) => table.truncated) ? `\n${words('schedule.mail.truncated')}\n` : '';
    await this.mailer.send({ to: schedule.recipients, subject: words('schedule.mail.subject', about), text: `${text}\n${cut}`, attachments });
  }

  /** The owner's rights at run time: still an active user of the customer, still allowed the report, recipients still allowed. */
  private async assertOwnerMayRun(schedule: ScheduleToRun): Promise<void> {
    const standing = await ownerStanding(this.db, schedule.ownerId, schedule.customerId);
    if (!standing?.active) throw new ScheduleRunRefused([runProblem('owner_inactive'), runProblem('nothing_sent')]);
    const permissions = await this.identity.permissionsOf(schedule.ownerId);
    if (!standing.member && !permissions.includes(WILDCARD_PERMISSION)) {
      throw new ScheduleRunRefused([runProblem('owner_not_member'), runProblem('nothing_sent')]);
    }
    const draft = {
      Report: schedule.report,
      Parameters: schedule.parameters,
      Range: schedule.range,
      Time: schedule.time,
      Days: schedule.days,
      Recipients: schedule.recipients,
      Format: schedule.format,
      Language: schedule.language,
    };
    const problems = await this.checks.problems(this.db, draft, permissions, schedule.customerId);
    if (problems.length === 0) return;
    // The permission lost is the owner's, not the reader's: worded about the owner.
    const failed = problems.map((problem) =>
      problem.code === 'report_not_permitted' ? runProblem('owner_not_permitted', schedule.report) : runProblem(problem.code, problem.value),
    );
    throw new ScheduleRunRefused([...failed, runProblem('nothing_sent')]);
  }
}
