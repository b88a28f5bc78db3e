/**
 * What a monitor text's HTML may hold (the server sanitises with this allow-list before storing,
 * so a script in a text never runs in another user's browser): the formatting the rich-text
 * editor offers, links to http(s) and mailto only, no event handlers, styles or embedded content.
 */
export const RICH_TEXT_ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'code',
  'pre',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'span',
  'hr',
] as const;

export const RICH_TEXT_ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  ol: ['start'],
};

export const RICH_TEXT_ALLOWED_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Text of HTML without tags and entities: a text whose content is only markup is empty. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
