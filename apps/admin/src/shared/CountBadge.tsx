import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Badge } from '@mui/material';

/**
 * A menu entry's icon with a live count (unread news, evaluations to answer, open disputes).
 * `data-count` is absent until the count arrived; the label says it in words for screen readers.
 */
export function CountBadge({
  count,
  label,
  testId,
  color = 'error',
  children,
}: {
  count: number | undefined;
  /** i18n key with %{smart_count}. */
  label: string;
  testId: string;
  color?: 'error' | 'warning';
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Badge
      badgeContent={count ?? 0}
      color={color}
      max={99}
      data-testid={testId}
      data-count={count}
      slotProps={{ badge: { 'aria-label': translate(label, { smart_count: count ?? 0 }) } as object }}
    >
      {children}
    </Badge>
  );
}
