import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { activeCustomerFor } from '../../../../platform/auth/active-customer.js';
import { PartnerFiles } from '../../files/partner-files.service.js';
import { PartnerChanges } from '../partner-changes.js';
import { StorePartnerFileCommand } from './store-partner-file.command.js';

type Stored = { OriginalFileName: string } | { Logo: string | null };

/** The file is checked by its bytes and stored before the row points at it (PartnerFiles); the customer's admins then refresh. */
@CommandHandler(StorePartnerFileCommand)
export class StorePartnerFileHandler implements ICommandHandler<StorePartnerFileCommand, Stored> {
  constructor(
    private readonly files: PartnerFiles,
    private readonly changes: PartnerChanges,
  ) {}

  async execute({ principal, kind, upload }: StorePartnerFileCommand): Promise<Stored> {
    const stored = kind === 'logo' ? await this.files.saveLogo(principal, upload) : await this.files.saveCostsDocument(principal, upload);
    await this.changes.committed(activeCustomerFor(principal), kind, [upload.partnerId]);
    return stored;
  }
}
