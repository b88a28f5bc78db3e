import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { SocketEvent, type NewsReadMessage } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { PluginLoggerFactory, type PluginLogger } from '../../../platform/logging/plugin-logger.js';
import { RealtimeService } from '../../../platform/realtime/realtime.service.js';
import { NewsReader, readCounts } from '../news.queries.js';
import { NewsReadEvent } from './news-read.event.js';
import { pushUnreadCounts } from './news-unread-counts.js';

/**
 * A read reaches the editors' open list and details (new counts, the reader turns green) through
 * the customer's room, and the reader's other tabs through their badge.
 */
@EventsHandler(NewsReadEvent)
export class NewsReadNotifier implements IEventHandler<NewsReadEvent> {
  private readonly log: PluginLogger;

  constructor(
    private readonly dataSource: DataSource,
    private readonly reader: NewsReader,
    private readonly realtime: RealtimeService,
    loggers: PluginLoggerFactory,
  ) {
    this.log = loggers.for('news');
  }

  async handle({ customerId, newsId, userId }: NewsReadEvent): Promise<void> {
    try {
      const counts = await readCounts(this.dataSource.manager, customerId, newsId);
      const message: NewsReadMessage = { CustomerID: customerId, NewsID: newsId, UserID: userId, ...counts };
      this.realtime.toCustomer(customerId, SocketEvent.NewsRead, message);
      await pushUnreadCounts(this.dataSource.manager, this.reader, this.realtime, customerId, [userId]);
    } catch (error) {
      this.log.warn(`Could not tell about the read of news ${newsId}: ${String(error)}`);
    }
  }
}
