import { audienceToStore } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../platform/rpc/app-error.js';

/** Refuses user ids that are not users of the customer and role ids that do not exist (400, naming them). */
export async function assertAudienceKnown(manager: EntityManager, customerId: number, userIds: readonly number[], roleIds: readonly number[]): Promise<void> {
  const users = [...new Set(userIds)];
  const roles = [...new Set(roleIds)];
  const [found] = await manager.query<{ users: number[]; roles: number[] }[]>(
    `SELECT ARRAY(SELECT user_id FROM core.user_customers WHERE customer_id = $1 AND user_id = ANY($2::int[])) AS users,
            ARRAY(SELECT role_id FROM core.roles WHERE role_id = ANY($3::int[])) AS roles`,
    [customerId, users, roles],
  );
  const unknownUsers = users.filter((id) => !found.users.includes(id));
  if (unknownUsers.length > 0) throw AppError.badRequest(`Unknown user ids: ${unknownUsers.join(', ')}.`);
  const unknownRoles = roles.filter((id) => !found.roles.includes(id));
  if (unknownRoles.length > 0) throw AppError.badRequest(`Unknown role ids: ${unknownRoles.join(', ')}.`);
}

/**
 * Replaces a news item's audience and roles. Readers stay addressed whatever the request says
 * (libs/domain audienceToStore); the caller holds the news row's lock, so no read slips in between.
 */
export async function storeAudience(
  manager: EntityManager,
  customerId: number,
  newsId: number,
  userIds: readonly number[],
  roleIds: readonly number[],
): Promise<void> {
  const readers = await manager.query<{ user_id: number }[]>(`SELECT user_id FROM news.news_reads WHERE customer_id = $1 AND news_id = $2`, [
    customerId,
    newsId,
  ]);
  const audience = audienceToStore(
    userIds,
    readers.map((row) => row.user_id),
  );
  await manager.query(`DELETE FROM news.news_users WHERE customer_id = $1 AND news_id = $2 AND user_id <> ALL($3::int[])`, [customerId, newsId, audience]);
  await manager.query(`INSERT INTO news.news_users (customer_id, news_id, user_id) SELECT $1, $2, unnest($3::int[]) ON CONFLICT DO NOTHING`, [
    customerId,
    newsId,
    audience,
  ]);
  await manager.query(`DELETE FROM news.news_roles WHERE customer_id = $1 AND news_id = $2`, [customerId, newsId]);
  await manager.query(`INSERT INTO news.news_roles (customer_id, news_id, role_id) SELECT $1, $2, unnest($3::int[]) ON CONFLICT DO NOTHING`, [
    customerId,
    newsId,
    [...new Set(roleIds)],
  ]);
}
