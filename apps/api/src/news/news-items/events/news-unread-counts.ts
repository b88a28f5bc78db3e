import { SocketEvent, type NewsUnreadMessage } from '@backoffice/contracts';
import type { EntityManager } from 'typeorm';
import type { RealtimeService } from '../../../platform/realtime/realtime.service.js';
import { customerToday, type NewsReader } from '../news.queries.js';

/** Each user's badge in that customer, to the user's sockets (both news event handlers push it). */
export async function pushUnreadCounts(db: EntityManager, reader: NewsReader, realtime: RealtimeService, customerId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return;
  const counts = await reader.unreadCounts(customerId, userIds, await customerToday(db, customerId));
  for (const [userId, unread] of counts) {
    realtime.toUserInCustomer(customerId, userId, SocketEvent.NewsUnread, { CustomerID: customerId, Unread: unread } satisfies NewsUnreadMessage);
  }
}
