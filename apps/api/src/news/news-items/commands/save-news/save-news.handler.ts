import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import type { News } from '@backoffice/contracts';
import { activeCustomerFor } from '../../../../platform/auth/active-customer.js';
import { CrudService } from '../../../../platform/crud/crud.service.js';
import { NewsAudienceChangedEvent } from '../../events/news-audience-changed.event.js';
import { NewsReader, viewerOf } from '../../news.queries.js';
import { newsResource } from '../../news.resource.js';
import { SaveNewsCommand } from './save-news.command.js';

/** The users addressed before and after the save both get their badge counted anew. */
@CommandHandler(SaveNewsCommand)
export class SaveNewsHandler implements ICommandHandler<SaveNewsCommand, News> {
  constructor(
    private readonly crud: CrudService,
    private readonly reader: NewsReader,
    private readonly events: EventBus,
  ) {}

  async execute({ principal, news }: SaveNewsCommand): Promise<News> {
    const customerId = activeCustomerFor(principal);
    const before = await this.reader.audienceOf(customerId, [news.NewsID]);
    await this.crud.save(newsResource, { ...news }, principal);
    const after = await this.reader.audienceOf(customerId, [news.NewsID]);
    this.events.publish(new NewsAudienceChangedEvent(customerId, [news.NewsID], 'save', [...new Set([...before, ...after])]));
    return this.reader.load(news.NewsID, viewerOf(principal));
  }
}
