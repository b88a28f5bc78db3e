import { Permission } from '@backoffice/contracts';
import { cutText, hasPermission } from '@backoffice/domain';
import { plainTextOf } from '../../platform/rich-text/rich-text.sanitizer.js';
import { crudSearchContributor } from '../../platform/search/crud-search.js';
import { NewsReader } from './news.queries.js';
import { newsResource } from './news.resource.js';

/** News's part of the global search: the news the caller may see (read ones included), by text. */
export const NewsSearch = crudSearchContributor({
  resource: newsResource,
  permissions: [Permission.NewsList, Permission.NewsEdit],
  // Read per viewer: editors every news of the customer, the others the news addressed to them.
  source: NewsReader,
  filters: { ShowRead: true },
  order: [{ field: 'From', direction: 'desc' }],
  hit: (row, principal) => ({
    kind: 'news',
    id: row.NewsID as number,
    label: cutText(plainTextOf(String(row.Text)), 60),
    detail: `${String(row.From)} – ${String(row.Until)}`,
    route: hasPermission(principal.permissions, Permission.NewsEdit) ? `/news/${String(row.NewsID)}/edit` : `/news/${String(row.NewsID)}/read`,
  }),
});
