import type { ReactNode } from 'react';
import { CountBadge } from '../shared/CountBadge';
import { useUnreadNews } from './newsLive';

/** The News menu entry's icon with the unread count, live. */
export function NewsMenuBadge({ children }: { children: ReactNode }) {
  return (
    <CountBadge count={useUnreadNews()} label="news.list.unread_badge" testId="news-unread-badge">
      {children}
    </CountBadge>
  );
}
