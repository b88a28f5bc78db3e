import { TelephonyQueue } from '@backoffice/contracts';
import { InjectQueue } from '@nestjs/bullmq';
import { HttpStatus } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ImportQueued } from '@backoffice/contracts';
import { withoutNul } from '@backoffice/domain/server';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { JobEnqueuer } from '../../../../platform/jobs/enqueue-once.js';
import { AppError } from '../../../../platform/rpc/app-error.js';
import { StorageService } from '../../../../platform/storage/storage.service.js';
import { ImportRunLog } from '../../import-run-log.js';
import { telephonyImportJobId, type TelephonyImportJobData } from '../../jobs/telephony-import.queue.js';
import { StartTelephonyImportCommand } from './start-telephony-import.command.js';

@CommandHandler(StartTelephonyImportCommand)
export class StartTelephonyImportHandler implements ICommandHandler<StartTelephonyImportCommand, ImportQueued> {
  constructor(
    @InjectQueue(TelephonyQueue.Import) private readonly queue: Queue<TelephonyImportJobData>,
    private readonly dataSource: DataSource,
    private readonly jobs: JobEnqueuer,
    private readonly storage: StorageService,
  ) {}

  async execute(command: StartTelephonyImportCommand): Promise<ImportQueued> {
    const jobId = telephonyImportJobId(command.importId);
    const runs = new ImportRunLog(this.dataSource);
    // Queued before the job exists, so a worker that starts at once finds the run ready.
    await runs.queued(command.importId, { storageKey: command.storageKey, fileBytes: command.fileBytes, jobId });
    const fileName = withoutNul(command.fileName);
    try {
      // The import's customer, which may not be the uploader's active one, counts the job.
      await this.jobs.enqueueOnce(
        this.queue,
        'import',
        {
          requester: command.requester,
          label: `Import ${command.kind}: ${fileName}`,
          importId: command.importId,
          customerId: command.customerId,
          kind: command.kind,
          fileName,
          storageKey: command.storageKey,
          fileBytes: command.fileBytes,
        },
        jobId,
        { customerId: command.customerId },
      );
    } catch (error) {
      const limited = error instanceof AppError && error.getStatus() === HttpStatus.TOO_MANY_REQUESTS;
      await runs.fail(
        command.importId,
        limited ? 'refused' : 'failed',
        `the import could not be queued: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (limited) await this.storage.remove(command.storageKey);
      throw error;
    }
    return { ImportID: command.importId, JobID: jobId, Kind: command.kind, FileName: fileName, FileBytes: command.fileBytes };
  }
}
