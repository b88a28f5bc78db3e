import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Permission } from '@backoffice/contracts';
import { Redis } from 'ioredis';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { GRANT_CHANGES_LOCK } from '../src/core/grants/grant-guard.service.js';
import { syncPermissionCatalog } from '../src/core/seed/permission-catalog.js';
import { dataOf, expectRefused, grantsSnapshot, permissionIds, STRONG_PASSWORD, userWith } from './support/core-fixtures.js';
import { startTestApp, TEST_REDIS_URL, type TestApp } from './support/test-app.js';
import { until } from './support/until.js';

const P = Permission;

describe('security: privilege escalation and lock-out', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let adminRoleId: number;
  let wildcardId: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    [{ user_id: adminId }] = await t.query<{ user_id: number }>(`SELECT user_id FROM core.users WHERE username = 'admin'`);
    [{ role_id: adminRoleId }] = await t.query<{ role_id: number }>(`SELECT role_id FROM core.roles WHERE name = 'administrator'`);
    [wildcardId] = await permissionIds(t, [P.All]);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('1. nobody grants what they do not hold', () => {
    let roleEditor: { token: string; userId: number };
    let targetId: number;
    beforeAll(async () => {
      roleEditor = await userWith(t, admin, 'role_editor', [P.CoreUserView, P.CoreRoleView, P.CoreRoleEdit]);
      targetId = (await userWith(t, admin, 'plain_target', [])).userId;
    });

    it('refuses the administrator role to oneself', async () => {
      const before = await grantsSnapshot(t);
      const response = await t.call('/users/roles/bulk_save', { UserID: roleEditor.userId, RoleIDs: [adminRoleId] }, roleEditor.token);
      await expectRefused(t, response, 403, 'Cannot save user roles: You cannot change your own roles.', before);
    });

    it('refuses the administrator role to someone else, naming the permission', async () => {
      const before = await grantsSnapshot(t);
      const response = await t.call('/users/roles/bulk_save', { UserID: targetId, RoleIDs: [adminRoleId] }, roleEditor.token);
      await expectRefused(
        t,
        response,
        403,
        "Cannot save user roles: Assigning or removing these roles needs the permission '*', which you do not hold.",
        before,
      );
    });

    it("refuses to include * or a permission the caller lacks, and any change of one's own permissions", async () => {
      const [newsEdit] = await permissionIds(t, [P.NewsEdit]);
      const before = await grantsSnapshot(t);
      await expectRefused(
        t,
        await t.call('/users/included_permissions/bulk_save', { UserID: targetId, PermissionIDs: [wildcardId] }, roleEditor.token),
        403,
        /needs the permission '\*', which you do not hold/,
        before,
      );
      await expectRefused(
        t,
        await t.call('/users/included_permissions/bulk_save', { UserID: targetId, PermissionIDs: [newsEdit] }, roleEditor.token),
        403,
        /needs the permission 'news_edit'/,
        before,
      );
      await expectRefused(
        t,
        await t.call('/users/excluded_permissions/bulk_save', { UserID: roleEditor.userId, PermissionIDs: [] }, roleEditor.token),
        403,
        'Cannot save user excluded permissions: You cannot change your own permissions.',
        before,
      );
    });

    it('refuses to put * into a role, or to create or lock such a role', async () => {
      const [roleView] = await permissionIds(t, [P.CoreRoleView]);
      const [{ role_id: ownRole }] = await t.query<{ role_id: number }>(`SELECT role_id FROM core.user_roles WHERE user_id = $1`, [roleEditor.userId]);
      const before = await grantsSnapshot(t);
      await expectRefused(
        t,
        await t.call('/roles/save', { RoleID: ownRole, PermissionIDs: [roleView, wildcardId] }, roleEditor.token),
        403,
        "Cannot edit role: Changing this role needs the permission '*', which you do not hold.",
        before,
      );
      await expectRefused(
        t,
        await t.call('/roles/create', { Name: 'sneaky', FancyName: 'Sneaky', PermissionIDs: [wildcardId] }, roleEditor.token),
        403,
        /Creating this role needs the permission '\*'/,
        before,
      );
      await expectRefused(
        t,
        await t.call('/roles/create', { Name: 'frozen', FancyName: 'Frozen', PermissionIDs: [roleView], Locked: true }, roleEditor.token),
        403,
        /Locking a role needs the permission '\*'/,
        before,
      );
    });

    it('still lets the caller pass on what they hold', async () => {
      const [roleView] = await permissionIds(t, [P.CoreRoleView]);
      const role = dataOf<{ RoleID: number }>(
        await t.call('/roles/create', { Name: 'viewers', FancyName: 'Viewers', PermissionIDs: [roleView] }, roleEditor.token),
      );
      dataOf(await t.call('/users/roles/bulk_save', { UserID: targetId, RoleIDs: [role.RoleID] }, roleEditor.token));
      const effective = dataOf<string[]>(await t.call('/users/permissions/list', { UserID: targetId }, admin));
      expect(effective).toEqual([P.CoreRoleView]);
    });
  });

  describe('2. nobody touches a user who holds more than they do', () => {
    let userEditor: { token: string; userId: number };
    beforeAll(async () => {
      userEditor = await userWith(t, admin, 'user_editor', [P.CoreUserView, P.CoreUserEdit]);
    });

    it("refuses to set the administrator's password, and the old one still signs in", async () => {
      const before = await grantsSnapshot(t);
      const response = await t.call('/users/save', { UserID: adminId, Password: 'Hijack!2345' }, userEditor.token);
      await expectRefused(t, response, 403, /^Cannot edit user: Changing this user: user \d+ holds permissions you do not hold \(\*\)\.$/, before);
      expect((await t.call('/users/login', { Username: 'admin', Password: 'Hijack!2345' })).status).toBe(401);
      expect(await t.login('admin')).toEqual(expect.any(String));
    });

    it('refuses to deactivate, rename or delete the administrator', async () => {
      const before = await grantsSnapshot(t);
      await expectRefused(t, await t.call('/users/save', { UserID: adminId, Status: 0 }, userEditor.token), 403, /holds permissions you do not hold/, before);
      await expectRefused(
        t,
        await t.call('/users/save', { UserID: adminId, Username: 'mine' }, userEditor.token),
        403,
        /holds permissions you do not hold/,
        before,
      );
      const spare = await userWith(t, admin, 'spare_plain', []);
      const afterSpare = await grantsSnapshot(t);
      await expectRefused(
        t,
        await t.call('/users/bulk_delete', { UserIDs: [spare.userId, adminId] }, userEditor.token),
        403,
        /^Cannot bulk delete users: Deleting users: user \d+ holds permissions you do not hold/,
        afterSpare,
      );
    });

    it('refuses a user of another customer as unknown', async () => {
      const [{ user_id: other }] = await t.query<{ user_id: number }>(
        `INSERT INTO core.users (first_name, last_name, username, email, password_hash) VALUES ('O', 'Ther', 'other_customer_user', 'o@example.com', 'x') RETURNING user_id`,
      );
      const [{ customer_id: nordlicht }] = await t.query<{ customer_id: number }>(
        `SELECT customer_id FROM core.customers WHERE name = 'Nordlicht Versicherung AG'`,
      );
      await t.query(`INSERT INTO core.user_customers (user_id, customer_id) VALUES ($1, $2)`, [other, nordlicht]);
      const response = await t.call('/users/save', { UserID: other, Password: 'Hijack!2345' }, userEditor.token);
      expect(response.status).toBe(404);
    });

    it('refuses a support session for someone who outranks the caller', async () => {
      // Only a holder of * may start one at all; a second administrator is not outranked by the first.
      const second = await userWith(t, admin, 'second_admin', []);
      dataOf(await t.call('/users/roles/bulk_save', { UserID: second.userId, RoleIDs: [adminRoleId] }, admin));
      const response = await t.call('/users/support_session/start', { UserId: second.userId }, userEditor.token);
      expect(response.status).toBe(403);
      const started = await t.call('/users/support_session/start', { UserId: second.userId }, admin);
      expect(started.status).toBe(200);
      dataOf(await t.call('/users/support_session/end', {}, admin));
    });
  });

  describe('3. the administrators cannot be locked out', () => {
    it('keeps * and the administrator role from being renamed, deleted or unlinked', async () => {
      const before = await grantsSnapshot(t);
      await expectRefused(
        t,
        await t.call('/permissions/save', { PermissionID: wildcardId, Name: 'star' }, admin),
        409,
        "Cannot edit permission: Built-in permissions cannot be renamed or deleted (the product checks them by name): '*'.",
        before,
      );
      await expectRefused(
        t,
        await t.call('/permissions/bulk_delete', { PermissionIDs: [wildcardId] }, admin),
        409,
        /Built-in permissions cannot be renamed or deleted/,
        before,
      );
      await expectRefused(t, await t.call('/permissions/delete', { PermissionID: wildcardId }, admin), 409, /Built-in permissions/, before);
      const [newsList] = await permissionIds(t, [P.NewsList]);
      await expectRefused(
        t,
        await t.call('/roles/save', { RoleID: adminRoleId, PermissionIDs: [newsList] }, admin),
        409,
        /Locked roles cannot be changed or deleted: administrator/,
        before,
      );
      await expectRefused(t, await t.call('/roles/delete', { RoleID: adminRoleId }, admin), 409, /Locked roles cannot be changed or deleted/, before);
    });

    it('re-links * to the administrator role at start-up if the link was lost', async () => {
      await t.query(`DELETE FROM core.role_permissions WHERE role_id = $1 AND permission_id = $2`, [adminRoleId, wildcardId]);
      await syncPermissionCatalog(t.app.get(DataSource));
      const rows = await t.query(`SELECT 1 FROM core.role_permissions WHERE role_id = $1 AND permission_id = $2`, [adminRoleId, wildcardId]);
      expect(rows).toHaveLength(1);
    });

    it('keeps the last active administrator from being deactivated or deleted', async () => {
      // Leave the demo admin as the only administrator: the second one loses the role.
      const [{ user_id: second }] = await t.query<{ user_id: number }>(`SELECT user_id FROM core.users WHERE username = 'second_admin'`);
      dataOf(await t.call('/users/roles/bulk_save', { UserID: second, RoleIDs: [] }, admin));
      const before = await grantsSnapshot(t);
      await expectRefused(
        t,
        await t.call('/users/save', { UserID: adminId, Status: 0 }, admin),
        409,
        'Cannot edit user: This change would leave no active administrator (a user holding *). Make someone else an administrator first.',
        before,
      );
      // With a second administrator, the first may be deactivated (and is restored directly).
      dataOf(await t.call('/users/roles/bulk_save', { UserID: second, RoleIDs: [adminRoleId] }, admin));
      const secondToken = await t.login('second_admin', STRONG_PASSWORD);
      expect((await t.call('/users/save', { UserID: adminId, Status: 0 }, secondToken)).status).toBe(200);
      const lastOne = await grantsSnapshot(t);
      await expectRefused(t, await t.call('/users/save', { UserID: second, Status: 0 }, secondToken), 409, /would leave no active administrator/, lastOne);
      // Deactivation ended the first administrator's sessions for good: active again, they sign in anew.
      await t.query(`UPDATE core.users SET status = 1 WHERE user_id = $1`, [adminId]);
      expect((await t.call('/users/count', {}, admin)).status).toBe(401);
      admin = await t.login('admin');
    });
  });

  describe('grant changes are checked one after another', () => {
    let holder: pg.Client;
    beforeAll(async () => {
      holder = new pg.Client({ connectionString: t.databaseUrl });
      await holder.connect();
    });
    afterAll(async () => {
      await holder?.end();
    });
    const firstName = async (userId: number) =>
      (await t.query<{ first_name: string }>(`SELECT first_name FROM core.users WHERE user_id = $1`, [userId]))[0].first_name;
    /** Sent now (supertest sends on `then`), answered later. */
    const send = (path: string, body: Record<string, unknown>) => t.call(path, body, admin).then((response) => response);
    const waitsForTheLock = () =>
      until('a change waiting for the grant lock', async () => {
        const [{ waiting }] = await t.query<{ waiting: number }>(
          `SELECT count(*)::int AS waiting FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND NOT granted`,
          [GRANT_CHANGES_LOCK],
        );
        return waiting > 0;
      });

    it('makes a name change wait for a grant change in progress', async () => {
      const user = await userWith(t, admin, 'lock_waiter', []);
      await holder.query('BEGIN');
      await holder.query('SELECT pg_advisory_xact_lock($1)', [GRANT_CHANGES_LOCK]);
      const renamed = send('/users/save', { UserID: user.userId, FirstName: 'Waited' });
      await waitsForTheLock();
      expect(await firstName(user.userId)).toBe('Test');
      await holder.query('COMMIT');
      expect((await renamed).status).toBe(200);
      expect(await firstName(user.userId)).toBe('Waited');
    });

    it('lets name changes pass beside each other, and makes a deactivation wait for them', async () => {
      const [one, two] = [await userWith(t, admin, 'lock_one', []), await userWith(t, admin, 'lock_two', [])];
      // A name change in progress holds the lock shared: others pass, a deactivation waits.
      await holder.query('BEGIN');
      await holder.query('SELECT pg_advisory_xact_lock_shared($1)', [GRANT_CHANGES_LOCK]);
      const renames = await Promise.all([
        send('/users/save', { UserID: one.userId, FirstName: 'Beside' }),
        send('/users/save', { UserID: two.userId, FirstName: 'Beside' }),
      ]);
      expect(renames.map((response) => response.status)).toEqual([200, 200]);
      const deactivated = send('/users/save', { UserID: two.userId, Status: 0 });
      await waitsForTheLock();
      await holder.query('COMMIT');
      expect((await deactivated).status).toBe(200);
      expect((await t.query<{ status: number }>(`SELECT status FROM core.users WHERE user_id = $1`, [two.userId]))[0].status).toBe(0);
    });
  });

  describe('4. smaller leaks', () => {
    it('answers a user name taken in another customer without naming anything about it', async () => {
      const editor = await userWith(t, admin, 'name_editor', [P.CoreUserView, P.CoreUserEdit]);
      const response = await t.call(
        '/users/create',
        { FirstName: 'A', LastName: 'B', Username: 'other_customer_user', Email: 'ab@example.com', Password: STRONG_PASSWORD },
        editor.token,
      );
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('Cannot create user: This user name is not available. Please choose another one.');
      expect(JSON.stringify(response.body)).not.toMatch(/Nordlicht|customer/i);
    });

    it('accepts ?Token= only on GET downloads', async () => {
      const post = await t.http.post(`/users/count?Token=${encodeURIComponent(admin)}`).send({});
      expect(post.status).toBe(401);
      const body = await t.call('/users/count', {}, admin);
      expect(body.status).toBe(200);
    });
  });
});

describe('security: sign-in limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_ADDRESS_ATTEMPTS: '5', LOGIN_ATTEMPTS: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stops password spraying from one address with 429 and Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await t.call('/users/login', { Username: `sprayed${i}`, Password: 'Summer2026!' })).status).toBe(401);
    }
    const blocked = await t.call('/users/login', { Username: 'sprayed_next', Password: 'Summer2026!' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/);
    // The address is blocked even for a right password: the sprayer cannot tell a hit.
    expect((await t.call('/users/login', { Username: 'admin', Password: 'Demo1234!' })).status).toBe(429);
  });

  it('refuses an unbounded user name and keeps Redis keys small', async () => {
    const response = await t.call('/users/login', { Username: 'x'.repeat(2_000_000), Password: 'whatever' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Invalid input: Username must be at most 100 characters.');
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${t.config.redisPrefix}:*`);
    await redis.quit();
    expect(keys.length).toBeGreaterThan(0);
    expect(Math.max(...keys.map((key) => key.length))).toBeLessThan(200);
  });
});

describe('security: hostile input is a 400 naming the problem', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['constructor', '__proto__', 'toString'])('treats the inherited name %s as an unknown filter or sort field', async (name) => {
    const sort = await t.http
      .post('/users/list')
      .set('authorization', `Bearer ${admin}`)
      .set('content-type', 'application/json')
      .send(`{"order":[{"field":"${name}","direction":"asc"}]}`);
    expect(sort.status).toBe(400);
    expect(sort.body.message).toBe(`Cannot fetch users: Cannot sort by unknown field '${name}'.`);
    const filter = await t.http
      .post('/roles/count')
      .set('authorization', `Bearer ${admin}`)
      .set('content-type', 'application/json')
      .send(`{"q":{"field":"${name}","op":"eq","value":1}}`);
    expect(filter.status).toBe(400);
    expect(filter.body.message).toBe(`Cannot fetch roles: Unknown filter field '${name}'.`);
  });

  describe('ids are whole numbers: nothing else is read as one', () => {
    const BAD_IDS: [string, unknown][] = [
      ['true', true],
      ['"1"', '1'],
      ['1.5', 1.5],
      ['[1]', [1]],
      ['{}', {}],
    ];

    it.each(BAD_IDS)('refuses %s on load, save, delete and bulk delete of users and roles, and on grant calls, naming the field', async (_shown, bad) => {
      const before = await grantsSnapshot(t);
      const calls: [string, Record<string, unknown>, string][] = [
        ['/users/load', { UserID: bad }, 'Cannot load user: Invalid input: UserID must be a whole number.'],
        ['/users/save', { UserID: bad, FirstName: 'Mallory', Password: STRONG_PASSWORD }, 'Cannot edit user: Invalid input: UserID must be a whole number.'],
        ['/users/delete', { UserID: bad }, 'Cannot delete user: Invalid input: UserID must be a whole number.'],
        ['/users/bulk_delete', { UserIDs: [bad] }, 'Cannot bulk delete users: Invalid input: UserIDs must hold whole numbers.'],
        ['/roles/load', { RoleID: bad }, 'Cannot load role: Invalid input: RoleID must be a whole number.'],
        ['/roles/save', { RoleID: bad, FancyName: 'Owned' }, 'Cannot edit role: Invalid input: RoleID must be a whole number.'],
        ['/roles/delete', { RoleID: bad }, 'Cannot delete role: Invalid input: RoleID must be a whole number.'],
        ['/roles/bulk_delete', { RoleIDs: [bad] }, 'Cannot bulk delete roles: Invalid input: RoleIDs must hold whole numbers.'],
        ['/users/roles/bulk_save', { UserID: bad, RoleIDs: [] }, 'Cannot save user roles: Invalid input: UserID must be a whole number.'],
        ['/users/support_session/start', { UserId: bad }, 'Cannot start support session: Invalid input: UserId must be a whole number.'],
      ];
      for (const [path, body, message] of calls) {
        const response = await t.call(path, body, admin);
        expect({ path, status: response.status, message: response.body.message }).toEqual({ path, status: 400, message });
      }
      expect(await grantsSnapshot(t)).toBe(before);
    });

    it('takes the digits of an id only where the wire sends text: query strings and playback LogIDs', async () => {
      for (const bad of ['true', '1.5', '0x1', '1e0', ' 1', '-1']) {
        const download = await t.http.get('/quality/reports/download').query({ ReportID: bad }).set('authorization', `Bearer ${admin}`);
        expect({ bad, status: download.status, message: download.body.message }).toEqual({
          bad,
          status: 400,
          message: expect.stringMatching(/^Cannot download report: Invalid input: ReportID must be (a whole number|a positive id)\.$/),
        });
      }
      const unknown = await t.http.get('/quality/reports/download').query({ ReportID: '999999' }).set('authorization', `Bearer ${admin}`);
      expect(unknown.status).toBe(404);
      for (const LogID of ['999999', 999999]) expect((await t.call('/playback/calls/load', { LogID }, admin)).status).toBe(404);
      for (const LogID of [true, 1.5, [1], {}, '1.5', 'x']) {
        const response = await t.call('/playback/calls/load', { LogID }, admin);
        expect({ LogID, status: response.status, message: response.body.message }).toEqual({
          LogID,
          status: 400,
          message: 'Cannot load call: Invalid input: LogID must be a whole number.',
        });
      }
    });
  });

  it('refuses NUL characters in any string, naming the field', async () => {
    const login = await t.call('/users/login', { Username: 'adm\u0000in', Password: 'x' });
    expect(login.status).toBe(400);
    expect(login.body.message).toBe('Invalid input: Username must not contain NUL characters.');
    const columns = await t.call('/users/settings/columns/save', { Columns: { users: { 'Email\u0000': true } } }, admin);
    expect(columns.status).toBe(400);
    expect(columns.body.message).toBe('Invalid input: A field name in Columns.users must not contain NUL characters.');
  });

  it('refuses a lone surrogate, naming the field', async () => {
    const response = await t.http
      .post('/users/create')
      .set('authorization', `Bearer ${admin}`)
      .set('content-type', 'application/json')
      .send(`{"FirstName":"A","LastName":"B","Username":"surrogate","Email":"a\\ud800@example.com","Password":"${STRONG_PASSWORD}"}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Invalid input: Email contains malformed Unicode (a lone surrogate).');
  });

  it('refuses 2,000 levels of nesting', async () => {
    const response = await t.http
      .post('/users/list')
      .set('authorization', `Bearer ${admin}`)
      .set('content-type', 'application/json')
      .send(`{"q":${'['.repeat(2000)}${']'.repeat(2000)}}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Invalid input: The body nests deeper than 32 levels.');
  });

  it('searches a text ending in a backslash, and % and _ as themselves', async () => {
    dataOf(
      await t.call(
        '/users/create',
        { FirstName: 'Ends\\', LastName: '50%_off', Username: 'backslash', Email: 'b@example.com', Password: STRONG_PASSWORD },
        admin,
      ),
    );
    const byBackslash = await t.call('/users/list', { q: { or: [{ field: 'FirstName', op: 'like', value: '%ends\\%' }] } }, admin);
    expect(dataOf<{ Username: string }[]>(byBackslash).map((user) => user.Username)).toEqual(['backslash']);
    const byPercent = await t.call('/users/list', { q: { field: 'LastName', op: 'like', value: '%0%\\_%' } }, admin);
    expect(byPercent.status).toBe(200);
    const literal = await t.call('/users/list', { q: { field: 'LastName', op: 'like', value: '%50%_o%' } }, admin);
    expect(dataOf<{ Username: string }[]>(literal).map((user) => user.Username)).toEqual(['backslash']);
    const wildcardNoMore = await t.call('/users/list', { q: { field: 'LastName', op: 'like', value: '%5_%' } }, admin);
    expect(dataOf<unknown[]>(wildcardNoMore)).toEqual([]);
  });
});
