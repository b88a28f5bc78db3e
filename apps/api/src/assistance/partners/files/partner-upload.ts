/**
 * Reads a partner upload (multipart: PartnerID, file, and the spec's Token, which the session
 * header already stands for): the file is taken into memory only up to its cap; a bigger one is
 * refused with 413 while it streams and nothing is kept. The file's type is then sniffed from its
 * bytes, never taken from its name or the browser's word.
 */
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../../platform/rpc/app-error.js';

export interface ReceivedUpload {
  partnerId: number;
  /** null: the request asked to remove the file (logo: file null). */
  file: { name: string; bytes: Buffer } | null;
}

const ID = /^[1-9]\d{0,9}$/;

/** The file name as sent, without folders, control characters or NULs, at most 200 characters. */
export function cleanFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return cleaned === '' ? fallback : cleaned;
}

export async function receivePartnerUpload(request: FastifyRequest, maxBytes: number, fallbackName: string): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    // A JSON body may only remove: { PartnerID, file: null }.
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.file === null) {
      // JSON carries the id as a number (as every id field); multipart fields are text, see below.
      const partnerId = body.PartnerID;
      if (typeof partnerId === 'number' && Number.isSafeInteger(partnerId) && partnerId > 0) return { partnerId, file: null };
      throw AppError.badRequest('Invalid input: PartnerID must be a whole number.');
    }
    throw AppError.unsupportedType('Send the file as multipart/form-data with the fields PartnerID and file.');
  }
  let partnerId: string | undefined;
  let file: ReceivedUpload['file'] = null;
  let removal = false;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw AppError.badRequest(`Unknown file field '${part.fieldname}'; send the file as "file".`);
        }
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        if (part.file.truncated) throw tooLarge(maxBytes);
        file = { name: cleanFileName(part.filename, fallbackName), bytes: Buffer.concat(chunks) };
      } else if (part.fieldname === 'PartnerID') {
        partnerId = String(part.value);
      } else if (part.fieldname === 'file') {
        // The spec's client sends file = null to remove the logo.
        removal = String(part.value) === 'null' || String(part.value) === '';
      } else if (part.fieldname !== 'Token') {
        throw AppError.badRequest(`Invalid input: ${part.fieldname} is not allowed.`);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    throw error;
  }
  if (partnerId === undefined || !ID.test(partnerId)) throw AppError.badRequest('Invalid input: PartnerID must be a positive id.');
  if (!file && !removal) throw AppError.badRequest('No file was sent (multipart field "file").');
  if (file && file.bytes.length === 0) throw AppError.badRequest('The file is empty.');
  return { partnerId: Number(partnerId), file };
}

function tooLarge(maxBytes: number): AppError {
  return AppError.tooLarge(`The file is larger than the limit of ${(maxBytes / 1024 / 1024).toLocaleString('en')} MiB; nothing was stored.`);
}

/** The MIME type the bytes show (file-type's magic numbers), or null when they show none it knows. */
export async function sniffedType(bytes: Buffer): Promise<string | null> {
  return (await fileTypeFromBuffer(bytes))?.mime ?? null;
}
