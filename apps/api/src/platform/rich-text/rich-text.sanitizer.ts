import sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list for rich text (News texts, Monitor texts): what the admin's rich-text editor
 * writes with the tools it offers (apps/admin/src/shared/RichTextToolbar.tsx). Everything else
 * goes: scripts, styles and style attributes, event handlers, images, frames, forms, tables.
 */
export const RICH_TEXT_TAGS = [
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
  'hr',
] as const;

/** Links may point only to these schemes; anything else (javascript:, data:, relative paths) is no link. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Every kept link opens in a new tab and cannot reach back into the page that opened it. */
export const RICH_TEXT_LINK_TARGET = '_blank';
export const RICH_TEXT_LINK_REL = 'noopener noreferrer';

/** The scheme of an href as a browser reads it (it ignores control characters and spaces in it). */
function schemeOf(href: string): string | null {
  // eslint-disable-next-line no-control-regex -- the control characters a browser skips are what it removes
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(href.replace(/[\u0000-\u0020\u007f-\u009f]+/g, ''));
  return match ? match[1].toLowerCase() : null;
}

/** The href a link keeps, or null when it is no usable link. */
export function safeLinkHref(href: string | undefined): string | null {
  if (!href) return null;
  const scheme = schemeOf(href);
  return scheme !== null && (RICH_TEXT_LINK_SCHEMES as readonly string[]).includes(scheme) ? href.trim() : null;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], ol: ['start'] },
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  // The bodies of these go with their tags instead of surviving as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  disallowedTagsMode: 'discard',
  // One link rule: an allowed href, a new tab, no way back to the opener; anything else keeps only its text.
  transformTags: {
    a: (tagName, attribs) => {
      const href = safeLinkHref(attribs.href);
      if (href === null) return { tagName, attribs: {} };
      return {
        tagName,
        attribs: { href, ...(attribs.title ? { title: attribs.title } : {}), target: RICH_TEXT_LINK_TARGET, rel: RICH_TEXT_LINK_REL },
      };
    },
  },
  // A link without an href is no link: its opening and closing tags go, its text stays.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/**
 * Rich text as it may be stored and shown to other users: HTML reduced to the allow-list and the
 * link rule. Plain text comes out escaped, so it is safe HTML too.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const BLOCK_END = /<\/(p|div|li|h[1-6]|blockquote|pre)>|<br\s*\/?>|<hr\s*\/?>/gi;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/**
 * The text a person reads in sanitised rich text, without tags, one space between blocks: for
 * searches, previews and "is anything there" checks (a text of only markup is '').
 */
export function plainTextOf(cleanHtml: string): string {
  const text = sanitizeHtml(cleanHtml.replace(BLOCK_END, '$& '), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity])
    .replace(/\s+/g, ' ')
    .trim();
}
