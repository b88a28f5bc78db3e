/**
 * POST telephony/imports/{kind} (TelephonyCalls.importFile) with a multipart file (field `file`): kind one of queue_log,
 * cdr_csv, absences, mail_activities, pc_inventory, lunch_breaks. The file goes into the session's
 * active customer (or `?CustomerID=`, which must exist and be the user's). Importing rewrites a
 * tenant's call history, so it needs the `*` permission (administrators).
 *
 * The upload streams into the storage and the call answers at once with the job (ImportQueued);
 * the job imports it, its progress reaches the uploader's downloads menu, and the outcome is on
 * the import run (telephony/imports/runs/list and /load). Refused at once: an unknown kind (404),
 * a request that is not multipart or a binary file or another kind's file (415), an empty file
 * (400), a file over the upload limit (413, nothing stored).
 */
import { Controller, Param, Query, Req } from '@nestjs/common';
import { ApiBody, ApiParam, ApiTags } from '@nestjs/swagger';
import { TELEPHONY_IMPORT_KINDS, TelephonyCalls, type ImportQueued, type TelephonyImportKind } from '@backoffice/contracts';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { Reply } from '../../platform/rpc/rpc.decorator.js';
import { ImportUploads } from './import-uploads.service.js';
import { importableCustomer } from './telephony-imports.queries.js';

@ApiTags('telephony/imports')
@Controller()
export class TelephonyImportsController {
  constructor(
    private readonly uploads: ImportUploads,
    private readonly dataSource: DataSource,
  ) {}

  @Call(TelephonyCalls.importFile)
  @ApiParam({ name: 'kind', enum: TELEPHONY_IMPORT_KINDS })
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  async upload(
    @CurrentPrincipal() principal: Principal,
    @Param('kind') kind: string,
    @Query('CustomerID') requestedCustomer: string | undefined,
    @Req() request: FastifyRequest,
  ): Promise<Reply<ImportQueued>> {
    if (!(TELEPHONY_IMPORT_KINDS as readonly string[]).includes(kind)) {
      throw AppError.notFound(`Unknown import '${kind}'; known: ${TELEPHONY_IMPORT_KINDS.join(', ')}.`);
    }
    let customerId: number;
    if (requestedCustomer === undefined) customerId = activeCustomerFor(principal);
    else if (/^[1-9]\d{0,9}$/.test(requestedCustomer)) customerId = Number(requestedCustomer);
    else throw AppError.badRequest(`CustomerID must be a positive whole number, got '${requestedCustomer}'.`);
    if (!request.isMultipart()) throw AppError.unsupportedType('Send the file as multipart/form-data in the field "file".');
    const file = await request.file();
    if (!file) throw AppError.badRequest('No file was sent (multipart field "file").');
    if (!(await importableCustomer(this.dataSource.manager, principal, customerId))) {
      file.file.resume();
      await this.uploads.refuseCustomer(principal, kind as TelephonyImportKind, file.filename, customerId);
    }
    const queued = await this.uploads.receive(principal, kind as TelephonyImportKind, customerId, file);
    return new Reply(queued, `${queued.FileName} is being imported (job ${queued.JobID}).`);
  }
}
