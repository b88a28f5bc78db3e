import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Partner } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { activeCustomerFor } from '../../../../platform/auth/active-customer.js';
import { clock } from '../../../../platform/clock/clock.js';
import { writeGroupRecord } from '../../group-records.js';
import { checkedDraft, mergedDraft, partnerColumns } from '../../partner-draft.js';
import { PartnerEntity } from '../../partner.entity.js';
import { readPartner } from '../../partners.queries.js';
import { PartnerChanges } from '../partner-changes.js';
import { SavePartnerCommand } from './save-partner.command.js';

/** The partner as stored with the body over it, checked whole; row and group record in one transaction. */
@CommandHandler(SavePartnerCommand)
export class SavePartnerHandler implements ICommandHandler<SavePartnerCommand, Partner> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: PartnerChanges,
  ) {}

  async execute({ principal, partnerId, body }: SavePartnerCommand): Promise<Partner> {
    const customerId = activeCustomerFor(principal);
    await this.dataSource.transaction(async (manager) => {
      // Another customer's partner is a 404, as a missing one.
      const current = await readPartner(manager, partnerId, principal);
      const draft = checkedDraft(mergedDraft(current, body), 'edit');
      await writeGroupRecord(manager, partnerId, customerId, draft.Group as string, draft.GroupSpecificFields);
      await manager.update(PartnerEntity, { partnerId }, { ...partnerColumns(draft, principal), updatedAt: clock.now() });
    });
    await this.changes.committed(customerId, 'save', [partnerId]);
    return readPartner(this.dataSource.manager, partnerId, principal);
  }
}
