import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { NewsCalls, NewsResources, type News, type NewsDetails, type NewsEditData, type NewsListFilter, type NewsUnreadCount } from '@backoffice/contracts';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { idsBody } from '../../platform/crud/crud.dto.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { validate } from '../../platform/rpc/validation.js';
import { CreateNewsCommand } from './commands/create-news/create-news.command.js';
import { DeleteNewsCommand } from './commands/delete-news/delete-news.command.js';
import { MarkNewsReadCommand } from './commands/mark-news-read/mark-news-read.command.js';
import { SaveNewsCommand } from './commands/save-news/save-news.command.js';
import { CreateNewsDto, MarkNewsReadDto, NewsIdDto, NewsListDto, SaveNewsDto } from './news.dto.js';
import { NewsReader, viewerOf } from './news.queries.js';

const NewsIdsDto = idsBody(NewsResources.news.bulkIdField);

/**
 * The news calls of spec part 2 section 7 (NewsCalls) with the spec's messages. Writes are
 * commands (news_edit); reads answer what the caller may see: editors every news of the customer,
 * others the news addressed to them and valid today.
 */
@ApiTags('news')
@Controller()
export class NewsController {
  constructor(
    private readonly reader: NewsReader,
    private readonly commands: CommandBus,
  ) {}

  @Call(NewsCalls.count, { body: NewsListDto })
  count(@Body(validate(NewsListDto)) filter: NewsListFilter, @CurrentPrincipal() principal: Principal): Promise<number> {
    return this.reader.count(filter, principal);
  }

  @Call(NewsCalls.list, { body: NewsListDto })
  list(@Body(validate(NewsListDto)) filter: NewsListFilter, @CurrentPrincipal() principal: Principal): Promise<News[]> {
    return this.reader.list(filter, principal);
  }

  @Call(NewsCalls.load, { body: NewsIdDto })
  load(@Body(validate(NewsIdDto)) body: NewsIdDto, @CurrentPrincipal() principal: Principal): Promise<News> {
    return this.reader.load(body.NewsID, viewerOf(principal));
  }

  @Call(NewsCalls.details, { body: NewsIdDto })
  details(@Body(validate(NewsIdDto)) body: NewsIdDto, @CurrentPrincipal() principal: Principal): Promise<NewsDetails> {
    return this.reader.details(body.NewsID, principal);
  }

  @Call(NewsCalls.loadNewsData, { body: NewsIdDto })
  loadNewsData(@Body(validate(NewsIdDto)) body: NewsIdDto, @CurrentPrincipal() principal: Principal): Promise<NewsEditData> {
    return this.reader.editData(body.NewsID, principal);
  }

  @Call(NewsCalls.create, { body: CreateNewsDto })
  create(@Body(validate(CreateNewsDto)) body: CreateNewsDto, @CurrentPrincipal() principal: Principal): Promise<News> {
    return this.commands.execute(new CreateNewsCommand(principal, { ...body, RoleIDs: body.RoleIDs ?? [] }));
  }

  @Call(NewsCalls.save, { body: SaveNewsDto })
  save(@Body(validate(SaveNewsDto)) body: SaveNewsDto, @CurrentPrincipal() principal: Principal): Promise<News> {
    return this.commands.execute(new SaveNewsCommand(principal, { ...body, RoleIDs: body.RoleIDs ?? [] }));
  }

  @Call(NewsCalls.delete, { body: NewsIdDto })
  delete(@Body(validate(NewsIdDto)) body: NewsIdDto, @CurrentPrincipal() principal: Principal): Promise<{ deleted: number }> {
    return this.commands.execute(new DeleteNewsCommand(principal, [body.NewsID]));
  }

  @Call(NewsCalls.bulkDelete, { body: NewsIdsDto })
  bulkDelete(@Body(validate(NewsIdsDto)) body: { NewsIDs: number[] }, @CurrentPrincipal() principal: Principal): Promise<{ deleted: number }> {
    return this.commands.execute(new DeleteNewsCommand(principal, body.NewsIDs.map(Number)));
  }

  /** Confirms the news as read (the read page's ticked Mark As Read). */
  @Call(NewsCalls.markRead, { body: MarkNewsReadDto })
  markRead(@Body(validate(MarkNewsReadDto)) body: MarkNewsReadDto, @CurrentPrincipal() principal: Principal): Promise<News> {
    return this.commands.execute(new MarkNewsReadCommand(principal, body.NewsID));
  }

  @Call(NewsCalls.unreadCount, { body: null })
  async unreadCount(@CurrentPrincipal() principal: Principal): Promise<NewsUnreadCount> {
    return { Unread: await this.reader.unreadCount(principal) };
  }
}
