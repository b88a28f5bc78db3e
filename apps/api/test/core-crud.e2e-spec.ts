import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Permission } from '@backoffice/contracts';
import { PluginLoggerFactory } from '../src/platform/logging/plugin-logger.js';
import { customerIdByName, dataOf, permissionIds, STRONG_PASSWORD, userWith } from './support/core-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type UserRow = { UserID: number; FirstName: string; LastName: string; Username: string; Email: string };

describe('Core records: filters, validation, tenancy, grants and log levels', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    // 30 more users in the admin's active customer, written directly: this suite reads them.
    const [{ password_hash: hash }] = await t.query<{ password_hash: string }>(`SELECT password_hash FROM core.users WHERE username = 'admin'`);
    const alpine = await customerIdByName(t, 'Alpine Assist GmbH');
    await t.query(
      `WITH made AS (
         INSERT INTO core.users (first_name, last_name, username, email, password_hash)
         SELECT 'Person' || n, CASE WHEN n % 3 = 0 THEN 'Fischer' ELSE 'Bauer' END, 'person' || lpad(n::text, 2, '0'), 'person' || n || '@example.org', $1
           FROM generate_series(1, 30) n RETURNING user_id)
       INSERT INTO core.user_customers (user_id, customer_id) SELECT user_id, $2 FROM made`,
      [hash, alpine],
    );
  });

  afterAll(async () => {
    await t?.close();
  });

  const list = async (filter: Record<string, unknown>, token = admin) => dataOf<UserRow[]>(await t.call('/users/list', filter, token));
  const count = async (filter: Record<string, unknown>, token = admin) => dataOf<number>(await t.call('/users/count', filter, token));

  describe('search, sort, paging and count', () => {
    const search = { or: ['FirstName', 'LastName', 'Username', 'Email'].map((field) => ({ field, op: 'like', value: '%fischer%' })) };

    it('count and pages of the same search agree', async () => {
      expect(await count({ q: search })).toBe(10);
      const first = await list({ q: search, limit: 4, offset: 0, order: [{ field: 'Username', direction: 'asc' }] });
      const second = await list({ q: search, limit: 4, offset: 4, order: [{ field: 'Username', direction: 'asc' }] });
      const third = await list({ q: search, limit: 4, offset: 8, order: [{ field: 'Username', direction: 'asc' }] });
      const names = [...first, ...second, ...third].map((u) => u.Username);
      expect(names).toEqual(['person03', 'person06', 'person09', 'person12', 'person15', 'person18', 'person21', 'person24', 'person27', 'person30']);
    });

    it('sorts both ways and never answers the password', async () => {
      const descending = await list({ q: search, limit: 3, order: [{ field: 'Username', direction: 'desc' }] });
      expect(descending.map((u) => u.Username)).toEqual(['person30', 'person27', 'person24']);
      expect(Object.keys(descending[0]).sort()).toEqual([
        'CreatedBy',
        'Email',
        'FirstName',
        'LastModifiedBy',
        'LastName',
        'PasswordExpires',
        'PhoneNumber',
        'Roles',
        'Status',
        'UserID',
        'Username',
      ]);
    });

    it('pages with the default of ten and allows All (1000)', async () => {
      expect(await list({})).toHaveLength(10);
      const all = await list({ limit: 1000 });
      expect(all.length).toBe(await count({}));
    });

    it('accepts and/or groups and in-lists', async () => {
      const q = {
        and: [
          { field: 'LastName', op: 'eq', value: 'Fischer' },
          { field: 'Username', op: 'in', value: ['person03', 'person04', 'person06'] },
        ],
      };
      expect((await list({ q, order: [{ field: 'Username', direction: 'asc' }] })).map((u) => u.Username)).toEqual(['person03', 'person06']);
    });

    it.each([
      [{ q: { field: 'PasswordHash', op: 'eq', value: 'x' } }, "Cannot fetch users: Unknown filter field 'PasswordHash'."],
      [{ q: { field: 'Username', op: 'similar', value: 'x' } }, "Cannot fetch users: Unknown filter operator 'similar' for field 'Username'."],
      [{ q: { field: 'UserID', op: 'eq', value: '1 OR 1=1' } }, "Cannot fetch users: Filter value for 'UserID' must be a number."],
      [{ limit: 5000 }, 'Cannot fetch users: limit must not exceed 1000.'],
      [{ order: [{ field: 'password_hash', direction: 'asc' }] }, "Cannot fetch users: Cannot sort by unknown field 'password_hash'."],
      [{ q: null, extra: 1 }, 'Cannot fetch users: Invalid input: extra is not allowed.'],
    ])('refuses %j with 400 naming the problem', async (filter, message) => {
      const response = await t.call('/users/list', filter, admin);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    });

    it('matches SQL in values literally and changes nothing', async () => {
      const evil = "Robert'); DROP TABLE core.users; --";
      dataOf(
        await t.call('/users/create', { FirstName: evil, LastName: 'Tables', Username: 'bobby', Email: 'bobby@example.com', Password: STRONG_PASSWORD }, admin),
      );
      const found = await list({ q: { field: 'FirstName', op: 'like', value: `%${evil}%` } });
      expect(found.map((u) => u.Username)).toEqual(['bobby']);
      expect(await list({ q: { field: 'Username', op: 'eq', value: "' OR '1'='1" } })).toEqual([]);
      const [{ n }] = await t.query<{ n: number }>(`SELECT count(*)::int AS n FROM core.users`);
      expect(n).toBeGreaterThan(30);
    });

    it('takes a base with slashes at either end', async () => {
      expect((await t.call('/users/count/', {}, admin)).status).toBe(200);
      expect((await t.call('//users//count', {}, admin)).status).toBe(200);
    });
  });

  describe('validation', () => {
    it.each([
      [{}, 'Invalid input: FirstName is required; LastName is required; Username is required; Email is required; Password is required.'],
      [{ FirstName: '   ', LastName: 'X', Username: 'blank', Email: 'b@example.com', Password: STRONG_PASSWORD }, 'Invalid input: FirstName is required.'],
      [
        { FirstName: 'A', LastName: 'X', Username: 'bad', Email: 'not-an-email', Password: STRONG_PASSWORD },
        'Invalid input: Email must be a valid email address.',
      ],
      [
        { FirstName: 'A', LastName: 'X', Username: 'weak', Email: 'w@example.com', Password: 'short' },
        'Password needs at least 8 characters, an uppercase letter, a lowercase letter, a digit and a special character.',
      ],
      [
        { FirstName: 'A', LastName: 'X', Username: 'extra', Email: 'e@example.com', Password: STRONG_PASSWORD, IsAdmin: true },
        'Invalid input: IsAdmin is not allowed.',
      ],
      [
        { FirstName: 'A', LastName: 'X', Username: 'status', Email: 's@example.com', Password: STRONG_PASSWORD, Status: 7 },
        'Invalid input: Status must be 1 (active), 0 (inactive) or -1 (banned).',
      ],
    ])('refuses user %j with 400 and writes nothing', async (body, message) => {
      const before = await count({ limit: 1000 });
      const response = await t.call('/users/create', body, admin);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(`Cannot create user: ${message}`);
      expect(await count({ limit: 1000 })).toBe(before);
    });

    it('refuses a second user with the same name, in any case', async () => {
      const response = await t.call(
        '/users/create',
        { FirstName: 'A', LastName: 'B', Username: 'ADMIN', Email: 'a@example.com', Password: STRONG_PASSWORD },
        admin,
      );
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('Cannot create user: This user name is not available. Please choose another one.');
    });

    it('trims required text and defaults a new user to active', async () => {
      const created = dataOf<UserRow & { Status: number }>(
        await t.call(
          '/users/create',
          { FirstName: '  Trim  ', LastName: 'Me', Username: 'trimmed', Email: ' trim@example.com ', Password: STRONG_PASSWORD },
          admin,
        ),
      );
      expect(created).toMatchObject({ FirstName: 'Trim', Email: 'trim@example.com', Status: 1 });
    });

    it('changes a password through save and moves its expiry', async () => {
      const { userId } = await userWith(t, admin, 'pwchange', []);
      await t.query(`UPDATE core.users SET password_expires = now() WHERE user_id = $1`, [userId]);
      const saved = dataOf<{ PasswordExpires: string }>(await t.call('/users/save', { UserID: userId, Password: 'N3w!Password' }, admin));
      expect(Date.parse(saved.PasswordExpires)).toBeGreaterThan(Date.now() + 80 * 86_400_000);
      expect((await t.call('/users/login', { Username: 'pwchange', Password: 'N3w!Password' })).status).toBe(200);
      expect((await t.call('/users/login', { Username: 'pwchange', Password: STRONG_PASSWORD })).status).toBe(401);
    });
  });

  describe('deletes', () => {
    it('bulk deletes all the rows, or none when one is unknown', async () => {
      const a = await userWith(t, admin, 'bulk_a', []);
      const b = await userWith(t, admin, 'bulk_b', []);
      const refused = await t.call('/users/bulk_delete', { UserIDs: [a.userId, 999999] }, admin);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('Cannot bulk delete users: User 999999 was not found.');
      expect(await count({ q: { field: 'Username', op: 'in', value: ['bulk_a', 'bulk_b'] } })).toBe(2);
      const deleted = await t.call('/users/bulk_delete', { UserIDs: [a.userId, b.userId] }, admin);
      expect(deleted.status).toBe(200);
      expect(deleted.body.message).toBe('Users deleted successfully');
      expect(await count({ q: { field: 'Username', op: 'in', value: ['bulk_a', 'bulk_b'] } })).toBe(0);
    });

    it('refuses to delete the signed-in user and an empty list', async () => {
      const [me] = await t.query<{ user_id: number }>(`SELECT user_id FROM core.users WHERE username = 'admin'`);
      expect((await t.call('/users/delete', { UserID: me.user_id }, admin)).body.message).toBe(
        'Cannot delete user: You cannot delete the user you are signed in as.',
      );
      expect((await t.call('/users/bulk_delete', { UserIDs: [] }, admin)).body.message).toBe(
        'Cannot bulk delete users: Invalid input: UserIDs must not be empty.',
      );
    });
  });

  describe('tenancy', () => {
    it('hides another customer’s users: 404 for every call on them', async () => {
      const nordlicht = await customerIdByName(t, 'Nordlicht Versicherung AG');
      const alpine = await customerIdByName(t, 'Alpine Assist GmbH');
      dataOf(await t.call('/users/active_customer/save', { CustomerID: nordlicht }, admin));
      const outsider = dataOf<UserRow>(
        await t.call('/users/create', { FirstName: 'Nora', LastName: 'North', Username: 'nora', Email: 'nora@example.com', Password: STRONG_PASSWORD }, admin),
      );
      dataOf(await t.call('/users/active_customer/save', { CustomerID: alpine }, admin));

      const { token } = await userWith(t, admin, 'alpine_editor', [Permission.CoreUserView, Permission.CoreUserEdit, Permission.CoreRoleEdit]);
      expect((await list({ q: { field: 'Username', op: 'eq', value: 'nora' } }, token)).length).toBe(0);
      for (const [call, body] of [
        ['/users/load', { UserID: outsider.UserID }],
        ['/users/save', { UserID: outsider.UserID, FirstName: 'Hacked' }],
        ['/users/delete', { UserID: outsider.UserID }],
        ['/users/roles/list', { UserID: outsider.UserID }],
        ['/users/roles/bulk_save', { UserID: outsider.UserID, RoleIDs: [] }],
        ['/users/bulk_delete', { UserIDs: [outsider.UserID] }],
      ] as const) {
        const response = await t.call(call, body, token);
        expect([call, response.status]).toEqual([call, 404]);
        expect(response.body.message).toMatch(new RegExp(`User ${outsider.UserID} was not found\\.$`));
      }
      const [row] = await t.query<{ first_name: string }>(`SELECT first_name FROM core.users WHERE user_id = $1`, [outsider.UserID]);
      expect(row.first_name).toBe('Nora');
    });
  });

  describe('roles and effective permissions', () => {
    it('creates a role with permissions and replaces them on save', async () => {
      const ids = await permissionIds(t, [Permission.NewsList, Permission.NewsEdit]);
      const role = dataOf<{ RoleID: number; Permissions: { Name: string }[]; PermissionIDs: number[]; Type: string; Locked: boolean }>(
        await t.call('/roles/create', { Name: 'desk', FancyName: 'News desk', PermissionIDs: ids, Type: 'public', Locked: false }, admin),
      );
      expect(role.Permissions.map((p) => p.Name)).toEqual(['news_edit', 'news_list']);
      expect(role).toMatchObject({ Type: 'public', Locked: false });
      const saved = dataOf<{ Permissions: { Name: string }[] }>(await t.call('/roles/save', { RoleID: role.RoleID, PermissionIDs: [ids[0]] }, admin));
      expect(saved.Permissions).toHaveLength(1);
      expect((await t.call('/roles/create', { Name: 'empty', FancyName: 'Empty', PermissionIDs: [] }, admin)).body.message).toBe(
        'Cannot create role: Invalid input: Select at least one permission.',
      );
      expect((await t.call('/roles/create', { Name: 'ghost', FancyName: 'Ghost', PermissionIDs: [999999] }, admin)).body.message).toBe(
        'Cannot create role: Unknown permission ids: 999999.',
      );
      expect(await t.query(`SELECT 1 FROM core.roles WHERE name = 'ghost'`)).toEqual([]);
    });

    it('keeps locked roles as they are', async () => {
      const [administrator] = await t.query<{ role_id: number }>(`SELECT role_id FROM core.roles WHERE name = 'administrator'`);
      const response = await t.call('/roles/save', { RoleID: administrator.role_id, FancyName: 'Boss' }, admin);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('Cannot edit role: Locked roles cannot be changed or deleted: administrator.');
    });

    it('computes (roles ∪ included) − excluded, keeps the lists apart, and applies at once', async () => {
      const { token, userId } = await userWith(t, admin, 'grants', [Permission.NewsList, Permission.CoreUserView]);
      const [reportCallLog] = await permissionIds(t, [Permission.ReportCallLog]);
      const [newsList] = await permissionIds(t, [Permission.NewsList]);
      expect((await t.call('/users/count', {}, token)).status).toBe(200);

      const included = await t.call('/users/included_permissions/bulk_save', { UserID: userId, PermissionIDs: [reportCallLog] }, admin);
      expect(included.body.message).toBe('User included permissions saved successfully!');
      const excluded = await t.call('/users/excluded_permissions/bulk_save', { UserID: userId, PermissionIDs: [newsList, reportCallLog] }, admin);
      expect(excluded.body.message).toBe('User excluded permissions saved successfully!');
      expect(dataOf<{ Name: string }[]>(await t.call('/users/included_permissions/list', { UserID: userId }, admin))).toEqual([]);
      expect(dataOf<string[]>(await t.call('/users/permissions/list', { UserID: userId }, admin))).toEqual(['core_user_view']);

      dataOf(await t.call('/users/included_permissions/bulk_save', { UserID: userId, PermissionIDs: [newsList] }, admin));
      expect(dataOf<{ Name: string }[]>(await t.call('/users/excluded_permissions/list', { UserID: userId }, admin)).map((p) => p.Name)).toEqual([
        'report_call_log',
      ]);
      expect(dataOf<string[]>(await t.call('/users/permissions/list', { UserID: userId }, admin))).toEqual(['core_user_view', 'news_list']);

      const roles = await t.call('/users/roles/bulk_save', { UserID: userId, RoleIDs: [] }, admin);
      expect(roles.body.message).toBe('User roles saved successfully!');
      // The user's open session sees the change on its next call.
      expect((await t.call('/users/count', {}, token)).status).toBe(403);
    });
  });

  describe('customers', () => {
    it('creates, edits and refuses to delete the active customer', async () => {
      const created = dataOf<{ CustomerID: number; Status: number }>(await t.call('/customers/create', { Name: 'Südwind Reisen', Country: 'Austria' }, admin));
      expect(created.Status).toBe(1);
      const saved = dataOf<{ Status: number }>(await t.call('/customers/save', { CustomerID: created.CustomerID, Status: 0 }, admin));
      expect(saved.Status).toBe(0);
      const alpine = await customerIdByName(t, 'Alpine Assist GmbH');
      const refused = await t.call('/customers/delete', { CustomerID: alpine }, admin);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Cannot delete customer: The active customer cannot be deleted. Switch to another customer first.');
      expect((await t.call('/customers/create', { Name: 'südwind reisen' }, admin)).status).toBe(409);
    });

    it('keeps a time zone per customer (Europe/Vienna unless chosen) and refuses unknown zones', async () => {
      const created = dataOf<{ CustomerID: number; TimeZone: string }>(await t.call('/customers/create', { Name: 'Zeitzone AG' }, admin));
      expect(created.TimeZone).toBe('Europe/Vienna');
      const saved = dataOf<{ TimeZone: string }>(await t.call('/customers/save', { CustomerID: created.CustomerID, TimeZone: 'America/New_York' }, admin));
      expect(saved.TimeZone).toBe('America/New_York');
      const refused = await t.call('/customers/save', { CustomerID: created.CustomerID, TimeZone: 'Mars/Olympus_Mons' }, admin);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Cannot edit customer: Invalid input: TimeZone must be an IANA time zone such as Europe/Vienna.');
      // The session names its active customer's zone, for the admin's "today".
      const session = dataOf<{ activeCustomer: { TimeZone: string } }>(await t.call('/users/session/load', {}, admin));
      expect(session.activeCustomer.TimeZone).toBe('Europe/Vienna');
    });
  });

  describe('log levels', () => {
    it('lists every plugin, saves a level, and really changes what the plugin logs', async () => {
      const plugins = dataOf<{ PluginName: string; Level: string }[]>(await t.call('/loggers/list', {}, admin));
      expect(plugins.map((p) => p.PluginName)).toEqual([
        'core',
        'platform',
        'telephony',
        'quality',
        'monitor',
        'lunch_break',
        'playback',
        'report',
        'news',
        'assistance',
      ]);
      expect(plugins.every((p) => p.Level === 'info')).toBe(true);

      const lines: string[] = [];
      t.app.get(PluginLoggerFactory).useSink({ write: (plugin, level, message) => lines.push(`${plugin}:${level}:${message}`) });

      const saved = await t.call('/loggers/save', { PluginName: 'core', Level: 'error' }, admin);
      expect(saved.body.message).toBe('Plugin level saved successfully');
      await t.login('editor');
      expect(lines.filter((line) => line.startsWith('core:'))).toEqual([]);

      dataOf(await t.call('/loggers/save', { PluginName: 'core', Level: 'debug' }, admin));
      await t.login('editor');
      expect(lines).toContainEqual(expect.stringMatching(/^core:info:User editor \(\d+\) signed in by password$/));
      expect(dataOf<{ PluginName: string; Level: string }[]>(await t.call('/loggers/list', {}, admin)).find((p) => p.PluginName === 'core')?.Level).toBe(
        'debug',
      );

      const bad = await t.call('/loggers/save', { PluginName: 'core', Level: 'verbose' }, admin);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Cannot save plugin level: Invalid input: Level must be one of debug, info, warn, error, off.');
    });
  });

  it('finds users through the global search, and warns on short input', async () => {
    const hits = dataOf<{ kind: string; label: string; route: string }[]>(await t.call('/search', { Text: 'fischer' }, admin));
    expect(hits).toHaveLength(10);
    expect(hits[0]).toMatchObject({ kind: 'user', label: expect.stringContaining('Fischer') });
    const short = await t.call('/search', { Text: 'abc' }, admin);
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Search failed: Invalid input: Search input require min 4 characters.');
    const agent = await t.login('agent');
    expect(dataOf(await t.call('/search', { Text: 'fischer' }, agent))).toEqual([]);
  });
});
