import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { SocketEvent, type NewsChangedMessage } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { PluginLoggerFactory, type PluginLogger } from '../../../platform/logging/plugin-logger.js';
import { RealtimeService } from '../../../platform/realtime/realtime.service.js';
import { NewsReader } from '../news.queries.js';
import { NewsAudienceChangedEvent } from './news-audience-changed.event.js';
import { pushUnreadCounts } from './news-unread-counts.js';

/** New, changed or deleted news: the lists of the customer reload, the addressees' badges change. */
@EventsHandler(NewsAudienceChangedEvent)
export class NewsBadgeNotifier implements IEventHandler<NewsAudienceChangedEvent> {
  private readonly log: PluginLogger;

  constructor(
    private readonly dataSource: DataSource,
    private readonly reader: NewsReader,
    private readonly realtime: RealtimeService,
    loggers: PluginLoggerFactory,
  ) {
    this.log = loggers.for('news');
  }

  async handle({ customerId, newsIds, action, userIds }: NewsAudienceChangedEvent): Promise<void> {
    try {
      this.realtime.toCustomer(customerId, SocketEvent.NewsChanged, { CustomerID: customerId, NewsIDs: [...newsIds], action } satisfies NewsChangedMessage);
      await pushUnreadCounts(this.dataSource.manager, this.reader, this.realtime, customerId, userIds);
    } catch (error) {
      this.log.warn(`Could not update the news badges: ${String(error)}`);
    }
  }
}
