/**
 * Renders a report as a BullMQ job: the PDF streams into the platform storage as the calls are
 * read, and the report row is written only once the file is stored, once per job (a retry after
 * a crash rewrites the file and finds the row, or writes it). A failed attempt is retried with
 * backoff; the last one removes its file, so no half report is ever listed or left behind.
 */
import { Processor } from '@nestjs/bullmq';
import { QualityQueue, type ReportGenerated } from '@backoffice/contracts';
import { localDate, localDateTime } from '@backoffice/domain';
import type { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { ProcessingHost } from '../../../platform/jobs/processing-host.js';
import { workerTiming } from '../../../platform/jobs/worker-options.js';
import { StorageService } from '../../../platform/storage/storage.service.js';
import { renderReportPdf } from '../report-pdf.js';
import { countReportLines, reportLines } from '../report-lines.queries.js';
import { insertReport, reportHeading, reportOfJob } from '../reports.queries.js';
import type { ReportJobData } from './report-rendering.queue.js';
import { clock } from '../../../platform/clock/clock.js';

const PROGRESS_EVERY_MS = 500;
const dotted = (date: string) => date.replaceAll('-', '.');

@Processor(QualityQueue.Report, { autorun: false, ...workerTiming() })
export class ReportRenderingProcessor extends ProcessingHost {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: StorageService,
  ) {
    super();
  }

  async process(job: Job<ReportJobData>): Promise<ReportGenerated> {
    const { customerId, agentIds, perAgent, userId } = job.data;
    const jobId = String(job.id);
    const existing = await this.findReport(customerId, jobId);
    if (existing) return existing;

    const { customer, user, agentNames } = await reportHeading(this.dataSource.manager, customerId, userId, agentIds);
    const timeZone = customer.timeZone;
    const from = new Date(job.data.from);
    const to = new Date(job.data.to);
    const scope = { customerId, agentIds, from, to, timeZone, perAgent };
    const statementTimeoutMs = this.appConfig.jobStatementTimeoutMs;
    const total = await countReportLines(this.dataSource, scope, statementTimeoutMs);
    const fileName = `quality-report-${localDate(from, timeZone)}-${localDate(to, timeZone)}.pdf`;
    const storageKey = `quality/reports/${customerId}/${jobId}.pdf`;
    const creator = user ? `${user.firstName} ${user.lastName} (${user.username})` : 'unknown user';
    const createdAt = clock.now();

    let sentAt = 0;
    try {
      const rendered = await renderReportPdf(
        {
          customerName: customer.name,
          periodFrom: dotted(localDate(from, timeZone)),
          periodTo: dotted(localDate(to, timeZone)),
          agents: agentNames,
          creator,
          createdAt: dotted(localDateTime(createdAt, timeZone).slice(0, 16)),
          perAgent,
          language: job.data.language ?? 'en',
        },
        reportLines(this.dataSource, scope, statementTimeoutMs),
        (pdf) => this.storage.write(storageKey, pdf),
        async (written) => {
          if (Date.now() - sentAt < PROGRESS_EVERY_MS) return;
          sentAt = Date.now();
          await job.updateProgress({
            progress: Math.min(95, Math.floor((written / Math.max(1, total)) * 95)),
            message: `${written} of ${total} calls written`,
          });
        },
      );
      if (rendered.totals.total === 0) throw new Error('the chosen agents have no evaluations in this period any more');
      const fileBytes = (await this.storage.size(storageKey)) ?? 0;
      await insertReport(this.dataSource.manager, {
        customerId,
        from,
        to,
        userId,
        username: user?.username ?? 'unknown',
        agentIds,
        perAgent,
        perfect: rendered.totals.perfect,
        total: rendered.totals.total,
        fileName,
        storageKey,
        fileBytes,
        jobId,
        createdAt,
      });
    } catch (error) {
      const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (last && !(await this.findReport(customerId, jobId))) await this.storage.remove(storageKey);
      throw error;
    }
    const report = (await this.findReport(customerId, jobId))!;
    await job.updateProgress({ progress: 100, message: `Report generated successfully: ${report.PerfectCalls} perfect calls of ${report.TotalCalls}.` });
    return report;
  }

  private findReport(customerId: number, jobId: string): Promise<ReportGenerated | null> {
    return reportOfJob(this.dataSource.manager, customerId, jobId);
  }
}
