import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import type { News } from '@backoffice/contracts';
import { activeCustomerFor } from '../../../../platform/auth/active-customer.js';
import { CrudService } from '../../../../platform/crud/crud.service.js';
import { NewsAudienceChangedEvent } from '../../events/news-audience-changed.event.js';
import { NewsReader, viewerOf } from '../../news.queries.js';
import { newsResource } from '../../news.resource.js';
import { CreateNewsCommand } from './create-news.command.js';

/** The news and its audience in one transaction (the resource's hooks); the addressees' badges change after it. */
@CommandHandler(CreateNewsCommand)
export class CreateNewsHandler implements ICommandHandler<CreateNewsCommand, News> {
  constructor(
    private readonly crud: CrudService,
    private readonly reader: NewsReader,
    private readonly events: EventBus,
  ) {}

  async execute({ principal, news }: CreateNewsCommand): Promise<News> {
    const created = await this.crud.create(newsResource, { ...news }, principal);
    const newsId = Number(created.NewsID);
    this.events.publish(new NewsAudienceChangedEvent(activeCustomerFor(principal), [newsId], 'create', [...new Set(news.UserIDs)]));
    return this.reader.load(newsId, viewerOf(principal));
  }
}
