import type { NewsAudienceUser, NewsRole } from '@backoffice/contracts';
import type { EntityManager } from 'typeorm';

/** The customer's users with their role ids, by name: whom a news item can be addressed to. */
export function audienceUsers(db: EntityManager, customerId: number): Promise<NewsAudienceUser[]> {
  return db.query<NewsAudienceUser[]>(
    `SELECT u.user_id AS "UserID", u.first_name AS "FirstName", u.last_name AS "LastName",
            coalesce((SELECT json_agg(json_build_object('RoleID', ur.role_id) ORDER BY ur.role_id) FROM core.user_roles ur WHERE ur.user_id = u.user_id), '[]'::json) AS "Roles"
       FROM core.user_customers uc JOIN core.users u ON u.user_id = uc.user_id
      WHERE uc.customer_id = $1
      ORDER BY u.last_name, u.first_name, u.user_id`,
    [customerId],
  );
}

/** The role catalogue, id and name only. */
export function audienceRoles(db: EntityManager): Promise<NewsRole[]> {
  return db.query<NewsRole[]>(`SELECT role_id AS "RoleID", fancy_name AS "FancyName" FROM core.roles ORDER BY fancy_name, role_id`);
}
