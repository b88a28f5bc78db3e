import { expect } from '@jest/globals';
import type { TestApp } from './test-app.js';

export const STRONG_PASSWORD = 'Str0ng!Pass';

/** The answer's data, after checking the envelope says it succeeded. */
export function dataOf<T = unknown>(response: { status: number; body: { succeeded: boolean; result: { data: T } } }): T {
  expect(response.body.succeeded).toBe(true);
  return response.body.result.data;
}

export async function permissionIds(t: TestApp, names: string[]): Promise<number[]> {
  const rows = await t.query<{ permission_id: number }>(`SELECT permission_id FROM core.permissions WHERE name = ANY($1)`, [names]);
  return rows.map((row) => row.permission_id);
}

export async function customerIdByName(t: TestApp, name: string): Promise<number> {
  const [row] = await t.query<{ customer_id: number }>(`SELECT customer_id FROM core.customers WHERE name = $1`, [name]);
  return row.customer_id;
}

/**
 * Creates (through the API, as admin) a role holding exactly `permissions` and a user with that
 * role in the admin's active customer; returns the user's token.
 */
export async function userWith(t: TestApp, adminToken: string, username: string, permissions: string[]): Promise<{ token: string; userId: number }> {
  const user = dataOf<{ UserID: number }>(
    await t.call(
      '/users/create',
      { FirstName: 'Test', LastName: username, Username: username, Email: `${username}@example.com`, Password: STRONG_PASSWORD, Status: 1 },
      adminToken,
    ),
  );
  if (permissions.length > 0) {
    const role = dataOf<{ RoleID: number }>(
      await t.call(
        '/roles/create',
        { Name: `role_${username}`, FancyName: `Role of ${username}`, PermissionIDs: await permissionIds(t, permissions) },
        adminToken,
      ),
    );
    dataOf(await t.call('/users/roles/bulk_save', { UserID: user.UserID, RoleIDs: [role.RoleID] }, adminToken));
  }
  return { token: await t.login(username, STRONG_PASSWORD), userId: user.UserID };
}

/**
 * What an attacker's call could have changed: users' accounts, customers and grants, roles and
 * the catalogue (no secrets leave the database: hashes are compared there).
 */
export async function grantsSnapshot(t: TestApp): Promise<string> {
  const [row] = await t.query<{ snapshot: string }>(
    `SELECT json_build_object(
       'users', (SELECT json_agg(json_build_array(user_id, username, first_name, status, password_hash) ORDER BY user_id) FROM core.users),
       'user_customers', (SELECT json_agg(json_build_array(user_id, customer_id) ORDER BY user_id, customer_id) FROM core.user_customers),
       'user_roles', (SELECT json_agg(json_build_array(user_id, role_id) ORDER BY user_id, role_id) FROM core.user_roles),
       'included', (SELECT json_agg(json_build_array(user_id, permission_id) ORDER BY user_id, permission_id) FROM core.user_included_permissions),
       'excluded', (SELECT json_agg(json_build_array(user_id, permission_id) ORDER BY user_id, permission_id) FROM core.user_excluded_permissions),
       'roles', (SELECT json_agg(json_build_array(role_id, name, locked, customer_id) ORDER BY role_id) FROM core.roles),
       'role_permissions', (SELECT json_agg(json_build_array(role_id, permission_id) ORDER BY role_id, permission_id) FROM core.role_permissions),
       'permissions', (SELECT json_agg(json_build_array(permission_id, name) ORDER BY permission_id) FROM core.permissions)
     )::text AS snapshot`,
  );
  return row.snapshot;
}

/** The call was refused with this status and message, and nothing of grantsSnapshot changed. */
export async function expectRefused(
  t: TestApp,
  response: { status: number; body: { succeeded: boolean; message: string } },
  status: number,
  message: RegExp | string,
  before: string,
) {
  expect(response.status).toBe(status);
  expect(response.body.succeeded).toBe(false);
  if (typeof message === 'string') expect(response.body.message).toBe(message);
  else expect(response.body.message).toMatch(message);
  expect(await grantsSnapshot(t)).toBe(before);
}
