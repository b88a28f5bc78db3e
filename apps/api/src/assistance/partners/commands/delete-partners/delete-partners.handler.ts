import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { activeCustomerFor } from '../../../../platform/auth/active-customer.js';
import { CrudService } from '../../../../platform/crud/crud.service.js';
import { PartnerFiles } from '../../files/partner-files.service.js';
import { partnersResource } from '../../partners.resource.js';
import { PartnerChanges } from '../partner-changes.js';
import { DeletePartnersCommand } from './delete-partners.command.js';

/** The rows go in one transaction (the group records by cascade); their files are removed after the commit. */
@CommandHandler(DeletePartnersCommand)
export class DeletePartnersHandler implements ICommandHandler<DeletePartnersCommand, { deleted: number }> {
  constructor(
    private readonly crud: CrudService,
    private readonly files: PartnerFiles,
    private readonly changes: PartnerChanges,
  ) {}

  async execute({ principal, partnerIds }: DeletePartnersCommand): Promise<{ deleted: number }> {
    const keys = await this.files.keysOf(principal, partnerIds);
    const result = await this.crud.bulkDelete(partnersResource, partnerIds, principal);
    await this.files.removeStored(keys);
    await this.changes.committed(activeCustomerFor(principal), 'delete', [...new Set(partnerIds)]);
    return result;
  }
}
