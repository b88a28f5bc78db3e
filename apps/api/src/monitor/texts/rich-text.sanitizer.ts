import { RICH_TEXT_ALLOWED_ATTRIBUTES, RICH_TEXT_ALLOWED_SCHEMES, RICH_TEXT_ALLOWED_TAGS } from '@backoffice/domain';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...RICH_TEXT_ALLOWED_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script and style bodies go with their tags instead of surviving as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  disallowedTagsMode: 'discard',
  // A link that opens a new tab cannot reach back into the page.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/**
 * A monitor text's HTML with everything outside the allow-list removed (libs/domain
 * rich-text-policy): scripts, event handlers, styles, frames and javascript: or data: links never
 * reach the database, so they never run in another user's browser.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
