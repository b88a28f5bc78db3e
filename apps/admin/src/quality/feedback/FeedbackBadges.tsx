import type { ReactNode } from 'react';
import { CountBadge } from '../../shared/CountBadge';
import { useMyEvaluationsUnread, useOpenDisputes } from './myEvaluationsLive';

/** "My evaluations" with the agent's count of evaluations to answer or to read, live. */
export function MyEvaluationsBadge({ children }: { children: ReactNode }) {
  return (
    <CountBadge count={useMyEvaluationsUnread()} label="quality.feedback.unread_badge" testId="my-evaluations-badge">
      {children}
    </CountBadge>
  );
}

/** "Evaluation" with the customer's open disputes, live. */
export function OpenDisputesBadge({ children }: { children: ReactNode }) {
  return (
    <CountBadge count={useOpenDisputes()} label="quality.feedback.disputes_badge" testId="open-disputes-badge" color="warning">
      {children}
    </CountBadge>
  );
}
