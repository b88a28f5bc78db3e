import { Body, Controller } from '@nestjs/common';
import { CommandBus, EventBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { NewsResources, Permission, type News, type NewsDetails, type NewsEditData, type NewsListFilter, type NewsUnreadCount } from '@backoffice/contracts';
import { CurrentPrincipal, RequirePermissions } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { idsBody } from '../../platform/crud/crud.dto.js';
import { CrudService } from '../../platform/crud/crud.service.js';
import { Rpc } from '../../platform/rpc/rpc.decorator.js';
import { validate } from '../../platform/rpc/validation.js';
import { MarkNewsReadCommand } from './commands/mark-news-read/mark-news-read.command.js';
import { NewsAudienceChangedEvent } from './events/news-audience-changed.event.js';
import { CreateNewsDto, MarkNewsReadDto, NewsIdDto, NewsListDto, SaveNewsDto } from './news.dto.js';
import { NewsReader, viewerOf } from './news.queries.js';
import { newsResource } from './news.resource.js';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';

const P = Permission;
const NewsIdsDto = idsBody(NewsResources.news.bulkIdField);

/**
 * The news calls of spec part 2 section 7 with the spec's messages. Writes are the crud kit's
 * (news_edit); reads answer what the caller may see: editors every news of the customer, others
 * the news addressed to them and valid today.
 */
@ApiTags('news')
@Controller(NewsResources.news.base)
export class NewsController {
  constructor(
    private readonly crud: CrudService,
    private readonly reader: NewsReader,
    private readonly commands: CommandBus,
    private readonly events: EventBus,
  ) {}

  @Rpc('count', { summary: 'Counts the news items the user may see matching the filter q', body: NewsListDto, fail: 'Cannot fetch news' })
  @RequirePermissions(P.NewsList, P.NewsEdit)
  count(@Body(validate(NewsListDto)) filter: NewsListFilter, @CurrentPrincipal() principal: Principal): Promise<number> {
    return this.reader.count(filter, principal);
  }

  @Rpc('list', { summary: 'Lists one page of the news items the user may see: filter q, order, limit, offset', body: NewsListDto, fail: 'Cannot fetch news' })
  @RequirePermissions(P.NewsList, P.NewsEdit)
  list(@Body(validate(NewsListDto)) filter: NewsListFilter, @CurrentPrincipal() principal: Principal): Promise<News[]> {
    return this.reader.list(filter, principal);
  }

  /** Also the read page's call. */
  @Rpc('load', { summary: 'Loads one news item the user may see, with Read and Addressed (the read page)', body: NewsIdDto, fail: 'Could not load the news' })
  @RequirePermissions(P.NewsList, P.NewsEdit)
  load(@Body(validate(NewsIdDto)) body: NewsIdDto, @CurrentPrincipal() principal: Principal): Promise<News> {
    return this.reader.load(body.NewsID, viewerOf(principal));
  }

  @Rpc('details', { summary: 'Answers a news item with its audience and who has read it', body: NewsIdDto, fail: 'Could not load details of the news' })
  @RequirePermissions(P.NewsList, P.NewsEdit)
  details(@Body(validate(NewsIdDto)) body: NewsIdDto, @CurrentPrincipal() principal: Principal): Promise<NewsDetails> {
    return this.reader.details(body.NewsID, principal);
  }

  @Rpc('load_news_data', {
    summary: 'Answers a news item with its UserIDs, RoleIDs and ReadUserIDs (the edit form)',
    body: NewsIdDto,
    fail: 'Could not load the news',
  })
  @RequirePermissions(P.NewsEdit)
  loadNewsData(@Body(validate(NewsIdDto)) body: NewsIdDto, @CurrentPrincipal() principal: Principal): Promise<NewsEditData> {
    return this.reader.editData(body.NewsID, principal);
  }

  @Rpc('create', {
    summary: 'Creates a news item addressed to roles or users; answers it',
    body: CreateNewsDto,
    ok: 'News created successfully',
    fail: 'Could not create the news',
  })
  @RequirePermissions(P.NewsEdit)
  async create(@Body(validate(CreateNewsDto)) body: CreateNewsDto, @CurrentPrincipal() principal: Principal): Promise<News> {
    const created = await this.crud.create(newsResource, { ...body }, principal);
    const newsId = Number(created.NewsID);
    this.audienceChanged(principal, [newsId], 'create', body.UserIDs);
    return this.reader.load(newsId, viewerOf(principal));
  }

  @Rpc('save', {
    summary: 'Saves the text, dates and audience of a news item (readers stay addressed); answers it',
    body: SaveNewsDto,
    ok: 'News updated successfully',
    fail: 'Could not update the news',
  })
  @RequirePermissions(P.NewsEdit)
  async save(@Body(validate(SaveNewsDto)) body: SaveNewsDto, @CurrentPrincipal() principal: Principal): Promise<News> {
    const before = await this.reader.audienceOf(activeCustomerFor(principal), [body.NewsID]);
    await this.crud.save(newsResource, { ...body }, principal);
    const after = await this.reader.audienceOf(activeCustomerFor(principal), [body.NewsID]);
    this.audienceChanged(principal, [body.NewsID], 'save', [...before, ...after]);
    return this.reader.load(body.NewsID, viewerOf(principal));
  }

  @Rpc('delete', { summary: 'Deletes one news item by its id', body: NewsIdDto, ok: 'News deleted successfully', fail: 'Cannot delete news' })
  @RequirePermissions(P.NewsEdit)
  delete(@Body(validate(NewsIdDto)) body: NewsIdDto, @CurrentPrincipal() principal: Principal): Promise<{ deleted: number }> {
    return this.remove([body.NewsID], principal);
  }

  @Rpc('bulk_delete', { summary: 'Deletes several news items, all or none', body: NewsIdsDto, ok: 'News deleted successfully', fail: 'Cannot delete news' })
  @RequirePermissions(P.NewsEdit)
  bulkDelete(@Body(validate(NewsIdsDto)) body: { NewsIDs: number[] }, @CurrentPrincipal() principal: Principal): Promise<{ deleted: number }> {
    return this.remove(body.NewsIDs.map(Number), principal);
  }

  /** Confirms the news as read (the read page's ticked Mark As Read). */
  @Rpc('mark_read', { summary: 'Marks a news item as read by the signed-in user', body: MarkNewsReadDto, fail: 'Could not mark the news as read' })
  @RequirePermissions(P.NewsList, P.NewsEdit)
  markRead(@Body(validate(MarkNewsReadDto)) body: MarkNewsReadDto, @CurrentPrincipal() principal: Principal): Promise<News> {
    return this.commands.execute(new MarkNewsReadCommand(principal, body.NewsID));
  }

  /** The badge: news valid today, addressed to the caller, not read yet. */
  @Rpc('unread/count', { summary: 'Counts the news items the signed-in user has not read', body: null, fail: 'Cannot fetch news' })
  @RequirePermissions(P.NewsList, P.NewsEdit)
  async unreadCount(@CurrentPrincipal() principal: Principal): Promise<NewsUnreadCount> {
    return { Unread: await this.reader.unreadCount(principal) };
  }

  private async remove(newsIds: number[], principal: Principal): Promise<{ deleted: number }> {
    const audience = await this.reader.audienceOf(activeCustomerFor(principal), newsIds);
    const result = await this.crud.bulkDelete(newsResource, newsIds, principal);
    this.audienceChanged(principal, newsIds, 'delete', audience);
    return result;
  }

  private audienceChanged(principal: Principal, newsIds: number[], action: 'create' | 'save' | 'delete', userIds: readonly number[]): void {
    this.events.publish(new NewsAudienceChangedEvent(activeCustomerFor(principal), newsIds, action, [...new Set(userIds)]));
  }
}
