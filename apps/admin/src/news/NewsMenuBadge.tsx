import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Badge } from '@mui/material';
import { useUnreadNews } from './newsLive';

/** The News menu entry's icon with the unread count, live. */
export function NewsMenuBadge({ children }: { children: ReactNode }) {
  const unread = useUnreadNews();
  const translate = useTranslate();
  return (
    <Badge
      badgeContent={unread ?? 0}
      color="error"
      max={99}
      data-testid="news-unread-badge"
      // Absent until the count arrived.
      data-count={unread}
      slotProps={{ badge: { 'aria-label': translate('news.list.unread_badge', { smart_count: unread ?? 0 }) } as object }}
    >
      {children}
    </Badge>
  );
}
