/**
 * The price list PDF and the logo of a partner, kept in the platform storage under keys the server
 * makes (never a path the user chose). A PDF must be one by its bytes; a logo must be a raster
 * image by its bytes and is normalised with sharp (orientation applied, fitted into 400 x 400,
 * metadata dropped, PNG). A new file is stored first, the row then points at it in a transaction,
 * and the old file is removed after the commit; a failed step leaves the old state.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { LOGO_MAX_PIXELS, type CostsDocumentDownload } from '@backoffice/contracts';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import type { Principal } from '../../../platform/auth/principal.js';
import { AppError } from '../../../platform/rpc/app-error.js';
import { StorageService } from '../../../platform/storage/storage.service.js';
import { sniffedType, type ReceivedUpload } from './partner-upload.js';
import { activeCustomerFor } from '../../../platform/auth/active-customer.js';
import { partnerFile, partnerFileKeys, replacePartnerFile, type PartnerFileColumn } from './partner-files.queries.js';

export const PDF_REQUIRED = 'Please upload a PDF file.';
export const IMAGE_REQUIRED = 'Please select an image for the logo';
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif', 'image/tiff'];

@Injectable()
export class PartnerFiles {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: StorageService,
  ) {}

  async saveCostsDocument(principal: Principal, upload: ReceivedUpload): Promise<{ OriginalFileName: string }> {
    await this.assertVisible(principal, upload.partnerId);
    if (!upload.file) throw AppError.badRequest('No file was sent (multipart field "file").');
    if ((await sniffedType(upload.file.bytes)) !== 'application/pdf') throw AppError.unsupportedType(PDF_REQUIRED);
    await this.replace(principal, upload.partnerId, 'costs_document', { bytes: upload.file.bytes, name: upload.file.name, extension: 'pdf' });
    return { OriginalFileName: upload.file.name };
  }

  /** Stores the normalised logo, or removes it (file null); answers the new Logo file name. */
  async saveLogo(principal: Principal, upload: ReceivedUpload): Promise<{ Logo: string | null }> {
    await this.assertVisible(principal, upload.partnerId);
    if (!upload.file) {
      await this.replace(principal, upload.partnerId, 'logo', null);
      return { Logo: null };
    }
    const type = await sniffedType(upload.file.bytes);
    if (!type || !LOGO_TYPES.includes(type)) throw AppError.unsupportedType(IMAGE_REQUIRED);
    let png: Buffer;
    try {
      png = await sharp(upload.file.bytes, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize(LOGO_MAX_PIXELS, LOGO_MAX_PIXELS, { fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer();
    } catch {
      throw AppError.unsupportedType(IMAGE_REQUIRED);
    }
    const name = `logo-${randomUUID().slice(0, 8)}.png`;
    await this.replace(principal, upload.partnerId, 'logo', { bytes: png, name, extension: 'png' });
    return { Logo: name };
  }

  async downloadCostsDocument(principal: Principal, partnerId: number): Promise<CostsDocumentDownload> {
    const row = await this.fileOf(principal, partnerId, 'costs_document');
    if (!row.key) throw AppError.notFound(`Partner ${partnerId} has no price list.`);
    const chunks: Buffer[] = [];
    for await (const chunk of this.storage.read(row.key)) chunks.push(chunk as Buffer);
    return { OriginalFileName: row.name ?? 'PriceList.pdf', FileBuffer: Buffer.concat(chunks).toString('base64') };
  }

  /** The stored logo as a stream (GET, for img elements). */
  async openLogo(principal: Principal, partnerId: number): Promise<Readable> {
    const row = await this.fileOf(principal, partnerId, 'logo');
    if (!row.key) throw AppError.notFound(`Partner ${partnerId} has no logo.`);
    return this.storage.read(row.key);
  }

  /** Keys of the partners' files, for removal after they are deleted. */
  async keysOf(principal: Principal, partnerIds: number[]): Promise<string[]> {
    return partnerFileKeys(this.dataSource.manager, activeCustomerFor(principal), partnerIds);
  }

  async removeStored(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.storage.remove(key)));
  }

  private async replace(
    principal: Principal,
    partnerId: number,
    column: PartnerFileColumn,
    file: { bytes: Buffer; name: string; extension: string } | null,
  ): Promise<void> {
    const customerId = activeCustomerFor(principal);
    const key = file ? `assistance/${customerId}/partners/${partnerId}/${column}-${randomUUID()}.${file.extension}` : null;
    if (key && file) await this.storage.write(key, file.bytes);
    let previous: string | null = null;
    try {
      previous = await this.dataSource.transaction(async (manager) => {
        const replaced = await replacePartnerFile(manager, customerId, partnerId, column, key && file ? { key, name: file.name } : null);
        if (!replaced) throw AppError.notFound(`Partner ${partnerId} was not found.`);
        return replaced.previous;
      });
    } catch (error) {
      if (key) await this.storage.remove(key);
      throw error;
    }
    if (previous) await this.storage.remove(previous);
  }

  private async fileOf(principal: Principal, partnerId: number, column: PartnerFileColumn): Promise<{ key: string | null; name: string | null }> {
    const row = await partnerFile(this.dataSource.manager, activeCustomerFor(principal), partnerId, column);
    if (!row) throw AppError.notFound(`Partner ${partnerId} was not found.`);
    return row;
  }

  private async assertVisible(principal: Principal, partnerId: number): Promise<void> {
    await this.fileOf(principal, partnerId, 'logo');
  }
}
