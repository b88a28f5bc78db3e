import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { SocketEvent, type NewsChangedMessage, type NewsReadMessage, type NewsUnreadMessage } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { PluginLoggerFactory, type PluginLogger } from '../../platform/logging/plugin-logger.js';
import { RealtimeService } from '../../platform/realtime/realtime.service.js';
import { NewsAudienceChangedEvent } from './events/news-audience-changed.event.js';
import { NewsReadEvent } from './events/news-read.event.js';
import { NewsReader } from './news.queries.js';
import { clock } from '../../platform/clock/clock.js';

/** The customer's calendar day now. */
async function customerToday(dataSource: DataSource, customerId: number): Promise<string> {
  const [row] = await dataSource.query<{ time_zone: string }[]>(`SELECT time_zone FROM core.customers WHERE customer_id = $1`, [customerId]);
  return clock.todayIn(row?.time_zone ?? 'UTC');
}

/** Each user's badge in that customer, to the user's sockets. */
async function pushUnreadCounts(dataSource: DataSource, reader: NewsReader, realtime: RealtimeService, customerId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return;
  const counts = await reader.unreadCounts(customerId, userIds, await customerToday(dataSource, customerId));
  for (const [userId, unread] of counts) {
    realtime.toUserInCustomer(customerId, userId, SocketEvent.NewsUnread, { CustomerID: customerId, Unread: unread } satisfies NewsUnreadMessage);
  }
}

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
      const [counts] = await this.dataSource.query<{ UserCount: number; UserReadCount: number }[]>(
        `SELECT (SELECT count(*)::int FROM news.news_users WHERE customer_id = $1 AND news_id = $2) AS "UserCount",
                (SELECT count(*)::int FROM news.news_reads WHERE customer_id = $1 AND news_id = $2) AS "UserReadCount"`,
        [customerId, newsId],
      );
      const message: NewsReadMessage = { CustomerID: customerId, NewsID: newsId, UserID: userId, ...counts };
      this.realtime.toCustomer(customerId, SocketEvent.NewsRead, message);
      await pushUnreadCounts(this.dataSource, this.reader, this.realtime, customerId, [userId]);
    } catch (error) {
      this.log.warn(`Could not tell about the read of news ${newsId}: ${String(error)}`);
    }
  }
}

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
      await pushUnreadCounts(this.dataSource, this.reader, this.realtime, customerId, userIds);
    } catch (error) {
      this.log.warn(`Could not update the news badges: ${String(error)}`);
    }
  }
}
