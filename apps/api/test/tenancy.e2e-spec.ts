/**
 * Tenancy with two customers and users that span them (issue 21, items 1-4): nobody acts in, or
 * reads from, a customer they do not hold. Every refusal leaves the data as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ALL_PERMISSIONS, Permission, WILDCARD_PERMISSION } from '@backoffice/contracts';
import { Redis } from 'ioredis';
import { customerIdByName, dataOf, expectRefused, grantsSnapshot, permissionIds, STRONG_PASSWORD, userWith } from './support/core-fixtures.js';
import { startTestApp, TEST_REDIS_URL, type TestApp } from './support/test-app.js';

const P = Permission;
const USER_ADMIN = [P.Core, P.CoreUserView, P.CoreUserEdit, P.CoreRoleView, P.CoreRoleEdit, P.CoreCustomerView, P.CorePermissionView, P.CorePermissionEdit];
const LOST_CUSTOMER = 'The active customer is no longer available to you. Please choose another customer.';

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

describe('tenancy: two customers, users that span them', () => {
  let t: TestApp;
  let admin: string;
  let alpine: number;
  let nordlicht: number;

  /** Makes the admin's session act in `customerId`; the crud kit then creates users and roles there. */
  const adminIn = async (customerId: number) => dataOf(await t.call('/users/active_customer/save', { CustomerID: customerId }, admin));
  const customersOf = async (userId: number) =>
    (await t.query<{ customer_id: number }>(`SELECT customer_id FROM core.user_customers WHERE user_id = $1 ORDER BY 1`, [userId])).map(
      (row) => row.customer_id,
    );

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    alpine = await customerIdByName(t, 'Alpine Assist GmbH');
    nordlicht = await customerIdByName(t, 'Nordlicht Versicherung AG');
  });

  afterAll(async () => {
    await t?.close();
  });

  describe("1. another customer's accounts", () => {
    let alpineAdmin: { token: string; userId: number };
    let spanning: { token: string; userId: number };

    beforeAll(async () => {
      await adminIn(alpine);
      alpineAdmin = await userWith(t, admin, 'alpine_user_admin', USER_ADMIN);
      spanning = await userWith(t, admin, 'spans_both', []);
      dataOf(await t.call('/users/save', { UserID: spanning.userId, CustomerIDs: [alpine, nordlicht] }, admin));
    });

    it('refuses every change of a user who also belongs to a customer the caller does not hold', async () => {
      const before = await grantsSnapshot(t);
      const refusal = (action: string) => `${action}: user ${spanning.userId} also belongs to customers you do not hold (${nordlicht}).`;
      const newsList = await permissionIds(t, [P.CoreUserView]);
      const attempts: [string, Record<string, unknown>, string][] = [
        ['/users/save', { UserID: spanning.userId, Password: 'Taken0ver!x' }, `Cannot edit user: ${refusal('Changing this user')}`],
        ['/users/save', { UserID: spanning.userId, FirstName: 'Renamed' }, `Cannot edit user: ${refusal('Changing this user')}`],
        ['/users/save', { UserID: spanning.userId, Username: 'renamed_login' }, `Cannot edit user: ${refusal('Changing this user')}`],
        ['/users/save', { UserID: spanning.userId, Status: 0 }, `Cannot edit user: ${refusal('Changing this user')}`],
        ['/users/delete', { UserID: spanning.userId }, `Cannot delete user: ${refusal('Deleting users')}`],
        ['/users/bulk_delete', { UserIDs: [spanning.userId] }, `Cannot bulk delete users: ${refusal('Deleting users')}`],
        ['/users/roles/bulk_save', { UserID: spanning.userId, RoleIDs: [] }, `Cannot save user roles: ${refusal('Changing roles')}`],
        [
          '/users/included_permissions/bulk_save',
          { UserID: spanning.userId, PermissionIDs: newsList },
          `Cannot save user included permissions: ${refusal('Changing permissions')}`,
        ],
        [
          '/users/excluded_permissions/bulk_save',
          { UserID: spanning.userId, PermissionIDs: newsList },
          `Cannot save user excluded permissions: ${refusal('Changing permissions')}`,
        ],
      ];
      for (const [path, body, message] of attempts) {
        await expectRefused(t, await t.call(path, body, alpineAdmin.token), 403, message, before);
      }
      // A bulk delete that names one such user deletes nobody.
      const { userId: alpineOnly } = await userWith(t, admin, 'alpine_only', []);
      const withBoth = await grantsSnapshot(t);
      await expectRefused(
        t,
        await t.call('/users/bulk_delete', { UserIDs: [alpineOnly, spanning.userId] }, alpineAdmin.token),
        403,
        `Cannot bulk delete users: ${refusal('Deleting users')}`,
        withBoth,
      );
      // The account still opens both customers with its own password, and its session lives on.
      expect((await t.call('/users/session/load', {}, spanning.token)).status).toBe(200);
      const again = dataOf<{ customers: { CustomerID: number }[] }>(
        await t.call('/users/login', { Username: 'spans_both', Password: STRONG_PASSWORD, AuthorizedUserID: 0 }),
      );
      expect(again.customers.map((customer) => customer.CustomerID).sort()).toEqual([alpine, nordlicht].sort());
    });

    it('lets the same administrator change a user of their customer only', async () => {
      const { userId } = await userWith(t, admin, 'alpine_member', []);
      const saved = dataOf<{ FirstName: string }>(await t.call('/users/save', { UserID: userId, FirstName: 'Changed' }, alpineAdmin.token));
      expect(saved.FirstName).toBe('Changed');
    });
  });

  describe('3. roles: a global catalogue and each customer its own', () => {
    let alpineEditor: { token: string; userId: number };
    let nordlichtEditor: { token: string; userId: number };

    beforeAll(async () => {
      await adminIn(alpine);
      alpineEditor = await userWith(t, admin, 'alpine_role_editor', USER_ADMIN);
      await adminIn(nordlicht);
      nordlichtEditor = await userWith(t, admin, 'nordlicht_role_editor', USER_ADMIN);
      await adminIn(alpine);
    });

    it('keeps global roles for holders of *', async () => {
      const [supervisor] = await t.query<{ role_id: number; customer_id: number | null }>(
        `SELECT role_id, customer_id FROM core.roles WHERE name = 'supervisor'`,
      );
      expect(supervisor.customer_id).toBeNull();
      const before = await grantsSnapshot(t);
      const needsWildcard = /global roles are shared by every customer: supervisor\) needs the permission '\*', which you do not hold\.$/;
      await expectRefused(
        t,
        await t.call('/roles/save', { RoleID: supervisor.role_id, PermissionIDs: await permissionIds(t, [P.CoreUserView]) }, alpineEditor.token),
        403,
        needsWildcard,
        before,
      );
      await expectRefused(t, await t.call('/roles/delete', { RoleID: supervisor.role_id }, alpineEditor.token), 403, needsWildcard, before);
      await expectRefused(
        t,
        await t.call(
          '/roles/create',
          { Name: 'everywhere', FancyName: 'Everywhere', Global: true, PermissionIDs: await permissionIds(t, [P.CoreUserView]) },
          alpineEditor.token,
        ),
        403,
        "Cannot create role: Creating a global role needs the permission '*', which you do not hold.",
        before,
      );
    });

    it("keeps a customer's own role out of another customer's sight and reach", async () => {
      const created = dataOf<{ RoleID: number; CustomerID: number | null }>(
        await t.call(
          '/roles/create',
          { Name: 'alpine_team_lead', FancyName: 'Team lead', PermissionIDs: await permissionIds(t, [P.CoreUserView]) },
          alpineEditor.token,
        ),
      );
      expect(created.CustomerID).toBe(alpine);
      const listed = dataOf<{ RoleID: number }[]>(await t.call('/roles/list', { limit: 1000 }, nordlichtEditor.token));
      expect(listed.map((role) => role.RoleID)).not.toContain(created.RoleID);
      const before = await grantsSnapshot(t);
      for (const [path, body] of [
        ['/roles/load', { RoleID: created.RoleID }],
        ['/roles/save', { RoleID: created.RoleID, FancyName: 'Taken' }],
        ['/roles/delete', { RoleID: created.RoleID }],
      ] as const) {
        const response = await t.call(path, body, nordlichtEditor.token);
        expect(response.status).toBe(404);
        expect(response.body.message).toMatch(new RegExp(`Role ${created.RoleID} was not found\\.$`));
      }
      expect(await grantsSnapshot(t)).toBe(before);
      // Nor can Nordlicht's editor give Alpine's role to one of its users.
      await adminIn(nordlicht);
      const { userId: nordlichtMember } = await userWith(t, admin, 'nordlicht_member', []);
      await adminIn(alpine);
      const snapshot = await grantsSnapshot(t);
      await expectRefused(
        t,
        await t.call('/users/roles/bulk_save', { UserID: nordlichtMember, RoleIDs: [created.RoleID] }, nordlichtEditor.token),
        400,
        `Cannot save user roles: Unknown role ids: ${created.RoleID}.`,
        snapshot,
      );
    });

    it('refuses to change a role whose holders open a customer the editor does not hold', async () => {
      const role = dataOf<{ RoleID: number }>(
        await t.call(
          '/roles/create',
          { Name: 'shared_by_both', FancyName: 'Shared', PermissionIDs: await permissionIds(t, [P.CoreUserView]) },
          alpineEditor.token,
        ),
      );
      const holder = await userWith(t, admin, 'holder_in_both', []);
      dataOf(await t.call('/users/save', { UserID: holder.userId, CustomerIDs: [alpine, nordlicht] }, admin));
      dataOf(await t.call('/users/roles/bulk_save', { UserID: holder.userId, RoleIDs: [role.RoleID] }, admin));
      const before = await grantsSnapshot(t);
      const message = `the role is held by users of customers you do not hold (${nordlicht}).`;
      await expectRefused(
        t,
        await t.call('/roles/save', { RoleID: role.RoleID, FancyName: 'Changed' }, alpineEditor.token),
        403,
        `Cannot edit role: Changing this role: ${message}`,
        before,
      );
      await expectRefused(
        t,
        await t.call('/roles/delete', { RoleID: role.RoleID }, alpineEditor.token),
        403,
        `Cannot delete role: Deleting these roles: ${message}`,
        before,
      );
      // Once the holder is Alpine's only, the editor may change it again.
      dataOf(await t.call('/users/save', { UserID: holder.userId, CustomerIDs: [alpine] }, admin));
      expect(dataOf<{ FancyName: string }>(await t.call('/roles/save', { RoleID: role.RoleID, FancyName: 'Changed' }, alpineEditor.token)).FancyName).toBe(
        'Changed',
      );
    });

    it("takes a customer's roles from a user who leaves that customer", async () => {
      const role = dataOf<{ RoleID: number }>(
        await t.call('/roles/create', { Name: 'alpine_only_role', FancyName: 'Alpine only', PermissionIDs: await permissionIds(t, [P.NewsList]) }, admin),
      );
      const user = await userWith(t, admin, 'leaves_alpine', []);
      dataOf(await t.call('/users/save', { UserID: user.userId, CustomerIDs: [alpine, nordlicht] }, admin));
      dataOf(await t.call('/users/roles/bulk_save', { UserID: user.userId, RoleIDs: [role.RoleID] }, admin));
      dataOf(await t.call('/users/save', { UserID: user.userId, CustomerIDs: [nordlicht] }, admin));
      expect(await t.query(`SELECT role_id FROM core.user_roles WHERE user_id = $1`, [user.userId])).toEqual([]);
    });
  });

  describe('4. a save tells the truth', () => {
    it('answers 200 and the saved user when the change takes the user out of the active customer', async () => {
      await adminIn(alpine);
      const moved = await userWith(t, admin, 'moves_to_nordlicht', []);
      dataOf(await t.call('/users/save', { UserID: moved.userId, CustomerIDs: [alpine, nordlicht] }, admin));
      const answer = await t.call('/users/save', { UserID: moved.userId, CustomerIDs: [nordlicht], FirstName: 'Moved' }, admin);
      expect(answer.status).toBe(200);
      expect(answer.body.result.data).toMatchObject({ UserID: moved.userId, FirstName: 'Moved' });
      expect(await customersOf(moved.userId)).toEqual([nordlicht]);
      // Alpine no longer lists the user.
      expect((await t.call('/users/load', { UserID: moved.userId }, admin)).status).toBe(404);
    });
  });

  describe('2. a session whose customer was taken away', () => {
    let broad: { token: string; userId: number };
    let doc: OpenApiDocument;

    beforeAll(async () => {
      await adminIn(alpine);
      broad = await userWith(
        t,
        admin,
        'everything_but_wildcard',
        ALL_PERMISSIONS.filter((name) => name !== WILDCARD_PERMISSION),
      );
      dataOf(await t.call('/users/save', { UserID: broad.userId, CustomerIDs: [alpine, nordlicht] }, admin));
      doc = (await t.http.get('/api/docs-json')).body as OpenApiDocument;
    });

    it('ends the sessions that acted in it and keeps those in other customers', async () => {
      const user = await userWith(t, admin, 'loses_alpine', []);
      dataOf(await t.call('/users/save', { UserID: user.userId, CustomerIDs: [alpine, nordlicht] }, admin));
      const inAlpine = await t.login('loses_alpine', STRONG_PASSWORD);
      const inNordlicht = await t.login('loses_alpine', STRONG_PASSWORD);
      dataOf(await t.call('/users/active_customer/save', { CustomerID: nordlicht }, inNordlicht));
      dataOf(await t.call('/users/save', { UserID: user.userId, CustomerIDs: [nordlicht] }, admin));
      const ended = await t.call('/users/session/load', {}, inAlpine);
      expect(ended.status).toBe(401);
      const session = dataOf<{ customers: { CustomerID: number }[] }>(await t.call('/users/session/load', {}, inNordlicht));
      expect(session.customers.map((customer) => customer.CustomerID)).toEqual([nordlicht]);
      expect((await t.call('/users/active_customer/save', { CustomerID: alpine }, inNordlicht)).status).toBe(404);
    });

    it('refuses every call, download and export of the lost customer, whatever changed the membership', async () => {
      const token = broad.token;
      expect((await t.call('/users/count', {}, token)).status).toBe(200);
      // Taken away behind the API's back (a script, another tool): the session is not ended, so
      // only the membership check stands between it and Alpine's data.
      await t.query(`DELETE FROM core.user_customers WHERE user_id = $1 AND customer_id = $2`, [broad.userId, alpine]);
      const redis = new Redis(TEST_REDIS_URL);
      const prefix = t.config.redisPrefix;
      const cached = await redis.keys(`${prefix}:session:*`);
      if (cached.length > 0) await redis.del(...cached);
      await redis.publish(`${prefix}:session-forget`, JSON.stringify({ sessionIds: '*' }));
      await redis.quit();

      const answered: string[] = [];
      const customerIndependent =
        /^\/(users\/(login|logout|session\/load|extend_session|support_session\/(start|end)|active_customer\/save|settings\/columns\/save|me\/(password\/save|sessions\/(list|end_all)))|crosslogin\/login|internlogin\/login|config|health.*|api\/docs.*)$/;
      let checked = 0;
      for (const [path, operations] of Object.entries(doc.paths)) {
        if (customerIndependent.test(path)) continue;
        const url = path.replace(/\{[^}]+\}/g, 'queue_log');
        for (const method of Object.keys(operations)) {
          const response =
            method === 'get' ? await t.http.get(`${url}?Token=${encodeURIComponent(token)}`) : method === 'post' ? await t.call(url, {}, token) : null;
          if (!response) continue;
          checked += 1;
          const message = response.body?.message as string | undefined;
          // Calls for holders of * only are refused for the permission first.
          const wildcardOnly = response.status === 403 && /needs \*|permission '\*'/.test(message ?? '');
          if (!(response.status === 403 && (message === LOST_CUSTOMER || wildcardOnly)))
            answered.push(`${method.toUpperCase()} ${path}: ${response.status} ${message ?? ''}`);
        }
      }
      expect(checked).toBeGreaterThan(60);
      expect(answered).toEqual([]);
      // The routes about the session itself still answer, so the user can switch to a customer they hold.
      dataOf(await t.call('/users/active_customer/save', { CustomerID: nordlicht }, token));
      expect((await t.call('/users/count', {}, token)).status).toBe(200);
    });
  });
});
