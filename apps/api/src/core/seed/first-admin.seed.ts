import { Permission } from '@backoffice/contracts';
import { describePasswordProblems, passwordProblems } from '@backoffice/domain';
import type { DataSource } from 'typeorm';
import { hashPassword, passwordExpiry } from '../users/passwords.js';
import { ADMINISTRATOR_ROLE, syncPermissionCatalog } from './permission-catalog.js';

export interface FirstAdmin {
  username: string;
  password: string;
  customerName: string;
}

/**
 * A production installation starts with one customer, a locked administrator role holding `*` and
 * one administrator, so someone can sign in and set up the rest.
 */
export async function seedFirstAdmin(dataSource: DataSource, admin: FirstAdmin, passwordMaxAgeDays: number): Promise<void> {
  const problems = passwordProblems(admin.password);
  if (problems.length > 0) throw new Error(`INITIAL_ADMIN_PASSWORD is too weak: ${describePasswordProblems(problems)}`);
  await syncPermissionCatalog(dataSource);
  const passwordHash = await hashPassword(admin.password);
  await dataSource.transaction(async (manager) => {
    const [customer] = await manager.query<{ customer_id: number }[]>(`INSERT INTO core.customers (name) VALUES ($1) RETURNING customer_id`, [
      admin.customerName,
    ]);
    const [role] = await manager.query<{ role_id: number }[]>(
      `INSERT INTO core.roles (name, fancy_name, locked) VALUES ($1, 'Administrator', true)
       ON CONFLICT ((lower(name))) DO UPDATE SET locked = true RETURNING role_id`,
      [ADMINISTRATOR_ROLE],
    );
    await manager.query(
      `INSERT INTO core.role_permissions (role_id, permission_id) SELECT $1, permission_id FROM core.permissions WHERE name = $2 ON CONFLICT DO NOTHING`,
      [role.role_id, Permission.All],
    );
    const [user] = await manager.query<{ user_id: number }[]>(
      `INSERT INTO core.users (first_name, last_name, username, email, password_hash, password_expires)
       VALUES ('Initial', 'Administrator', $1, 'admin@localhost', $2, $3) RETURNING user_id`,
      [admin.username, passwordHash, passwordExpiry(passwordMaxAgeDays)],
    );
    await manager.query(`INSERT INTO core.user_roles (user_id, role_id) VALUES ($1, $2)`, [user.user_id, role.role_id]);
    await manager.query(`INSERT INTO core.user_customers (user_id, customer_id) VALUES ($1, $2)`, [user.user_id, customer.customer_id]);
  });
}
