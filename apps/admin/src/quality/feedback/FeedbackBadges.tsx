import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Badge } from '@mui/material';
import { useMyEvaluationsUnread, useOpenDisputes } from './myEvaluationsLive';

/** "My evaluations" with the agent's count of evaluations to answer or to read, live. */
export function MyEvaluationsBadge({ children }: { children: ReactNode }) {
  const unread = useMyEvaluationsUnread();
  const translate = useTranslate();
  return (
    <Badge
      badgeContent={unread ?? 0}
      color="error"
      max={99}
      data-testid="my-evaluations-badge"
      data-count={unread}
      slotProps={{ badge: { 'aria-label': translate('quality.feedback.unread_badge', { smart_count: unread ?? 0 }) } as object }}
    >
      {children}
    </Badge>
  );
}

/** "Evaluation" with the customer's open disputes, live. */
export function OpenDisputesBadge({ children }: { children: ReactNode }) {
  const disputed = useOpenDisputes();
  const translate = useTranslate();
  return (
    <Badge
      badgeContent={disputed ?? 0}
      color="warning"
      max={99}
      data-testid="open-disputes-badge"
      data-count={disputed}
      slotProps={{ badge: { 'aria-label': translate('quality.feedback.disputes_badge', { smart_count: disputed ?? 0 }) } as object }}
    >
      {children}
    </Badge>
  );
}
