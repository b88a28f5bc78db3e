/**
 * Renders a report as a BullMQ job: the PDF streams into the platform storage as the calls are
 * read, and the report row is written only once the file is stored, once per job (a retry after
 * a crash rewrites the file and finds the row, or writes it). A failed attempt is retried with
 * backoff; the last one removes its file, so no half report is ever listed or left behind.
 */
import { Processor } from '@nestjs/bullmq';
import { EventBus } from '@nestjs/cqrs';
import type { ReportGenerated } from '@backoffice/contracts';
import { localDate, localDateTime } from '@backoffice/domain';
import type { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { ProcessingHost } from '../../../platform/jobs/processing-host.js';
import { workerTiming } from '../../../platform/jobs/worker-options.js';
import { StorageService } from '../../../platform/storage/storage.service.js';
import { ReportGeneratedEvent } from '../events/report.events.js';
import { renderReportPdf } from '../report-pdf.js';
import { countReportLines, reportLines } from '../report-lines.query.js';
import { REPORT_QUEUE, type ReportJobData } from './report-rendering.queue.js';
import { clock } from '../../../platform/clock/clock.js';

const PROGRESS_EVERY_MS = 500;
const dotted = (date: string) => date.replaceAll('-', '.');

@Processor(REPORT_QUEUE, { autorun: false, ...workerTiming() })
export class ReportRenderingProcessor extends ProcessingHost {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly events: EventBus,
  ) {
    super();
  }

  async process(job: Job<ReportJobData>): Promise<ReportGenerated> {
    const { customerId, agentIds, perAgent, userId } = job.data;
    const jobId = String(job.id);
    const existing = await this.findReport(customerId, jobId);
    if (existing) return existing;

    const [customer] = await this.dataSource.query<{ name: string; time_zone: string }[]>(`SELECT name, time_zone FROM core.customers WHERE customer_id = $1`, [
      customerId,
    ]);
    const [user] = await this.dataSource.query<{ first_name: string; last_name: string; username: string }[]>(
      `SELECT first_name, last_name, username FROM core.users WHERE user_id = $1`,
      [userId],
    );
    const agents = await this.dataSource.query<{ name: string }[]>(
      `SELECT trim(first_name || ' ' || last_name) AS name FROM telephony.agents WHERE customer_id = $1 AND agent_id = ANY($2) ORDER BY lower(last_name), lower(first_name)`,
      [customerId, agentIds],
    );
    const timeZone = customer.time_zone;
    const from = new Date(job.data.from);
    const to = new Date(job.data.to);
    const scope = { customerId, agentIds, from, to, timeZone, perAgent };
    const statementTimeoutMs = this.appConfig.jobStatementTimeoutMs;
    const total = await countReportLines(this.dataSource, scope, statementTimeoutMs);
    const fileName = `quality-report-${localDate(from, timeZone)}-${localDate(to, timeZone)}.pdf`;
    const storageKey = `quality/reports/${customerId}/${jobId}.pdf`;
    const creator = user ? `${user.first_name} ${user.last_name} (${user.username})` : 'unknown user';
    const createdAt = clock.now();

    let sentAt = 0;
    try {
      const rendered = await renderReportPdf(
        {
          customerName: customer.name,
          periodFrom: dotted(localDate(from, timeZone)),
          periodTo: dotted(localDate(to, timeZone)),
          agents: agents.map((agent) => agent.name),
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
      await this.dataSource.query(
        `INSERT INTO quality.reports (customer_id, period_from, period_to, report_user_id, report_user, agent_ids, per_agent,
                                      perfect_calls, total_calls, file_name, storage_key, file_bytes, job_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
         ON CONFLICT (customer_id, job_id) DO NOTHING`,
        [
          customerId,
          from,
          to,
          userId,
          user?.username ?? 'unknown',
          agentIds,
          perAgent,
          rendered.totals.perfect,
          rendered.totals.total,
          fileName,
          storageKey,
          fileBytes,
          jobId,
          createdAt,
        ],
      );
    } catch (error) {
      const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (last && !(await this.findReport(customerId, jobId))) await this.storage.remove(storageKey);
      throw error;
    }
    const report = (await this.findReport(customerId, jobId))!;
    await job.updateProgress({ progress: 100, message: `Report generated successfully: ${report.PerfectCalls} perfect calls of ${report.TotalCalls}.` });
    this.events.publish(new ReportGeneratedEvent(customerId, report.ReportID));
    return report;
  }

  private async findReport(customerId: number, jobId: string): Promise<ReportGenerated | null> {
    const [row] = await this.dataSource.query<{ report_id: number; perfect_calls: number; total_calls: number }[]>(
      `SELECT report_id, perfect_calls, total_calls FROM quality.reports WHERE customer_id = $1 AND job_id = $2`,
      [customerId, jobId],
    );
    return row ? { ReportID: row.report_id, PerfectCalls: row.perfect_calls, TotalCalls: row.total_calls } : null;
  }
}
