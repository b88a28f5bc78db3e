import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NewsAudienceController } from './audience/audience.controller.js';
import { MarkNewsReadHandler } from './news-items/commands/mark-news-read/mark-news-read.handler.js';
import { NewsController } from './news-items/news.controller.js';
import { NewsEntity } from './news-items/news.entity.js';
import { NewsBadgeNotifier, NewsReadNotifier } from './news-items/news.notifier.js';
import { NewsReader } from './news-items/news.queries.js';
import { NewsSearch } from './news-items/news.search.js';

const controllers = [NewsController, NewsAudienceController];
const commandHandlers = [MarkNewsReadHandler];
const eventHandlers = [NewsReadNotifier, NewsBadgeNotifier];

/** News: targeted announcements, read confirmations, live read counts and the unread badge. */
@Module({
  imports: [TypeOrmModule.forFeature([NewsEntity])],
  controllers,
  providers: [NewsReader, NewsSearch, ...commandHandlers, ...eventHandlers],
})
export class NewsModule {}
