import { Box } from '@mui/material';

/** A news text: HTML the server sanitised before storing it (apps/api/src/platform/rich-text), shown as written. */
export function NewsHtml({ html, testId }: { html: string; testId?: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{ '& p': { mt: 0, mb: 1 }, '& ul, & ol': { mt: 0 }, overflowWrap: 'anywhere' }}
      // Sanitised on the server with sanitize-html before it was stored.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
