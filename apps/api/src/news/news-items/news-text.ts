import sanitizeHtml from 'sanitize-html';

/**
 * What a news text may keep: formatting, lists, headings, quotes and links (http, https, mailto).
 * Scripts, styles, event handlers, images, frames and forms go; links open in a new tab.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'strike',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'a',
    'span',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

const BLOCK_END = /<\/(p|div|li|h[1-6]|blockquote|pre)>|<br\s*\/?>|<hr\s*\/?>/gi;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The news text as stored: HTML reduced to the allowed tags; plain text comes out as escaped text. */
export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/** The text a person reads, without tags, one space between blocks: for the search and previews. */
export function plainTextOf(cleanHtml: string): string {
  const text = sanitizeHtml(cleanHtml.replace(BLOCK_END, '$& '), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity])
    .replace(/\s+/g, ' ')
    .trim();
}
