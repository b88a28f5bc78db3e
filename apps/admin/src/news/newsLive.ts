import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Permission, SocketEvent, type NewsChangedMessage, type NewsReadMessage, type NewsUnreadMessage } from '@backoffice/contracts';
import { hasAnyPermission } from '@backoffice/domain';
import { api } from '../providers/api';
import { useSession } from '../providers/session';
import { onServerEvent } from '../providers/socket';

const unreadKey = (customerId: number | undefined) => ['news', 'unread', customerId];

/**
 * The caller's unread news valid today (the badge and the home tile): asked once, then kept by the
 * server's `newsUnread` pushes for the active customer. Undefined without news permissions.
 */
export function useUnreadNews(): number | undefined {
  const session = useSession();
  const queryClient = useQueryClient();
  const customerId = session?.activeCustomer?.CustomerID;
  const allowed = hasAnyPermission(session?.permissions ?? [], [Permission.NewsList, Permission.NewsEdit]) && customerId !== undefined;
  const query = useQuery({
    queryKey: unreadKey(customerId),
    queryFn: ({ signal }) => api.news.unreadCount({}, { signal }),
    enabled: allowed,
  });
  useEffect(
    () =>
      onServerEvent<NewsUnreadMessage>(SocketEvent.NewsUnread, (message) => {
        if (message.CustomerID === customerId) queryClient.setQueryData(unreadKey(customerId), { Unread: message.Unread });
      }),
    [customerId, queryClient],
  );
  return allowed ? query.data?.Unread : undefined;
}

/** Runs `onChange` when news of the active customer were read, created, saved or deleted (another tab, another user). */
export function useNewsChanges(onChange: (message: NewsReadMessage | NewsChangedMessage) => void): void {
  const session = useSession();
  const customerId = session?.activeCustomer?.CustomerID;
  useEffect(() => {
    const relay = (message: NewsReadMessage | NewsChangedMessage) => {
      if (message.CustomerID === customerId) onChange(message);
    };
    const offRead = onServerEvent<NewsReadMessage>(SocketEvent.NewsRead, relay);
    const offChanged = onServerEvent<NewsChangedMessage>(SocketEvent.NewsChanged, relay);
    return () => {
      offRead();
      offChanged();
    };
  }, [customerId, onChange]);
}
