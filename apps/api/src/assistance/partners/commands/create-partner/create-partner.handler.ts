import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NEW_PARTNER_PRIORITY, type Partner } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { activeCustomerFor } from '../../../../platform/auth/active-customer.js';
import { writeGroupRecord } from '../../group-records.js';
import { checkedDraft, partnerColumns } from '../../partner-draft.js';
import { PartnerEntity } from '../../partner.entity.js';
import { readPartner } from '../../partners.queries.js';
import { PartnerChanges } from '../partner-changes.js';
import { CreatePartnerCommand } from './create-partner.command.js';

/** The checked draft's row and its group record in one transaction; a refused draft changes nothing. */
@CommandHandler(CreatePartnerCommand)
export class CreatePartnerHandler implements ICommandHandler<CreatePartnerCommand, Partner> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: PartnerChanges,
  ) {}

  async execute({ principal, body }: CreatePartnerCommand): Promise<Partner> {
    const customerId = activeCustomerFor(principal);
    const draft = checkedDraft({ ...body, Priority: body.Priority ?? NEW_PARTNER_PRIORITY }, 'create');
    const id = await this.dataSource.transaction(async (manager) => {
      const result = await manager.insert(PartnerEntity, { ...partnerColumns(draft, principal), customerId });
      const partnerId = Number(result.identifiers[0].partnerId);
      await writeGroupRecord(manager, partnerId, customerId, draft.Group as string, draft.GroupSpecificFields);
      return partnerId;
    });
    await this.changes.committed(customerId, 'create', [id]);
    return readPartner(this.dataSource.manager, id, principal);
  }
}
