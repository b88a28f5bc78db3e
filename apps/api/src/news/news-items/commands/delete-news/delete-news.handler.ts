import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { activeCustomerFor } from '../../../../platform/auth/active-customer.js';
import { CrudService } from '../../../../platform/crud/crud.service.js';
import { NewsAudienceChangedEvent } from '../../events/news-audience-changed.event.js';
import { NewsReader } from '../../news.queries.js';
import { newsResource } from '../../news.resource.js';
import { DeleteNewsCommand } from './delete-news.command.js';

/** The addressees of the deleted news lose them from their badge. */
@CommandHandler(DeleteNewsCommand)
export class DeleteNewsHandler implements ICommandHandler<DeleteNewsCommand, { deleted: number }> {
  constructor(
    private readonly crud: CrudService,
    private readonly reader: NewsReader,
    private readonly events: EventBus,
  ) {}

  async execute({ principal, newsIds }: DeleteNewsCommand): Promise<{ deleted: number }> {
    const customerId = activeCustomerFor(principal);
    const audience = await this.reader.audienceOf(customerId, newsIds);
    const result = await this.crud.bulkDelete(newsResource, newsIds, principal);
    this.events.publish(new NewsAudienceChangedEvent(customerId, newsIds, 'delete', [...new Set(audience)]));
    return result;
  }
}
