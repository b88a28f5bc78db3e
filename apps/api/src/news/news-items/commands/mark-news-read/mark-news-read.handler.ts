import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import type { News } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { AppError } from '../../../../platform/rpc/app-error.js';
import { NewsReadEvent } from '../../events/news-read.event.js';
import { NewsReader, viewerOf } from '../../news.queries.js';
import { MarkNewsReadCommand } from './mark-news-read.command.js';

/**
 * The caller confirms a news item they may see and are addressed to (else 404). Reading twice
 * changes nothing (one row per news and user) and tells nobody again.
 */
@CommandHandler(MarkNewsReadCommand)
export class MarkNewsReadHandler implements ICommandHandler<MarkNewsReadCommand, News> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reader: NewsReader,
    private readonly events: EventBus,
  ) {}

  async execute({ principal, newsId }: MarkNewsReadCommand): Promise<News> {
    const viewer = viewerOf(principal);
    const inserted = await this.dataSource.transaction(async (manager) => {
      // Shares the lock a save takes, so the audience a save stores cannot miss this read.
      await manager.query(`SELECT 1 FROM news.news WHERE customer_id = $1 AND news_id = $2 FOR SHARE`, [viewer.customerId, newsId]);
      await this.reader.load(newsId, viewer, manager);
      const rows = await manager.query<{ user_id: number }[]>(
        `INSERT INTO news.news_reads (customer_id, news_id, user_id)
         SELECT customer_id, news_id, user_id FROM news.news_users WHERE customer_id = $1 AND news_id = $2 AND user_id = $3
         ON CONFLICT DO NOTHING RETURNING user_id`,
        [viewer.customerId, newsId, viewer.userId],
      );
      if (rows.length === 0) {
        const [addressed] = await manager.query<{ any: boolean }[]>(
          `SELECT EXISTS (SELECT 1 FROM news.news_users WHERE customer_id = $1 AND news_id = $2 AND user_id = $3) AS any`,
          [viewer.customerId, newsId, viewer.userId],
        );
        if (!addressed.any) throw AppError.notFound(`News ${newsId} was not found among the news addressed to you.`);
      }
      return rows.length > 0;
    });
    if (inserted) this.events.publish(new NewsReadEvent(viewer.customerId, newsId, viewer.userId));
    return this.reader.load(newsId, viewer);
  }
}
