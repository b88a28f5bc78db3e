import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NewsAudienceController } from './audience/audience.controller.js';
import { CreateNewsHandler } from './news-items/commands/create-news/create-news.handler.js';
import { DeleteNewsHandler } from './news-items/commands/delete-news/delete-news.handler.js';
import { MarkNewsReadHandler } from './news-items/commands/mark-news-read/mark-news-read.handler.js';
import { SaveNewsHandler } from './news-items/commands/save-news/save-news.handler.js';
import { NewsBadgeNotifier } from './news-items/events/news-audience-changed.handler.js';
import { NewsReadNotifier } from './news-items/events/news-read.handler.js';
import { NewsController } from './news-items/news.controller.js';
import { NewsEntity } from './news-items/news.entity.js';
import { NewsReader } from './news-items/news.queries.js';
import { NewsSearch } from './news-items/news.search.js';

const controllers = [NewsController, NewsAudienceController];
const commandHandlers = [CreateNewsHandler, SaveNewsHandler, DeleteNewsHandler, MarkNewsReadHandler];
const eventHandlers = [NewsReadNotifier, NewsBadgeNotifier];

/** News: targeted announcements, read confirmations, live read counts and the unread badge. */
@Module({
  imports: [TypeOrmModule.forFeature([NewsEntity])],
  controllers,
  providers: [NewsReader, NewsSearch, ...commandHandlers, ...eventHandlers],
})
export class NewsModule {}
