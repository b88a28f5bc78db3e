import { addDays } from '../telephony/calendar.js';
import { parseWallTime } from '../time/zoned-time.js';

/** A news item's validity: calendar days of the customer, both ends included. */
export interface NewsValidity {
  From: string;
  Until: string;
}

/** Whether the news is valid on the customer's day `day` (From ≤ day ≤ Until; YYYY-MM-DD compares as text). */
export function isValidOn(news: NewsValidity, day: string): boolean {
  return news.From <= day && day <= news.Until;
}

/**
 * Whether a user may see a news item: editors (news_edit) see every news of the customer; others
 * only news addressed to them and valid today.
 */
export function isNewsVisible(news: NewsValidity, viewer: { isEditor: boolean; isAddressee: boolean }, today: string): boolean {
  return viewer.isEditor || (viewer.isAddressee && isValidOn(news, today));
}

/** Unread: addressed to the user, valid today, and not confirmed yet. What the badge counts. */
export function isUnread(news: NewsValidity & { Read: boolean }, isAddressee: boolean, today: string): boolean {
  return isAddressee && !news.Read && isValidOn(news, today);
}

/** Whether a non-editor's list shows the item: unread ones always, read ones with 'Show read news'. */
export function isListedForReader(news: { Read: boolean }, showRead: boolean): boolean {
  return showRead || !news.Read;
}

/** The form's defaults: From today, Until tomorrow. */
export function defaultNewsDates(today: string): NewsValidity {
  return { From: today, Until: addDays(today, 1) };
}

export const NEWS_PROBLEMS = {
  textRequired: 'Text is required',
  fromInvalid: 'From must be a date (YYYY-MM-DD)',
  untilInvalid: 'Until must be a date (YYYY-MM-DD)',
  untilBeforeFrom: 'End date cannot be before start',
  noUsers: 'You have to select at least one user.',
} as const;

export type NewsProblemCode = keyof typeof NEWS_PROBLEMS;

export interface NewsDraft {
  /** The text as plain text (tags stripped): blank means no text. */
  plainText: string;
  From: string;
  Until: string;
  userIds: readonly number[];
}

/** A calendar date YYYY-MM-DD that exists. */
export function isCalendarDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && parseWallTime(text) !== null;
}

/** The form's and the server's checks of a news item, each problem once, in the form's order. */
export function newsDraftProblems(draft: NewsDraft): { field: 'Text' | 'From' | 'Until' | 'UserIDs'; code: NewsProblemCode; message: string }[] {
  const problems: { field: 'Text' | 'From' | 'Until' | 'UserIDs'; code: NewsProblemCode; message: string }[] = [];
  const add = (field: 'Text' | 'From' | 'Until' | 'UserIDs', code: NewsProblemCode) => problems.push({ field, code, message: NEWS_PROBLEMS[code] });
  if (draft.plainText.trim() === '') add('Text', 'textRequired');
  const fromOk = isCalendarDate(draft.From);
  const untilOk = isCalendarDate(draft.Until);
  if (!fromOk) add('From', 'fromInvalid');
  if (!untilOk) add('Until', 'untilInvalid');
  if (fromOk && untilOk && draft.Until < draft.From) add('Until', 'untilBeforeFrom');
  if (draft.userIds.length === 0) add('UserIDs', 'noUsers');
  return problems;
}

/** The list's Text column: the first `length` characters and an ellipsis when there is more. */
export function cutText(text: string, length: number): string {
  const chars = [...text];
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : text;
}
