/**
 * The user form assigns customers (holders of core_customer_view) and, on create, roles: a new
 * customer becomes reachable by giving it to a user; nobody assigns a customer or a role beyond
 * what they hold; a user never ends up without a customer; a refused request changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Permission } from '@backoffice/contracts';
import { dataOf, STRONG_PASSWORD, userWith } from './support/core-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface Named {
  CustomerID: number;
  Name: string;
}

describe("a user's customers and a new user's roles", () => {
  let t: TestApp;
  let admin: string;
  let alpine: number;
  let nordlicht: number;
  const newUser = (username: string, extra: Record<string, unknown> = {}) => ({
    FirstName: 'New',
    LastName: username,
    Username: username,
    Email: `${username}@example.com`,
    Password: STRONG_PASSWORD,
    Status: 1,
    ...extra,
  });
  const customersOf = async (userId: number) =>
    (
      await t.query<{ name: string }>(`SELECT c.name FROM core.user_customers uc JOIN core.customers c USING (customer_id) WHERE uc.user_id = $1 ORDER BY 1`, [
        userId,
      ])
    ).map((row) => row.name);
  const roleId = async (name: string) => (await t.query<{ role_id: number }>(`SELECT role_id FROM core.roles WHERE name = $1`, [name]))[0].role_id;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    const customers = dataOf<Named[]>(await t.call('/customers/list', { limit: 10, offset: 0, order: [], q: null }, admin));
    alpine = customers.find((customer) => customer.Name === 'Alpine Assist GmbH')!.CustomerID;
    nordlicht = customers.find((customer) => customer.Name === 'Nordlicht Versicherung AG')!.CustomerID;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('makes a new customer reachable: given to the supervisor, it is theirs to switch to at the next call', async () => {
    const created = dataOf<Named>(await t.call('/customers/create', { Name: 'Zeta Hilfe GmbH', Country: 'Austria' }, admin));
    const supervisor = await t.login('supervisor');
    const before = dataOf<{ customers: Named[] }>(await t.call('/users/session/load', {}, supervisor));
    expect(before.customers.map((customer) => customer.Name)).not.toContain('Zeta Hilfe GmbH');

    const [{ user_id: supervisorId }] = await t.query<{ user_id: number }>(`SELECT user_id FROM core.users WHERE username = 'supervisor'`);
    const listed = dataOf<Named[]>(await t.call('/users/customers/list', { UserID: supervisorId }, admin));
    expect(listed.map((customer) => customer.Name)).toEqual(['Alpine Assist GmbH', 'Nordlicht Versicherung AG']);
    const saved = await t.call('/users/save', { UserID: supervisorId, CustomerIDs: [alpine, nordlicht, created.CustomerID] }, admin);
    expect(saved.status).toBe(200);
    expect(await customersOf(supervisorId)).toEqual(['Alpine Assist GmbH', 'Nordlicht Versicherung AG', 'Zeta Hilfe GmbH']);

    const after = dataOf<{ customers: Named[] }>(await t.call('/users/session/load', {}, supervisor));
    expect(after.customers.map((customer) => customer.Name)).toContain('Zeta Hilfe GmbH');
    const switched = await t.call('/users/active_customer/save', { CustomerID: created.CustomerID }, supervisor);
    expect(switched.status).toBe(200);
    expect(dataOf<{ activeCustomer: Named }>(switched).activeCustomer.Name).toBe('Zeta Hilfe GmbH');
  });

  it('creates a user with customers and roles in one call; the list shows the roles', async () => {
    const created = await t.call(
      '/users/create',
      newUser('twocustomers', { CustomerIDs: [nordlicht], RoleIDs: [await roleId('supervisor'), await roleId('news_editor')] }),
      admin,
    );
    expect(created.status).toBe(200);
    const user = dataOf<{ UserID: number; Roles: string }>(created);
    expect(user.Roles).toBe('News editor, Supervisor');
    // The active customer (where the list shows the new user) and the chosen one.
    expect(await customersOf(user.UserID)).toEqual(['Alpine Assist GmbH', 'Nordlicht Versicherung AG']);
    const page = dataOf<{ Username: string; Roles: string | null; Status: number }[]>(
      await t.call('/users/list', { limit: 5, offset: 0, order: [], q: { field: 'Username', op: 'eq', value: 'twocustomers' } }, admin),
    );
    expect(page).toEqual([expect.objectContaining({ Username: 'twocustomers', Roles: 'News editor, Supervisor', Status: 1 })]);
  });

  it('refuses a user without any customer, naming the rule, and changes nothing', async () => {
    const { userId } = await userWith(t, admin, 'keepsone', []);
    const refused = await t.call('/users/save', { UserID: userId, FirstName: 'Changed', CustomerIDs: [] }, admin);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Cannot edit user: Invalid input: A user needs at least one customer.');
    expect(await customersOf(userId)).toEqual(['Alpine Assist GmbH']);
    expect((await t.query<{ first_name: string }>(`SELECT first_name FROM core.users WHERE user_id = $1`, [userId]))[0].first_name).toBe('Test');
    const create = await t.call('/users/create', newUser('nocustomer', { CustomerIDs: [] }), admin);
    expect(create.status).toBe(400);
    expect(await t.query(`SELECT 1 FROM core.users WHERE username = 'nocustomer'`)).toEqual([]);
  });

  it('lets a user editor without core_customer_view change users but not their customers', async () => {
    const editor = await userWith(t, admin, 'usereditor', [Permission.Core, Permission.CoreUserView, Permission.CoreUserEdit]);
    const { userId } = await userWith(t, admin, 'edited', []);
    expect((await t.call('/users/save', { UserID: userId, FirstName: 'Renamed' }, editor.token)).status).toBe(200);
    const refused = await t.call('/users/save', { UserID: userId, CustomerIDs: [alpine, nordlicht] }, editor.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(`Cannot edit user: Assigning customers needs ${Permission.CoreCustomerView}.`);
    expect(await customersOf(userId)).toEqual(['Alpine Assist GmbH']);
    expect((await t.call('/users/customers/list', { UserID: userId }, editor.token)).status).toBe(403);
    const create = await t.call('/users/create', newUser('byeditor', { RoleIDs: [await roleId('news_editor')] }), editor.token);
    expect(create.status).toBe(403);
    expect(create.body.message).toBe(`Cannot create user: Assigning roles needs ${Permission.CoreRoleEdit}.`);
    expect(await t.query(`SELECT 1 FROM core.users WHERE username = 'byeditor'`)).toEqual([]);
  });

  it('refuses a user who also belongs to a customer the caller does not hold, and a customer the caller cannot see as unknown', async () => {
    const manager = await userWith(t, admin, 'alpinemanager', [
      Permission.Core,
      Permission.CoreUserView,
      Permission.CoreUserEdit,
      Permission.CoreCustomerView,
      Permission.CoreRoleEdit,
      Permission.News,
      Permission.NewsList,
    ]);
    const { userId } = await userWith(t, admin, 'inboth', []);
    dataOf(await t.call('/users/save', { UserID: userId, CustomerIDs: [alpine, nordlicht] }, admin));
    // The manager only has Alpine: Nordlicht is not theirs to give or take.
    const listed = dataOf<Named[]>(await t.call('/users/customers/list', { UserID: userId }, manager.token));
    expect(listed.map((customer) => customer.Name)).toEqual(['Alpine Assist GmbH']);
    // A user who also opens Nordlicht is out of the manager's reach, whatever the change.
    for (const change of [{ CustomerIDs: [alpine] }, { FirstName: 'Taken' }, { Password: 'N3w-Passw0rd!' }, { Status: 0 }]) {
      const refused = await t.call('/users/save', { UserID: userId, ...change }, manager.token);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(`Cannot edit user: Changing this user: user ${userId} also belongs to customers you do not hold (${nordlicht}).`);
    }
    expect(await customersOf(userId)).toEqual(['Alpine Assist GmbH', 'Nordlicht Versicherung AG']);
    expect(await t.query(`SELECT first_name, status FROM core.users WHERE user_id = $1`, [userId])).toEqual([{ first_name: 'Test', status: 1 }]);
    // Giving a user of Alpine only a customer the manager cannot see is refused as unknown.
    const { userId: alpineOnly } = await userWith(t, admin, 'alpineonly', []);
    const unknown = await t.call('/users/save', { UserID: alpineOnly, CustomerIDs: [alpine, nordlicht] }, manager.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(`Cannot edit user: Customer ${nordlicht} was not found.`);
    expect(await customersOf(alpineOnly)).toEqual(['Alpine Assist GmbH']);

    // Roles on create follow the grant rules: what the manager holds, not the supervisor's role.
    const tooMuch = await t.call('/users/create', newUser('tooMuch', { RoleIDs: [await roleId('supervisor')] }), manager.token);
    expect(tooMuch.status).toBe(403);
    expect(tooMuch.body.message).toMatch(/^Cannot create user: Assigning these roles/);
    expect(await t.query(`SELECT 1 FROM core.users WHERE lower(username) = 'toomuch'`)).toEqual([]);
    const fitting = await t.call('/users/create', newUser('likemanager', { RoleIDs: [await roleId('role_alpinemanager')] }), manager.token);
    expect(fitting.status).toBe(200);
    expect(dataOf<{ Roles: string }>(fitting).Roles).toBe('Role of alpinemanager');
  });
});
