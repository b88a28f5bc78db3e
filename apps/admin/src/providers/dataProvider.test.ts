import { afterEach, describe, expect, it, vi } from 'vitest';
import { keysetAnchor } from './dataProvider';
import { toWireQuery } from './wireFilter';
import { CoreResources, ErrorCode } from '@backoffice/contracts';
import { fakeApi } from '../test/fakeApi';
import { readSession, writeSession } from './session';
import type { LoginSession } from '@backoffice/contracts';
import { dataProvider, i18nProvider } from '../test/admin';

const session = { token: 'tok-1', permissions: ['*'], userSettings: { Columns: {} } } as unknown as LoginSession;

afterEach(() => vi.unstubAllGlobals());

const users = [
  { UserID: 7, FirstName: 'Ada', LastName: 'Lovelace', Username: 'ada', Email: 'ada@example.test', Status: 1 },
  { UserID: 8, FirstName: 'Alan', LastName: 'Turing', Username: 'alan', Email: 'alan@example.test', Status: 1 },
];

describe('dataProvider: lists', () => {
  it('counts, then lists the page, with the token, paging, order and the search as an or-list of like clauses', async () => {
    writeSession(session);
    const api = fakeApi({ 'users/count': { data: 12 }, 'users/list': { data: users } });
    const result = await dataProvider.getList('users', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'LastName', order: 'DESC' },
      filter: { q: ' lov ' },
    });
    expect(api.calls.map((call) => call.path)).toEqual(['users/count', 'users/list']);
    const expectedFilter = {
      limit: 5,
      offset: 5,
      order: [{ field: 'LastName', direction: 'desc' }],
      q: {
        or: [
          { field: 'FirstName', op: 'like', value: '%lov%' },
          { field: 'LastName', op: 'like', value: '%lov%' },
          { field: 'Username', op: 'like', value: '%lov%' },
          { field: 'Email', op: 'like', value: '%lov%' },
        ],
      },
      Token: 'tok-1',
    };
    expect(api.calls[0].body).toEqual(expectedFilter);
    expect(api.calls[1].body).toEqual(expectedFilter);
    expect(result.total).toBe(12);
    expect(result.data.map((user) => user.id)).toEqual([7, 8]);
  });

  it('sends q null without a search and skips the list call when the count is 0', async () => {
    const api = fakeApi({ 'roles/count': { data: 0 } });
    const result = await dataProvider.getList('roles', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0].body).toMatchObject({ limit: 10, offset: 0, order: [{ field: 'RoleID', direction: 'asc' }], q: null });
    expect(result).toEqual({ data: [], total: 0 });
  });

  it('caps All at 1000 rows', async () => {
    const api = fakeApi({ 'permissions/count': { data: 1 }, 'permissions/list': { data: [{ PermissionID: 1, Name: '*' }] } });
    await dataProvider.getList('permissions', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'Name', order: 'ASC' }, filter: { q: 'core' } });
    expect(api.calls[1].body).toMatchObject({ limit: 1000, q: { or: [{ field: 'Name', op: 'like', value: '%core%' }] } });
  });

  it('getMany lists with an in filter, getManyReference with an eq filter', async () => {
    const api = fakeApi({ 'users/list': { data: users }, 'users/count': { data: 2 } });
    await dataProvider.getMany('users', { ids: [7, 8] });
    expect(api.calls[0].body).toMatchObject({ limit: 1000, offset: 0, q: { field: 'UserID', op: 'in', value: [7, 8] } });
    await dataProvider.getManyReference('users', {
      target: 'Status',
      id: 1,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'Username', order: 'ASC' },
      filter: {},
    });
    expect(api.calls[1]).toMatchObject({ path: 'users/count', body: { q: { field: 'Status', op: 'eq', value: 1 } } });
  });

  it('loggers are one unpaged list keyed by plugin name', async () => {
    const api = fakeApi({ 'loggers/list': { data: [{ PluginName: 'core', Level: 'info' }] } });
    const result = await dataProvider.getList('loggers', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'PluginName', order: 'ASC' }, filter: {} });
    expect(api.calls.map((call) => call.path)).toEqual(['loggers/list']);
    expect(result.data[0].id).toBe('core');
  });
});

describe('toWireQuery', () => {
  it('turns Field@gte / @lte keys into range clauses, arrays into in, the rest into eq', () => {
    expect(
      toWireQuery(CoreResources.users, {
        'Call.Timestamp@gte': '2026-03-02 00:00:00',
        'Call.Timestamp@lte': '2026-03-08 23:59:59',
        'CallAgent.ID': [1, 2],
        Status: 1,
      }),
    ).toEqual({
      and: [
        { field: 'Call.Timestamp', op: 'gte', value: '2026-03-02 00:00:00' },
        { field: 'Call.Timestamp', op: 'lte', value: '2026-03-08 23:59:59' },
        { field: 'CallAgent.ID', op: 'in', value: [1, 2] },
        { field: 'Status', op: 'eq', value: 1 },
      ],
    });
  });
});

describe('dataProvider: records', () => {
  it('loads by the wire id, saves only the changed fields with the id, deletes and bulk deletes', async () => {
    const api = fakeApi({
      'users/load': { data: users[0] },
      'users/save': (body) => ({ data: { ...users[0], ...body } }),
      'users/delete': { data: null },
      'roles/bulk_delete': { data: null },
      'users/create': (body) => ({ data: { UserID: 9, ...body } }),
    });
    const loaded = await dataProvider.getOne('users', { id: 7 });
    expect(api.calls[0].body).toMatchObject({ UserID: 7 });
    expect(loaded.data.id).toBe(7);

    await dataProvider.update('users', { id: 7, data: { ...loaded.data, FirstName: 'Augusta' }, previousData: loaded.data });
    expect(api.callsTo('users/save')[0].body).toEqual({ UserID: 7, FirstName: 'Augusta' });

    const created = await dataProvider.create('users', { data: { FirstName: 'Grace', Password: 'x' } });
    expect(created.data.id).toBe(9);
    expect(api.callsTo('users/create')[0].body).toEqual({ FirstName: 'Grace', Password: 'x' });

    await dataProvider.delete('users', { id: 7, previousData: loaded.data });
    expect(api.callsTo('users/delete')[0].body).toEqual({ UserID: 7 });

    await dataProvider.deleteMany('roles', { ids: [1, 2] });
    expect(api.calls.at(-1)).toEqual({ path: 'roles/bulk_delete', body: { RoleIDs: [1, 2] } });
  });

  it("sends an edit page's id from the URL as a number, and text ids as they are", async () => {
    const api = fakeApi({
      'users/load': { data: users[0] },
      'users/save': (body) => ({ data: { ...users[0], ...body } }),
      'roles/bulk_delete': { data: null },
      'playback/calls/load': { data: { LogID: '12345678901', Number: '0664' } },
    });
    await dataProvider.getOne('users', { id: '7' });
    await dataProvider.update('users', { id: '7', data: { FirstName: 'Ada' }, previousData: { id: '7' } });
    await dataProvider.deleteMany('roles', { ids: ['1', 2] });
    expect(api.callsTo('users/load')[0].body).toMatchObject({ UserID: 7 });
    expect(api.callsTo('users/save')[0].body).toMatchObject({ UserID: 7 });
    expect(api.callsTo('roles/bulk_delete')[0].body).toMatchObject({ RoleIDs: [1, 2] });
    await dataProvider.getOne('playback', { id: '12345678901' });
    expect(api.callsTo('playback/calls/load')[0].body).toMatchObject({ LogID: '12345678901' });
  });
});

describe('dataProvider: failures', () => {
  it('passes the server message that names the failure', async () => {
    fakeApi({ 'users/count': { status: 400, message: "Cannot fetch users: Unknown filter field 'Foo'." } });
    await expect(
      dataProvider.getList('users', { pagination: { page: 1, perPage: 10 }, sort: { field: 'Foo', order: 'ASC' }, filter: {} }),
    ).rejects.toMatchObject({
      message: "Cannot fetch users: Unknown filter field 'Foo'.",
      status: 400,
    });
  });

  it('names the failed action when the server message does not', async () => {
    fakeApi({ 'roles/delete': { status: 409, message: 'The role is still assigned.' }, 'roles/bulk_delete': { status: 403, message: '' } });
    await expect(dataProvider.delete('roles', { id: 3 })).rejects.toMatchObject({ message: 'Cannot delete role: The role is still assigned.' });
    await expect(dataProvider.deleteMany('roles', { ids: [3] })).rejects.toMatchObject({ message: expect.stringMatching(/^Cannot bulk delete roles/) });
  });

  it('shows the server message of a failed user create', async () => {
    fakeApi({ 'users/create': { status: 409, message: 'Username already exists.' } });
    await expect(dataProvider.create('users', { data: { Username: 'ada' } })).rejects.toMatchObject({ message: 'Username already exists.', status: 409 });
  });

  it('a 401 clears the stored session', async () => {
    writeSession(session);
    fakeApi({ 'users/load': { status: 401, message: 'Session expired.' } });
    await expect(dataProvider.getOne('users', { id: 7 })).rejects.toMatchObject({ status: 401 });
    expect(readSession()).toBeNull();
  });

  it('no answer is "Server is unreachable" with status 503', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(dataProvider.getOne('users', { id: 7 })).rejects.toMatchObject({ message: 'Server is unreachable', status: 503 });
  });

  it('a cancelled request is "Operation canceled by the user"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('aborted', 'AbortError'))),
    );
    await expect(dataProvider.getOne('users', { id: 7 })).rejects.toMatchObject({ message: 'Operation canceled by the user' });
  });
});

describe('dataProvider: keyset pages of deep lists', () => {
  const calls = (from: number) => Array.from({ length: 10 }, (_, index) => ({ LogID: String(from + index), Number: '+43', Timestamp: '2026-03-01T10:00:00Z' }));
  const listBodies = (api: ReturnType<typeof fakeApi>) => api.callsTo('playback/calls/list').map((call) => call.body);
  const page = (number: number, sort = { field: 'Timestamp', order: 'DESC' as const }) =>
    dataProvider.getList('playback', { pagination: { page: number, perPage: 10 }, sort, filter: {} });

  it('asks one page on as the page after the last row shown, one page back as the page before the first, with the offset beside', async () => {
    writeSession(session);
    let next = 100;
    const api = fakeApi({ 'playback/calls/count': { data: 100_000 }, 'playback/calls/list': () => ({ data: calls((next += 10)) }) });
    await page(1);
    await page(2);
    await page(3);
    await page(2);
    await page(2);
    await page(9);
    const bodies = listBodies(api);
    expect(bodies.map(({ offset, after, before }) => ({ offset, after, before }))).toEqual([
      { offset: 0, after: undefined, before: undefined },
      { offset: 10, after: '119', before: undefined },
      { offset: 20, after: '129', before: undefined },
      { offset: 10, after: undefined, before: '130' },
      // The page shown asked again (a refresh): the same anchor.
      { offset: 10, after: undefined, before: '130' },
      // A jump is asked by offset.
      { offset: 80, after: undefined, before: undefined },
    ]);
    // The count takes the filter alone.
    expect(api.callsTo('playback/calls/count').every((call) => call.body.after === undefined && call.body.before === undefined)).toBe(true);
  });

  it('pages by offset again when the sort, the filter or the page size changes', () => {
    const shown = { shape: 'a', page: 4, firstId: 1, lastId: 9, anchor: {} };
    expect(keysetAnchor(shown, 'a', 5)).toEqual({ after: 9 });
    expect(keysetAnchor(shown, 'b', 5)).toEqual({});
    expect(keysetAnchor(shown, 'a', 1)).toEqual({});
    expect(keysetAnchor(undefined, 'a', 5)).toEqual({});
  });

  it('leaves lists without keyset paging by offset', async () => {
    const api = fakeApi({ 'users/count': { data: 50 }, 'users/list': { data: users } });
    await dataProvider.getList('users', { pagination: { page: 1, perPage: 2 }, sort: { field: 'LastName', order: 'ASC' }, filter: {} });
    await dataProvider.getList('users', { pagination: { page: 2, perPage: 2 }, sort: { field: 'LastName', order: 'ASC' }, filter: {} });
    expect(api.callsTo('users/list')[1].body).not.toHaveProperty('after');
  });

  it("words a coded refusal in the user's language, without the failing call's prefix", async () => {
    fakeApi({
      'users/count': { data: 500_000 },
      'users/list': { status: 400, message: 'Cannot fetch users: offset must not exceed 100000: …', code: ErrorCode.OffsetTooDeep },
    });
    await i18nProvider.changeLocale('de');
    try {
      await expect(
        dataProvider.getList('users', { pagination: { page: 20_000, perPage: 10 }, sort: { field: 'LastName', order: 'ASC' }, filter: {} }),
      ).rejects.toThrow('Diese Seite liegt zu weit hinten, um sie direkt zu öffnen.');
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});
