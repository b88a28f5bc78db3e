/**
 * Upload calls for telephony imports: POST telephony/imports/{kind} with a multipart file
 * (field `file`), kind one of queue_log, cdr_csv, absences, mail_activities, pc_inventory,
 * lunch_breaks. The file goes into the session's active customer. Importing rewrites a tenant's
 * call history, so it needs the `*` permission (administrators).
 *
 * The answer is the envelope with the ImportReport as data: 200 when the file was imported,
 * 400 with the rejected lines when it was not (nothing written), 415 when it is not a text file.
 */
import { Controller, Param, Req, Res } from '@nestjs/common';
import { Permission, TELEPHONY_IMPORT_KINDS, type Envelope, type ImportReport, type TelephonyImportKind } from '@backoffice/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough, type Readable } from 'node:stream';
import { CurrentPrincipal, RequirePermissions, activeCustomerOf } from '../../auth/auth.decorators.js';
import type { Principal } from '../../auth/principal.js';
import { AppError } from '../../rpc/app-error.js';
import { RawResponse, Rpc } from '../../rpc/rpc.decorator.js';
import { TelephonyImportService, UnknownTenantError } from './telephony-import.service.js';

/** Text files only: a NUL byte in the first 8 KiB means binary (a zip, an image, a recording). */
export async function sniffText(source: Readable): Promise<Readable | null> {
  const iterator = source[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < 8192) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    const chunk = Buffer.from(next.value as Buffer);
    head.push(chunk);
    length += chunk.length;
  }
  const bytes = Buffer.concat(head);
  if (bytes.subarray(0, 8192).includes(0)) {
    source.resume();
    return null;
  }
  const out = new PassThrough();
  void (async () => {
    try {
      if (!out.write(bytes)) await new Promise((resolve) => out.once('drain', resolve));
      if (!done) {
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
          if (!out.write(next.value)) await new Promise((resolve) => out.once('drain', resolve));
        }
      }
      out.end();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

@Controller('telephony/imports')
export class TelephonyImportController {
  constructor(private readonly imports: TelephonyImportService) {}

  @Rpc(':kind', { fail: 'Cannot import the file' })
  @RawResponse()
  @RequirePermissions(Permission.All)
  async upload(@CurrentPrincipal() principal: Principal, @Param('kind') kind: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    if (!(TELEPHONY_IMPORT_KINDS as readonly string[]).includes(kind)) {
      throw AppError.notFound(`Unknown import '${kind}'; known: ${TELEPHONY_IMPORT_KINDS.join(', ')}.`);
    }
    const customerId = activeCustomerOf(principal);
    if (!request.isMultipart()) throw AppError.unsupportedType('Send the file as multipart/form-data in the field "file".');
    const file = await request.file();
    if (!file) throw AppError.badRequest('No file was sent (multipart field "file").');
    const text = await sniffText(file.file);
    if (!text) throw AppError.unsupportedType(`${file.filename} is not a text file.`);
    let report: ImportReport;
    try {
      report = await this.imports.importFile({
        kind: kind as TelephonyImportKind,
        customerId,
        fileName: file.filename,
        input: text,
        userId: principal.realUserId,
        assertInputComplete: () => {
          if (file.file.truncated) throw AppError.tooLarge(`${file.filename} is larger than the upload limit.`);
        },
      });
    } catch (error) {
      // @fastify/multipart fails the stream past the upload limit; the import was rolled back.
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.tooLarge(`${file.filename} is larger than the upload limit.`);
      if (error instanceof UnknownTenantError) throw AppError.notFound(error.message);
      throw error;
    }
    if (file.file.truncated) throw AppError.tooLarge(`${file.filename} is larger than the upload limit.`);
    const rejected = report.Errors.length + report.MoreErrors;
    const body: Envelope<ImportReport> = report.Accepted
      ? { succeeded: true, status: 200, message: `${file.filename} imported.`, result: { data: report } }
      : {
          succeeded: false,
          status: 400,
          message: `${file.filename} was not imported: ${rejected} row(s) rejected, nothing written.`,
          result: { data: report },
        };
    return reply.code(body.status ?? 200).send(body);
  }
}
