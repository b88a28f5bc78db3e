/**
 * Imports an uploaded file (see TelephonyImporter) as a BullMQ job, with progress for the
 * uploader's downloads menu: lines read and rows written, percent of the file read.
 * - A rejected file fails the job for good (UnrecoverableError): retrying cannot change it; the
 *   reason is on the run and in the failure message.
 * - A fault (database, storage) fails the attempt; BullMQ retries with backoff and the run says so.
 * - A worker killed half-way leaves nothing: the import is one transaction, the run is marked
 *   imported inside it, and another worker takes the job up once its lock runs out.
 * The stored upload is removed once the run has its outcome.
 */
import { Processor } from '@nestjs/bullmq';
import { UnrecoverableError, type Job } from 'bullmq';
import { TelephonyQueue } from '@backoffice/contracts';
import { ProcessingHost } from '../../../platform/jobs/processing-host.js';
import { workerTiming } from '../../../platform/jobs/worker-options.js';
import { StorageService } from '../../../platform/storage/storage.service.js';
import type { ImportProgress } from '../import-context.js';
import { rejectionReason, rowsWritten } from '../import-report.js';
import { TelephonyImporter, UnknownTenantError } from '../telephony-importer.js';
import type { TelephonyImportJobData, TelephonyImportJobResult } from './telephony-import.queue.js';

/** Progress is sent at most this often (and at every phase change). */
const PROGRESS_EVERY_MS = 500;

@Processor(TelephonyQueue.Import, { autorun: false, ...workerTiming() })
export class TelephonyImportProcessor extends ProcessingHost {
  constructor(
    private readonly importer: TelephonyImporter,
    private readonly storage: StorageService,
  ) {
    super();
  }

  async process(job: Job<TelephonyImportJobData>): Promise<TelephonyImportJobResult> {
    const { importId, storageKey, fileName } = job.data;
    const runs = this.importer.runs;
    const before = await runs.start(importId);
    if (!before) throw new UnrecoverableError(`Import run ${importId} does not exist.`);
    // Delivered again after it finished (a lost acknowledgement): the run already has its outcome.
    if (before.status === 'imported') return { importId, rowsWritten: before.report ? rowsWritten(before.report) : 0 };
    if (before.status === 'rejected' || before.status === 'refused')
      throw new UnrecoverableError(`${fileName} was not imported: ${before.report ? rejectionReason(before.report) : before.status}`);
    const size = await this.storage.size(storageKey);
    if (size === null) {
      const reason = 'the uploaded file is no longer in the storage: upload it again';
      await runs.fail(importId, 'failed', reason);
      throw new UnrecoverableError(`${fileName} was not imported: ${reason}`);
    }

    let sentAt = 0;
    let sentPhase: ImportProgress['phase'] | null = null;
    const onProgress = async (progress: ImportProgress) => {
      const now = Date.now();
      if (progress.phase === sentPhase && now - sentAt < PROGRESS_EVERY_MS) return;
      sentAt = now;
      sentPhase = progress.phase;
      await job.updateProgress({ progress: percentOf(progress), message: progressMessage(progress) });
    };
    let report;
    try {
      report = await this.importer.importFile({
        kind: job.data.kind,
        customerId: job.data.customerId,
        fileName,
        input: this.storage.read(storageKey),
        totalBytes: size,
        importId,
        onProgress,
        statementTimeoutMs: this.appConfig.jobStatementTimeoutMs,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = error instanceof UnknownTenantError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await runs.fail(importId, final ? 'failed' : 'queued', final ? message : `attempt ${job.attemptsMade + 1} failed (${message}); it is retried`);
      if (!final) throw error;
      await this.storage.remove(storageKey);
      throw new UnrecoverableError(`${fileName} was not imported: ${message}`);
    }
    await this.storage.remove(storageKey);
    if (!report.Accepted) throw new UnrecoverableError(`${fileName} was not imported: ${rejectionReason(report)}`);
    return { importId, rowsWritten: rowsWritten(report) };
  }
}

/** Reading is 0..95 % by bytes; writing the staged rows the last part. */
function percentOf(progress: ImportProgress): number {
  if (progress.phase === 'done') return 100;
  if (progress.phase === 'writing') return 97;
  if (progress.totalBytes <= 0) return 0;
  return Math.min(95, Math.floor((progress.bytesRead / progress.totalBytes) * 95));
}

function progressMessage(progress: ImportProgress): string {
  const lines = `${progress.linesRead.toLocaleString('en')} lines read`;
  if (progress.phase === 'writing') return `${lines}, writing ${progress.rowsWritten.toLocaleString('en')} rows`;
  return `${lines}, ${progress.rowsWritten.toLocaleString('en')} rows written`;
}
