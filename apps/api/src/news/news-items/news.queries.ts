import { Injectable } from '@nestjs/common';
import { Permission, type News, type NewsDetails, type NewsEditData, type NewsListFilter } from '@backoffice/contracts';
import { hasPermission, todayIn } from '@backoffice/domain';
import { compileFilter, type FieldMap } from '@backoffice/domain/server';
import { DataSource, type EntityManager } from 'typeorm';
import type { Principal } from '../../platform/auth/principal.js';
import { readWithRetry } from '../../platform/database/connection-loss.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { clock } from '../../platform/clock/clock.js';

/** Who is reading: the news they may see follow from it (libs/domain isNewsVisible, in SQL). */
export interface NewsViewer {
  customerId: number;
  userId: number;
  /** news_edit: every news of the customer, any dates. */
  isEditor: boolean;
  /** The customer's calendar day. */
  today: string;
}

export function viewerOf(principal: Principal, now: Date = clock.now()): NewsViewer {
  return {
    customerId: activeCustomerFor(principal),
    userId: principal.userId,
    isEditor: hasPermission(principal.permissions, Permission.NewsEdit),
    today: todayIn(principal.timeZone, now),
  };
}

const USER_COUNT = `(SELECT count(*)::int FROM news.news_users nu WHERE nu.customer_id = n.customer_id AND nu.news_id = n.news_id)`;
const READ_COUNT = `(SELECT count(*)::int FROM news.news_reads nr WHERE nr.customer_id = n.customer_id AND nr.news_id = n.news_id)`;
/** Whether the viewer ($2) is an addressee: they may read and confirm it (editors too, from their list). */
const ADDRESSED = `EXISTS (SELECT 1 FROM news.news_users mine WHERE mine.customer_id = n.customer_id AND mine.news_id = n.news_id AND mine.user_id = $2)`;

const SELECT = [
  `n.news_id AS "NewsID"`,
  `n.text AS "Text"`,
  `to_char(n.valid_from, 'YYYY-MM-DD') AS "From"`,
  `to_char(n.valid_until, 'YYYY-MM-DD') AS "Until"`,
  `${USER_COUNT} AS "UserCount"`,
  `${READ_COUNT} AS "UserReadCount"`,
  `(me.user_id IS NOT NULL) AS "Read"`,
  `${ADDRESSED} AS "Addressed"`,
].join(', ');

/** The filterable and sortable wire fields; the search box's Text is the text without tags. */
export const NEWS_FIELDS: FieldMap = {
  NewsID: { sql: 'n.news_id', type: 'number' },
  Text: { sql: 'n.plain_text', type: 'string' },
  From: { sql: 'n.valid_from', type: 'date' },
  Until: { sql: 'n.valid_until', type: 'date' },
  UserCount: { sql: USER_COUNT, type: 'number' },
  UserReadCount: { sql: READ_COUNT, type: 'number' },
  Read: { sql: '(me.user_id IS NOT NULL)', type: 'boolean' },
};

/** $1 customer, $2 the viewer (for Read), $3 today for non-editors. */
const FROM = `news.news n LEFT JOIN news.news_reads me ON me.customer_id = n.customer_id AND me.news_id = n.news_id AND me.user_id = $2`;

/** The news the viewer may see (editors: all of the customer; others: addressed to them and valid today). */
function visibleScope(viewer: NewsViewer): { where: string; params: unknown[] } {
  if (viewer.isEditor) return { where: 'n.customer_id = $1', params: [viewer.customerId, viewer.userId] };
  return {
    where: `n.customer_id = $1 AND n.valid_from <= $3 AND n.valid_until >= $3 AND ${ADDRESSED}`,
    params: [viewer.customerId, viewer.userId, viewer.today],
  };
}

/** The list's and count's condition: visibility, 'Show read news' for non-editors, the table filter. */
function filteredScope(filter: NewsListFilter, viewer: NewsViewer) {
  const scope = visibleScope(viewer);
  const compiled = compileFilter(filter, NEWS_FIELDS, { paramOffset: scope.params.length, tieBreaker: 'n.news_id DESC' });
  const unreadOnly = !viewer.isEditor && filter.ShowRead !== true ? ' AND me.user_id IS NULL' : '';
  return { where: `${scope.where}${unreadOnly} AND ${compiled.where}`, params: [...scope.params, ...compiled.params], compiled };
}

/** The one statement news/list runs (the bench times the same SQL through raw pg). */
export function newsListQuery(filter: NewsListFilter, viewer: NewsViewer): { sql: string; params: unknown[] } {
  const { where, params, compiled } = filteredScope(filter, viewer);
  const at = params.length + 1;
  return {
    sql: `SELECT ${SELECT} FROM ${FROM} WHERE ${where} ORDER BY ${compiled.orderBy} LIMIT $${at} OFFSET $${at + 1}`,
    params: [...params, compiled.limit, compiled.offset],
  };
}

export function newsCountQuery(filter: NewsListFilter, viewer: NewsViewer): { sql: string; params: unknown[] } {
  const { where, params } = filteredScope(filter, viewer);
  return { sql: `SELECT count(*)::int AS count FROM ${FROM} WHERE ${where}`, params };
}

/** The unread news valid today of each user (the badge), in one customer. */
export const UNREAD_COUNTS_SQL = `
  SELECT u.user_id AS "UserID", count(n.news_id)::int AS "Unread"
    FROM unnest($2::int[]) AS u(user_id)
    LEFT JOIN news.news_users nu ON nu.customer_id = $1 AND nu.user_id = u.user_id
    LEFT JOIN news.news n ON n.customer_id = nu.customer_id AND n.news_id = nu.news_id AND n.valid_from <= $3 AND n.valid_until >= $3
     AND NOT EXISTS (SELECT 1 FROM news.news_reads r WHERE r.customer_id = nu.customer_id AND r.news_id = nu.news_id AND r.user_id = u.user_id)
   GROUP BY u.user_id`;

/** Reads of the News area, each scoped to what the caller may see; another customer's news is 404. */
@Injectable()
export class NewsReader {
  constructor(private readonly dataSource: DataSource) {}

  async count(filter: NewsListFilter, principal: Principal): Promise<number> {
    const { sql, params } = newsCountQuery(filter, viewerOf(principal));
    const [row] = await readWithRetry(() => this.dataSource.query<{ count: number }[]>(sql, params));
    return row.count;
  }

  list(filter: NewsListFilter, principal: Principal): Promise<News[]> {
    const { sql, params } = newsListQuery(filter, viewerOf(principal));
    return readWithRetry(() => this.dataSource.query<News[]>(sql, params));
  }

  /** One news item the viewer may see, else 404. */
  async load(newsId: number, viewer: NewsViewer, manager: EntityManager = this.dataSource.manager): Promise<News> {
    const scope = visibleScope(viewer);
    const params = [...scope.params, newsId];
    const sql = `SELECT ${SELECT} FROM ${FROM} WHERE ${scope.where} AND n.news_id = $${params.length}`;
    const read = () => manager.query<News[]>(sql, params);
    const [row] = manager.queryRunner?.isTransactionActive ? await read() : await readWithRetry(read);
    if (!row) throw AppError.notFound(`News ${newsId} was not found.`);
    return row;
  }

  async editData(newsId: number, principal: Principal): Promise<NewsEditData> {
    const viewer = viewerOf(principal);
    const news = await this.load(newsId, viewer);
    const [ids] = await this.dataSource.query<{ UserIDs: number[]; RoleIDs: number[]; ReadUserIDs: number[] }[]>(
      `SELECT ARRAY(SELECT user_id FROM news.news_users WHERE customer_id = $1 AND news_id = $2 ORDER BY user_id) AS "UserIDs",
              ARRAY(SELECT role_id FROM news.news_roles WHERE customer_id = $1 AND news_id = $2 ORDER BY role_id) AS "RoleIDs",
              ARRAY(SELECT user_id FROM news.news_reads WHERE customer_id = $1 AND news_id = $2 ORDER BY user_id) AS "ReadUserIDs"`,
      [viewer.customerId, newsId],
    );
    return { News: news, ...ids };
  }

  async details(newsId: number, principal: Principal): Promise<NewsDetails> {
    const viewer = viewerOf(principal);
    const news = await this.load(newsId, viewer);
    const [users, roles] = await Promise.all([
      this.dataSource.query<NewsDetails['Users']>(
        `SELECT u.user_id AS "UserID", u.first_name AS "FirstName", u.last_name AS "LastName",
                EXISTS (SELECT 1 FROM news.news_reads r WHERE r.customer_id = nu.customer_id AND r.news_id = nu.news_id AND r.user_id = nu.user_id) AS "Read"
           FROM news.news_users nu JOIN core.users u ON u.user_id = nu.user_id
          WHERE nu.customer_id = $1 AND nu.news_id = $2
          ORDER BY u.last_name, u.first_name, u.user_id`,
        [viewer.customerId, newsId],
      ),
      this.dataSource.query<NewsDetails['Roles']>(
        `SELECT r.role_id AS "RoleID", r.fancy_name AS "FancyName"
           FROM news.news_roles nr JOIN core.roles r ON r.role_id = nr.role_id
          WHERE nr.customer_id = $1 AND nr.news_id = $2 ORDER BY r.fancy_name, r.role_id`,
        [viewer.customerId, newsId],
      ),
    ]);
    return { News: news, Users: users, Roles: roles };
  }

  async unreadCount(principal: Principal): Promise<number> {
    const viewer = viewerOf(principal);
    const counts = await this.unreadCounts(viewer.customerId, [viewer.userId], viewer.today);
    return counts.get(viewer.userId) ?? 0;
  }

  /** Unread counts of these users in one customer on its day `today`. */
  async unreadCounts(customerId: number, userIds: readonly number[], today: string): Promise<Map<number, number>> {
    const rows = await readWithRetry(() =>
      this.dataSource.query<{ UserID: number; Unread: number }[]>(UNREAD_COUNTS_SQL, [customerId, [...new Set(userIds)], today]),
    );
    return new Map(rows.map((row) => [row.UserID, row.Unread]));
  }

  /** The addressees of these news of one customer. */
  async audienceOf(customerId: number, newsIds: readonly number[]): Promise<number[]> {
    const rows = await this.dataSource.query<{ user_id: number }[]>(
      `SELECT DISTINCT user_id FROM news.news_users WHERE customer_id = $1 AND news_id = ANY($2::int[])`,
      [customerId, [...newsIds]],
    );
    return rows.map((row) => row.user_id);
  }
}

/** The customer's calendar day now (its time zone). */
export async function customerToday(db: EntityManager, customerId: number): Promise<string> {
  const [row] = await db.query<{ time_zone: string }[]>(`SELECT time_zone FROM core.customers WHERE customer_id = $1`, [customerId]);
  return clock.todayIn(row?.time_zone ?? 'UTC');
}

/** How many users a news item is addressed to and how many have read it. */
export async function readCounts(db: EntityManager, customerId: number, newsId: number): Promise<{ UserCount: number; UserReadCount: number }> {
  const [counts] = await db.query<{ UserCount: number; UserReadCount: number }[]>(
    `SELECT (SELECT count(*)::int FROM news.news_users WHERE customer_id = $1 AND news_id = $2) AS "UserCount",
            (SELECT count(*)::int FROM news.news_reads WHERE customer_id = $1 AND news_id = $2) AS "UserReadCount"`,
    [customerId, newsId],
  );
  return counts;
}

/** Shares the lock a save takes, so the audience a save stores cannot miss a read recorded in this transaction. */
export async function lockNewsForRead(manager: EntityManager, customerId: number, newsId: number): Promise<void> {
  await manager.query(`SELECT 1 FROM news.news WHERE customer_id = $1 AND news_id = $2 FOR SHARE`, [customerId, newsId]);
}

/** Records the user's read of a news item addressed to them: true when new, false when read before, null when not addressed. */
export async function recordRead(manager: EntityManager, customerId: number, newsId: number, userId: number): Promise<boolean | null> {
  const rows = await manager.query<{ user_id: number }[]>(
    `INSERT INTO news.news_reads (customer_id, news_id, user_id)
     SELECT customer_id, news_id, user_id FROM news.news_users WHERE customer_id = $1 AND news_id = $2 AND user_id = $3
     ON CONFLICT DO NOTHING RETURNING user_id`,
    [customerId, newsId, userId],
  );
  if (rows.length > 0) return true;
  const [addressed] = await manager.query<{ any: boolean }[]>(
    `SELECT EXISTS (SELECT 1 FROM news.news_users WHERE customer_id = $1 AND news_id = $2 AND user_id = $3) AS any`,
    [customerId, newsId, userId],
  );
  return addressed.any ? false : null;
}
