import { cutText, newsDraftProblems, type NewsProblemCode } from '@backoffice/domain';
import { NEWS_LIST_TEXT_LENGTH } from '@backoffice/contracts';

/** The text a person reads in the news' HTML (the server sanitised it). */
export function plainTextOfHtml(html: string | null | undefined): string {
  if (!html) return '';
  const text = new DOMParser().parseFromString(html.replace(/<\/(p|li|h[1-6]|blockquote|pre)>|<br\s*\/?>/gi, '$& '), 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** The list's Text column: 25 characters and an ellipsis. */
export function newsPreview(html: string): string {
  return cutText(plainTextOfHtml(html), NEWS_LIST_TEXT_LENGTH);
}

export interface NewsFormValues {
  Text?: string;
  From?: string;
  Until?: string;
  UserIDs?: number[];
  RoleIDs?: number[];
}

const MESSAGE_KEYS: Record<NewsProblemCode, string> = {
  textRequired: 'news.validation.text_required',
  fromInvalid: 'news.validation.date',
  untilInvalid: 'news.validation.date',
  untilBeforeFrom: 'news.validation.until_before_from',
  noUsers: 'news.validation.no_users',
};

/** The form's errors by field, from the rules the server applies too (libs/domain newsDraftProblems). */
export function newsFormErrors(values: NewsFormValues): Record<string, string> {
  const problems = newsDraftProblems({
    plainText: plainTextOfHtml(values.Text),
    From: values.From ?? '',
    Until: values.Until ?? '',
    userIds: values.UserIDs ?? [],
  });
  const errors: Record<string, string> = {};
  for (const problem of problems) errors[problem.field] ??= MESSAGE_KEYS[problem.code];
  return errors;
}

/** What create and save send. */
export function toNewsPayload(values: NewsFormValues) {
  return { Text: values.Text ?? '', From: values.From ?? '', Until: values.Until ?? '', UserIDs: values.UserIDs ?? [], RoleIDs: values.RoleIDs ?? [] };
}
