/**
 * Receives an import upload: records its run, streams it into the platform storage through the
 * upload checks (text, kind, size), and starts its job. What can be known at once is answered at
 * once (413, 415, 400) and leaves a refused run with its reason and no stored file.
 */
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { MultipartFile } from '@fastify/multipart';
import type { ImportQueued, TelephonyImportKind } from '@backoffice/contracts';
import { withoutNul } from '@backoffice/domain/server';
import { pipeline } from 'node:stream/promises';
import { DataSource } from 'typeorm';
import type { Principal } from '../../platform/auth/principal.js';
import { AppConfig } from '../../platform/config/app-config.js';
import { JobEnqueuer } from '../../platform/jobs/enqueue-once.js';
import { requesterOf } from '../../platform/jobs/job-requester.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { StorageService } from '../../platform/storage/storage.service.js';
import { StartTelephonyImportCommand } from './commands/start-telephony-import/start-telephony-import.command.js';
import { ImportRunLog } from './import-run-log.js';
import { UploadInspection, UploadRefusedError, tooLarge } from './upload-inspection.js';

@Injectable()
export class ImportUploads {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly commands: CommandBus,
    private readonly config: AppConfig,
    private readonly jobs: JobEnqueuer,
  ) {}

  /** An upload for a customer that does not exist or is not the user's: refused, and recorded. */
  async refuseCustomer(principal: Principal, kind: TelephonyImportKind, fileName: string, customerId: number): Promise<never> {
    await new ImportRunLog(this.dataSource).open({
      customerId: null,
      kind,
      fileName,
      userId: principal.realUserId,
      status: 'refused',
      reason: `customer ${customerId} does not exist or is not yours`,
    });
    throw AppError.notFound(`Customer ${customerId} was not found.`);
  }

  async receive(principal: Principal, kind: TelephonyImportKind, customerId: number, file: MultipartFile): Promise<ImportQueued> {
    const requester = requesterOf(principal);
    // At the job limit the file is not taken in at all (the enqueue checks again, atomically).
    await this.jobs.assertRoom({ userId: requester.userId, customerId }).catch((error: unknown) => {
      file.file.resume();
      throw error;
    });
    const runs = new ImportRunLog(this.dataSource);
    const fileName = withoutNul(file.filename || 'upload');
    const importId = await runs.open({ customerId, kind, fileName, userId: principal.realUserId, status: 'receiving' });
    const storageKey = `imports/${importId}/upload`;
    const inspection = new UploadInspection(kind, this.config.maxUploadBytes);
    // The multipart parser stops a file at the limit and says so: the upload is refused then and there.
    file.file.once('limit', () => inspection.destroy(tooLarge(this.config.maxUploadBytes)));
    try {
      const [received, stored] = await Promise.allSettled([pipeline(file.file, inspection), this.storage.write(storageKey, inspection)]);
      if (received.status === 'rejected') throw received.reason;
      if (stored.status === 'rejected') throw stored.reason;
      if (file.file.truncated) throw tooLarge(this.config.maxUploadBytes);
    } catch (error) {
      await this.storage.remove(storageKey);
      const refusal =
        error instanceof UploadRefusedError
          ? error
          : (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
            ? tooLarge(this.config.maxUploadBytes)
            : null;
      if (!refusal) {
        await runs.fail(importId, 'refused', `the upload did not arrive whole: ${error instanceof Error ? error.message : String(error)}`);
        throw error;
      }
      await runs.fail(importId, 'refused', refusal.message);
      throw new AppError(refusal.status, `${fileName} was not accepted: ${refusal.message}.`);
    }
    return this.commands.execute(new StartTelephonyImportCommand(importId, requester, customerId, kind, fileName, storageKey, inspection.bytes));
  }
}
