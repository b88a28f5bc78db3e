/** Wire types of the News area (spec part 2, sections 3 and 7). Field names are the spec's. */
import type { WireFilter } from './filter.js';
import { Permission } from './permissions.js';
import type { ResourceDeclaration } from './resources.js';
import { Routes } from './routes.js';

/** The News area's resources; the reads answer per viewer, the writes are the crud kit's. */
export const NewsResources = {
  news: {
    name: 'news',
    base: Routes.news,
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
