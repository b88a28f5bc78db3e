import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import type { News } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { AppError } from '../../../../platform/rpc/app-error.js';
import { NewsReadEvent } from '../../events/news-read.event.js';
import { lockNewsForRead, NewsReader, recordRead, viewerOf } from '../../news.queries.js';
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
      await lockNewsForRead(manager, viewer.customerId, newsId);
      await this.reader.load(newsId, viewer, manager);
      const recorded = await recordRead(manager, viewer.customerId, newsId, viewer.userId);
      if (recorded === null) throw AppError.notFound(`News ${newsId} was not found among the news addressed to you.`);
      return recorded;
    });
    if (inserted) this.events.publish(new NewsReadEvent(viewer.customerId, newsId, viewer.userId));
    return this.reader.load(newsId, viewer);
  }
}
