/**
 * Text of HTML without tags and entities, for a form's "is there any text" check before the
 * server sanitises (apps/api/src/platform/rich-text): a text whose content is only markup is empty.
 */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
