import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Permission, type SearchHit } from '@backoffice/contracts';
import { cutText, hasAnyPermission, hasPermission, searchClause } from '@backoffice/domain';
import type { Principal } from '../../platform/auth/principal.js';
import { GlobalSearchRegistry, type SearchContributor } from '../../platform/search/global-search.js';
import { NewsReader } from './news.queries.js';
import { plainTextOf } from '../../platform/rich-text/rich-text.sanitizer.js';
import { activeCustomerOrNull } from '../../platform/auth/active-customer.js';

/** News's part of the global search: the news the caller may see (read ones included), by text. */
@Injectable()
export class NewsSearch implements SearchContributor, OnModuleInit {
  constructor(
    private readonly registry: GlobalSearchRegistry,
    private readonly reader: NewsReader,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async search(text: string, principal: Principal, limit: number): Promise<SearchHit[]> {
    if (!hasAnyPermission(principal.permissions, [Permission.NewsList, Permission.NewsEdit]) || activeCustomerOrNull(principal) === null) return [];
    const editor = hasPermission(principal.permissions, Permission.NewsEdit);
    const rows = await this.reader.list({ limit, q: searchClause(['Text'], text), ShowRead: true, order: [{ field: 'From', direction: 'desc' }] }, principal);
    return rows.map((row) => ({
      kind: 'news',
      id: row.NewsID,
      label: cutText(plainTextOf(row.Text), 60),
      detail: `${row.From} – ${row.Until}`,
      route: editor ? `/news/${row.NewsID}/edit` : `/news/${row.NewsID}/read`,
    }));
  }
}
