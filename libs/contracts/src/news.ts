/** Wire types of the News area (spec part 2, sections 3 and 7). Field names are the spec's. */
import { call, type NoBody } from './calls.js';
import type { WireFilter } from './filter.js';
import { Permission } from './permissions.js';
import type { ResourceDeclaration } from './resources.js';

/** The News area's resources; the reads answer per viewer, the writes are the crud kit's. */
export const NewsResources = {
  news: {
    name: 'news',
    base: 'news',
    idField: 'NewsID',
    bulkIdField: 'NewsIDs',
    searchFields: ['Text'],
    permissions: { view: [Permission.NewsList, Permission.NewsEdit], edit: [Permission.NewsEdit] },
    labels: { singular: 'News', plural: 'News' },
    columns: ['actions', 'NewsID', 'Text', 'From', 'Until', 'UserCount', 'UserReadCount'],
    bodyFilters: ['ShowRead'],
  },
} as const satisfies Record<string, ResourceDeclaration>;

/** One news item as the list, load and details answer it. Text is sanitised HTML. */
export interface News {
  NewsID: number;
  Text: string;
  /** YYYY-MM-DD, the customer's calendar day. */
  From: string;
  Until: string;
  /** Users the news is addressed to. */
  UserCount: number;
  /** Of those, how many confirmed they read it. */
  UserReadCount: number;
  /** Whether the calling user read it. */
  Read: boolean;
  /**
   * Whether the calling user is an addressee, so may open it to read and confirm it. Always true
   * for readers (they see only their own news); an editor sees every news and reads those addressed to them.
   */
  Addressed: boolean;
}

/** news/count and news/list: the table filter; ShowRead (non-editors) also lists news already read. */
export interface NewsListFilter extends WireFilter {
  ShowRead?: boolean;
}

export interface NewsCreate {
  Text: string;
  From: string;
  Until: string;
  UserIDs: number[];
  RoleIDs: number[];
}

export interface NewsSave extends NewsCreate {
  NewsID: number;
}

/** news/load_news_data: what the edit form starts from. */
export interface NewsEditData {
  News: News;
  UserIDs: number[];
  RoleIDs: number[];
  /** Users who read the news; they stay in the audience. */
  ReadUserIDs: number[];
}

export interface NewsDetailsUser {
  UserID: number;
  FirstName: string;
  LastName: string;
  Read: boolean;
}

export interface NewsRole {
  RoleID: number;
  FancyName: string;
}

/** news/details */
export interface NewsDetails {
  News: News;
  Users: NewsDetailsUser[];
  Roles: NewsRole[];
}

/** news/mark_read: MarkAsRead must be true (the read page's ticked box). */
export interface NewsMarkRead {
  MarkAsRead: boolean;
  NewsID: number;
}

/** A user the news form can address (users/list_backoffice). */
export interface NewsAudienceUser {
  UserID: number;
  FirstName: string;
  LastName: string;
  Roles: { RoleID: number }[];
}

/** news/unread/count: the news valid today addressed to the caller and not read yet. */
export interface NewsUnreadCount {
  Unread: number;
}

/** Socket `newsRead` to the customer's room: a user confirmed a news item. */
export interface NewsReadMessage {
  CustomerID: number;
  NewsID: number;
  UserID: number;
  UserCount: number;
  UserReadCount: number;
}

/** Socket `newsUnread` to a user's room: their unread count in that customer changed. */
export interface NewsUnreadMessage {
  CustomerID: number;
  Unread: number;
}

/** Socket `newsChanged` to the customer's room: news were created, saved or deleted. */
export interface NewsChangedMessage {
  CustomerID: number;
  NewsIDs: number[];
  action: 'create' | 'save' | 'delete';
}

/** Longest text accepted, in characters of the sanitised HTML. */
export const NEWS_TEXT_MAX_LENGTH = 20000;
/** The list cuts the text to this many characters plus an ellipsis (spec part 2 section 9). */
export const NEWS_LIST_TEXT_LENGTH = 25;

export interface NewsId {
  NewsID: number;
}

const READERS = [Permission.NewsList, Permission.NewsEdit];
const EDITORS = [Permission.NewsEdit];

/**
 * The News area's calls (spec part 2 section 7) with the spec's messages. The reads answer what
 * the caller may see (editors every news of the customer, others the news addressed to them and
 * valid today); the audience calls are the spec's users/list_{product}, the product being backoffice.
 */
export const NewsCalls = {
  count: call<NewsListFilter, number>()({
    path: 'news/count',
    permissions: READERS,
    summary: 'Counts the news items the user may see matching the filter q',
    fail: 'Cannot fetch news',
  }),
  list: call<NewsListFilter, News[]>()({
    path: 'news/list',
    permissions: READERS,
    summary: 'Lists one page of the news items the user may see: filter q, order, limit, offset',
    fail: 'Cannot fetch news',
  }),
  /** Also the read page's call. */
  load: call<NewsId, News>()({
    path: 'news/load',
    permissions: READERS,
    summary: 'Loads one news item the user may see, with Read and Addressed (the read page)',
    fail: 'Could not load the news',
  }),
  details: call<NewsId, NewsDetails>()({
    path: 'news/details',
    permissions: READERS,
    summary: 'Answers a news item with its audience and who has read it',
    fail: 'Could not load details of the news',
  }),
  loadNewsData: call<NewsId, NewsEditData>()({
    path: 'news/load_news_data',
    permissions: EDITORS,
    summary: 'Answers a news item with its UserIDs, RoleIDs and ReadUserIDs (the edit form)',
    fail: 'Could not load the news',
  }),
  create: call<NewsCreate, News>()({
    path: 'news/create',
    permissions: EDITORS,
    summary: 'Creates a news item addressed to roles or users; answers it',
    ok: 'News created successfully',
    fail: 'Could not create the news',
  }),
  save: call<NewsSave, News>()({
    path: 'news/save',
    permissions: EDITORS,
    summary: 'Saves the text, dates and audience of a news item (readers stay addressed); answers it',
    ok: 'News updated successfully',
    fail: 'Could not update the news',
  }),
  delete: call<NewsId, { deleted: number }>()({
    path: 'news/delete',
    permissions: EDITORS,
    summary: 'Deletes one news item by its id',
    ok: 'News deleted successfully',
    fail: 'Cannot delete news',
  }),
  bulkDelete: call<{ NewsIDs: number[] }, { deleted: number }>()({
    path: 'news/bulk_delete',
    permissions: EDITORS,
    summary: 'Deletes several news items, all or none',
    ok: 'News deleted successfully',
    fail: 'Cannot delete news',
  }),
  /** Confirms the news as read (the read page's ticked Mark As Read). */
  markRead: call<NewsMarkRead, News>()({
    path: 'news/mark_read',
    permissions: READERS,
    summary: 'Marks a news item as read by the signed-in user',
    fail: 'Could not mark the news as read',
  }),
  /** The badge: news valid today, addressed to the caller, not read yet. */
  unreadCount: call<NoBody, NewsUnreadCount>()({
    path: 'news/unread/count',
    permissions: READERS,
    summary: 'Counts the news items the signed-in user has not read',
    fail: 'Cannot fetch news',
  }),
  /** The news form's users with their role ids (news_edit, who need not hold core_user_view). */
  audienceUsers: call<NoBody, NewsAudienceUser[]>()({
    path: 'users/list_backoffice',
    permissions: EDITORS,
    summary: 'Lists the users a news item can be addressed to',
    fail: 'Could not load roles and users',
  }),
  /** The news form's roles, RoleID and FancyName only (news_edit; roles/list needs core_role_view). */
  audienceRoles: call<NoBody, NewsRole[]>()({
    path: 'roles/list_backoffice',
    permissions: EDITORS,
    summary: 'Lists the roles a news item can be addressed to',
    fail: 'Could not load roles and users',
  }),
} as const;
