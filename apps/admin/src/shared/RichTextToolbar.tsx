import { RichTextInputToolbar, FormatButtons, LevelSelect, LinkButtons, ListButtons, QuoteButtons, ClearButtons } from 'ra-input-rich-text';

/**
 * The rich-text tools every area offers (News, Monitor texts): only those whose output the
 * server's sanitiser keeps (apps/api/src/platform/rich-text: headings, emphasis, lists, links,
 * quotes, code). No colours, alignment or pictures, which the server would drop on save.
 */
export function RichTextToolbar() {
  return (
    <RichTextInputToolbar>
      <LevelSelect />
      <FormatButtons />
      <ListButtons />
      <LinkButtons />
      <QuoteButtons />
      <ClearButtons />
    </RichTextInputToolbar>
  );
}
