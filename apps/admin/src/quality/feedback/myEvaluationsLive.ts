import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Permission, QualityResources, SocketEvent, type EvaluationFeedbackMessage, type MyEvaluationsUnreadMessage } from '@backoffice/contracts';
import { hasAnyPermission } from '@backoffice/domain';
import { api, crudApi } from '../../providers/api';
import { useSession } from '../../providers/session';
import { onServerEvent } from '../../providers/socket';

const unreadKey = (customerId: number | undefined) => ['quality', 'my-evaluations', 'unread', customerId];
const disputedKey = (customerId: number | undefined) => ['quality', 'disputed', customerId];
const DISPUTED = { q: { and: [{ field: 'AgentState', op: 'eq' as const, value: 'disputed' }] } };

/**
 * The agent's evaluations to answer plus resolutions not opened yet: asked once, then kept by the
 * server's `myEvaluationsUnread` pushes. Undefined without quality_own_evaluations.
 */
export function useMyEvaluationsUnread(): number | undefined {
  const session = useSession();
  const queryClient = useQueryClient();
  const customerId = session?.activeCustomer?.CustomerID;
  const allowed = hasAnyPermission(session?.permissions ?? [], [Permission.QualityOwnEvaluations]) && customerId !== undefined;
  const query = useQuery({ queryKey: unreadKey(customerId), queryFn: ({ signal }) => api.quality.myEvaluationsUnread({}, { signal }), enabled: allowed });
  useEffect(
    () =>
      onServerEvent<MyEvaluationsUnreadMessage>(SocketEvent.MyEvaluationsUnread, (message) => {
        if (message.CustomerID === customerId) queryClient.setQueryData(unreadKey(customerId), { Unread: message.Unread });
      }),
    [customerId, queryClient],
  );
  return allowed ? query.data?.Unread : undefined;
}

/** The customer's open disputes (the evaluators' badge), kept by `evaluationFeedback` pushes. */
export function useOpenDisputes(): number | undefined {
  const session = useSession();
  const queryClient = useQueryClient();
  const customerId = session?.activeCustomer?.CustomerID;
  const allowed =
    hasAnyPermission(session?.permissions ?? [], [Permission.QualityListEvaluation, Permission.QualityEvaluateEvaluation]) && customerId !== undefined;
  const query = useQuery({
    queryKey: disputedKey(customerId),
    queryFn: ({ signal }) => crudApi(QualityResources.evaluations).count(DISPUTED, { signal }),
    enabled: allowed,
  });
  useEffect(
    () =>
      onServerEvent<EvaluationFeedbackMessage>(SocketEvent.EvaluationFeedback, (message) => {
        if (message.CustomerID === customerId) queryClient.setQueryData(disputedKey(customerId), message.Disputed);
      }),
    [customerId, queryClient],
  );
  return allowed ? query.data : undefined;
}

/** Runs `onChange` when an evaluation of the active customer was answered or resolved (another tab, another user). */
export function useFeedbackChanges(onChange: () => void): void {
  const session = useSession();
  const customerId = session?.activeCustomer?.CustomerID;
  useEffect(() => {
    const relay = (message: { CustomerID: number }) => {
      if (message.CustomerID === customerId) onChange();
    };
    const offFeedback = onServerEvent<EvaluationFeedbackMessage>(SocketEvent.EvaluationFeedback, relay);
    const offUnread = onServerEvent<MyEvaluationsUnreadMessage>(SocketEvent.MyEvaluationsUnread, relay);
    return () => {
      offFeedback();
      offUnread();
    };
  }, [customerId, onChange]);
}
