import type { DataSource } from 'typeorm';
import { hashPassword, passwordExpiry } from '../users/passwords.js';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_ROLES, DEMO_USERS } from './demo-accounts.js';
import { syncPermissionCatalog } from './permission-catalog.js';

export interface CoreDemo {
  customerIds: number[];
  userIds: Record<string, number>;
}

/** The demo's customers, roles and users, written in one transaction on an empty database. */
export async function seedCoreDemo(dataSource: DataSource, passwordMaxAgeDays: number): Promise<CoreDemo> {
  await syncPermissionCatalog(dataSource);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return dataSource.transaction(async (manager) => {
    const customerIds: number[] = [];
    for (const customer of DEMO_CUSTOMERS) {
      const [row] = await manager.query<{ customer_id: number }[]>(
        `INSERT INTO core.customers (name, status, country) VALUES ($1, 1, $2) RETURNING customer_id`,
        [customer.name, customer.country],
      );
      customerIds.push(row.customer_id);
    }
    const roleIds: Record<string, number> = {};
    for (const role of DEMO_ROLES) {
      const [row] = await manager.query<{ role_id: number }[]>(
        `INSERT INTO core.roles (name, fancy_name, type, locked) VALUES ($1, $2, 'public', $3) RETURNING role_id`,
        [role.name, role.fancyName, role.locked],
      );
      roleIds[role.name] = row.role_id;
      await manager.query(`INSERT INTO core.role_permissions (role_id, permission_id) SELECT $1, permission_id FROM core.permissions WHERE name = ANY($2)`, [
        row.role_id,
        role.permissions,
      ]);
    }
    const userIds: Record<string, number> = {};
    for (const user of DEMO_USERS) {
      const [row] = await manager.query<{ user_id: number }[]>(
        `INSERT INTO core.users (first_name, last_name, username, email, phone_number, status, password_hash, password_expires)
         VALUES ($1, $2, $3, $4, $5, 1, $6, $7) RETURNING user_id`,
        [user.firstName, user.lastName, user.username, user.email, user.phone, passwordHash, passwordExpiry(passwordMaxAgeDays)],
      );
      userIds[user.username] = row.user_id;
      await manager.query(`INSERT INTO core.user_roles (user_id, role_id) VALUES ($1, $2)`, [row.user_id, roleIds[user.role]]);
      for (const index of user.customers) {
        await manager.query(`INSERT INTO core.user_customers (user_id, customer_id) VALUES ($1, $2)`, [row.user_id, customerIds[index]]);
      }
    }
    return { customerIds, userIds };
  });
}

export async function databaseHasUsers(dataSource: DataSource): Promise<boolean> {
  const [row] = await dataSource.query<{ any: boolean }[]>(`SELECT EXISTS (SELECT 1 FROM core.users) AS any`);
  return row.any;
}
