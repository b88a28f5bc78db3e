import type { TelephonyImportKind } from '@backoffice/contracts';
import type { JobRequester } from '../../../../platform/jobs/job-requester.js';

/** Import a stored upload: enqueue its job (one per import run) and answer the job id. */
export class StartTelephonyImportCommand {
  constructor(
    readonly importId: number,
    readonly requester: JobRequester,
    readonly customerId: number,
    readonly kind: TelephonyImportKind,
    readonly fileName: string,
    readonly storageKey: string,
    readonly fileBytes: number,
  ) {}
}
