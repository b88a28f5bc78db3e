import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Permission } from '@backoffice/contracts';
import { dataOf, permissionIds, userWith } from './support/core-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface Case {
  call: string;
  needs: string;
  /** The body, given ids of records made for this run. */
  body: (ids: Fixture) => Record<string, unknown>;
}

interface Fixture {
  userId: number;
  spareUserIds: number[];
  roleId: number;
  spareRoleIds: number[];
  permissionId: number;
  sparePermissionIds: number[];
  customerId: number;
  spareCustomerIds: number[];
  seq: () => number;
}

const P = Permission;
const filter = () => ({ limit: 10, offset: 0, q: null });

/** Every Core call and the permission it needs; each is called without it (403) and with it (2xx). */
const CASES: Case[] = [
  { call: '/users/count', needs: P.CoreUserView, body: filter },
  { call: '/users/list', needs: P.CoreUserView, body: filter },
  { call: '/users/load', needs: P.CoreUserView, body: (f) => ({ UserID: f.userId }) },
  { call: '/users/roles/list', needs: P.CoreUserView, body: (f) => ({ UserID: f.userId }) },
  { call: '/users/included_permissions/list', needs: P.CoreUserView, body: (f) => ({ UserID: f.userId }) },
  { call: '/users/excluded_permissions/list', needs: P.CoreUserView, body: (f) => ({ UserID: f.userId }) },
  { call: '/users/permissions/list', needs: P.CoreUserView, body: (f) => ({ UserID: f.userId }) },
  {
    call: '/users/create',
    needs: P.CoreUserEdit,
    body: (f) => ({ FirstName: 'M', LastName: 'X', Username: `matrix${f.seq()}`, Email: 'm@example.com', Password: 'Matrix!234' }),
  },
  { call: '/users/save', needs: P.CoreUserEdit, body: (f) => ({ UserID: f.userId, FirstName: 'Changed' }) },
  { call: '/users/delete', needs: P.CoreUserEdit, body: (f) => ({ UserID: f.spareUserIds.pop() }) },
  { call: '/users/bulk_delete', needs: P.CoreUserEdit, body: (f) => ({ UserIDs: [f.spareUserIds.pop()] }) },
  { call: '/users/roles/bulk_save', needs: P.CoreRoleEdit, body: (f) => ({ UserID: f.userId, RoleIDs: [f.roleId] }) },
  { call: '/users/included_permissions/bulk_save', needs: P.CoreRoleEdit, body: (f) => ({ UserID: f.userId, PermissionIDs: [f.permissionId] }) },
  { call: '/users/excluded_permissions/bulk_save', needs: P.CoreRoleEdit, body: (f) => ({ UserID: f.userId, PermissionIDs: [f.permissionId] }) },
  { call: '/roles/count', needs: P.CoreRoleView, body: filter },
  { call: '/roles/list', needs: P.CoreRoleView, body: filter },
  { call: '/roles/load', needs: P.CoreRoleView, body: (f) => ({ RoleID: f.roleId }) },
  { call: '/roles/create', needs: P.CoreRoleEdit, body: (f) => ({ Name: `matrix_role_${f.seq()}`, FancyName: 'Matrix', PermissionIDs: [f.permissionId] }) },
  { call: '/roles/save', needs: P.CoreRoleEdit, body: (f) => ({ RoleID: f.roleId, FancyName: `Renamed ${f.seq()}` }) },
  { call: '/roles/delete', needs: P.CoreRoleEdit, body: (f) => ({ RoleID: f.spareRoleIds.pop() }) },
  { call: '/roles/bulk_delete', needs: P.CoreRoleEdit, body: (f) => ({ RoleIDs: [f.spareRoleIds.pop()] }) },
  { call: '/permissions/count', needs: P.CorePermissionView, body: filter },
  { call: '/permissions/list', needs: P.CorePermissionView, body: filter },
  { call: '/permissions/load', needs: P.CorePermissionView, body: (f) => ({ PermissionID: f.permissionId }) },
  { call: '/permissions/create', needs: P.CorePermissionEdit, body: (f) => ({ Name: `matrix_permission_${f.seq()}` }) },
  { call: '/permissions/save', needs: P.CorePermissionEdit, body: (f) => ({ PermissionID: f.sparePermissionIds[0], Name: `renamed_${f.seq()}` }) },
  { call: '/permissions/delete', needs: P.CorePermissionEdit, body: (f) => ({ PermissionID: f.sparePermissionIds.pop() }) },
  { call: '/permissions/bulk_delete', needs: P.CorePermissionEdit, body: (f) => ({ PermissionIDs: [f.sparePermissionIds.pop()] }) },
  { call: '/customers/count', needs: P.CoreCustomerView, body: filter },
  { call: '/customers/list', needs: P.CoreCustomerView, body: filter },
  { call: '/customers/load', needs: P.CoreCustomerView, body: (f) => ({ CustomerID: f.customerId }) },
  { call: '/customers/create', needs: P.CoreCustomerEdit, body: (f) => ({ Name: `Matrix customer ${f.seq()}`, Country: 'Austria' }) },
  { call: '/customers/save', needs: P.CoreCustomerEdit, body: (f) => ({ CustomerID: f.customerId, Country: 'Germany' }) },
  { call: '/customers/delete', needs: P.CoreCustomerEdit, body: (f) => ({ CustomerID: f.spareCustomerIds.pop() }) },
  { call: '/customers/bulk_delete', needs: P.CoreCustomerEdit, body: (f) => ({ CustomerIDs: [f.spareCustomerIds.pop()] }) },
  { call: '/loggers/list', needs: P.CoreLoggersView, body: () => ({}) },
  { call: '/loggers/save', needs: P.CoreLoggersView, body: () => ({ PluginName: 'news', Level: 'warn' }) },
  { call: '/users/support_session/start', needs: P.All, body: (f) => ({ UserId: f.userId }) },
];

describe('permission matrix of the Core calls', () => {
  let t: TestApp;
  let admin: string;
  let nobody: string;
  const holders = new Map<string, string>();
  const fixture = {} as Fixture;
  /** One body per case, made once: the 403 and the 2xx call send the same. */
  const bodies = new Map<Case, Record<string, unknown>>();
  const bodyOf = (c: Case) => {
    if (!bodies.has(c)) bodies.set(c, c.body(fixture));
    return bodies.get(c)!;
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    nobody = (await userWith(t, admin, 'nobody', [])).token;
    const needed = [...new Set(CASES.map((c) => c.needs))];
    for (const [index, permission] of needed.entries()) {
      // A holder of `*` is the demo admin; the others get the one permission the call needs, and
      // news_list, the permission the fixture's roles confer (nobody grants what they do not hold).
      holders.set(permission, permission === P.All ? admin : (await userWith(t, admin, `holder${index}`, [permission, P.NewsList])).token);
    }
    let next = 0;
    fixture.seq = () => (next += 1);
    const spare = async (count: number, make: (i: number) => Promise<number>) => Promise.all(Array.from({ length: count }, (_, i) => make(i)));
    fixture.userId = (await userWith(t, admin, 'target', [])).userId;
    fixture.spareUserIds = await spare(2, async (i) => (await userWith(t, admin, `spare${i}`, [])).userId);
    const [permissionId] = await permissionIds(t, [P.NewsList]);
    fixture.permissionId = permissionId;
    fixture.sparePermissionIds = await spare(
      3,
      async (i) => dataOf<{ PermissionID: number }>(await t.call('/permissions/create', { Name: `spare_permission_${i}` }, admin)).PermissionID,
    );
    fixture.roleId = dataOf<{ RoleID: number }>(
      await t.call('/roles/create', { Name: 'matrix_target', FancyName: 'Target', PermissionIDs: [permissionId] }, admin),
    ).RoleID;
    fixture.spareRoleIds = await spare(
      2,
      async (i) =>
        dataOf<{ RoleID: number }>(await t.call('/roles/create', { Name: `spare_role_${i}`, FancyName: 'Spare', PermissionIDs: [permissionId] }, admin)).RoleID,
    );
    fixture.customerId = dataOf<{ CustomerID: number }[]>(
      await t.call('/customers/list', { limit: 1, order: [{ field: 'Name', direction: 'asc' }] }, admin),
    )[0].CustomerID;
    // Made by the holder, who belongs to what they create and so may delete it.
    const customerEditor = holders.get(P.CoreCustomerEdit)!;
    fixture.spareCustomerIds = await spare(
      2,
      async (i) => dataOf<{ CustomerID: number }>(await t.call('/customers/create', { Name: `Spare customer ${i}` }, customerEditor)).CustomerID,
    );
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each(CASES.map((c) => [c.call, c.needs, c] as const))('%s: 403 without %s', async (call, needs, c) => {
    const response = await t.call(call, bodyOf(c), nobody);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      succeeded: false,
      status: 403,
      message: `You do not have permission for this action (needs ${needs}).`,
      result: { data: null },
    });
  });

  it.each(CASES.map((c) => [c.call, c.needs, c] as const))('%s: 2xx with %s', async (call, needs, c) => {
    const token = holders.get(needs)!;
    const response = await t.call(call, bodyOf(c), token);
    expect(response.status).toBe(200);
    expect(response.body.succeeded).toBe(true);
  });
});
