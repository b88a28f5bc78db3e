import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Permission, SocketEvent, type News, type NewsDetails, type NewsEditData, type NewsReadMessage, type NewsUnreadMessage } from '@backoffice/contracts';
import { addDays } from '@backoffice/domain';
import { clock } from '../src/platform/clock/clock.js';
import { io, type Socket } from 'socket.io-client';
import { customerIdByName, dataOf, permissionIds, STRONG_PASSWORD } from './support/core-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { nextEvent as next } from './support/socket-events.js';

const P = Permission;

/** Retries `check` until it passes (a cached session learns a customer change a moment after the answer). */
async function eventually(check: () => Promise<void>, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Every `event` the socket receives from now on (to check, after a later event arrived, that none came before it). */
function collect<T>(socket: Socket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}

/** The instant the server's clock runs from: a Wednesday morning in the customers' zones. */
const NOW = new Date('2026-06-10T08:00:00Z');

describe('News', () => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  /** The editor again, switched to the second customer. */
  let editorNordlicht: string;
  let alpine: number;
  let nordlicht: number;
  let today: string;
  const sockets: Socket[] = [];
  /** Test users in Alpine: two of role one, one of role two, one addressed to nothing, one without news permissions. */
  const users: Record<string, { id: number; token: string }> = {};
  let roleOne: number;
  let roleTwo: number;
  let nordlichtUser: number;

  const filter = (extra: Record<string, unknown> = {}) => ({ limit: 100, offset: 0, q: null, ...extra });
  const list = async (token: string, extra: Record<string, unknown> = {}) => dataOf<News[]>(await t.call('/news/list', filter(extra), token));
  const ids = (rows: { NewsID: number }[]) => rows.map((row) => row.NewsID);
  const create = async (body: Record<string, unknown>, token = editor) => dataOf<News>(await t.call('/news/create', body, token));
  const newsRows = async () => (await t.query<{ n: number }>(`SELECT count(*)::int AS n FROM news.news`))[0].n;
  const snapshot = () =>
    t.query(
      `SELECT n.news_id, n.text, n.valid_from::text, n.valid_until::text,
              ARRAY(SELECT user_id FROM news.news_users u WHERE u.news_id = n.news_id ORDER BY user_id) AS users,
              ARRAY(SELECT role_id FROM news.news_roles r WHERE r.news_id = n.news_id ORDER BY role_id) AS roles,
              ARRAY(SELECT user_id FROM news.news_reads r WHERE r.news_id = n.news_id ORDER BY user_id) AS reads
         FROM news.news n ORDER BY n.news_id`,
    );
  const connect = async (token: string): Promise<Socket> => {
    const socket = io(t.baseUrl, { transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    await next(socket, 'connect');
    const validated = next(socket, SocketEvent.TokenValidation);
    socket.emit(SocketEvent.UserConnected, token);
    expect(await validated).toMatchObject({ valid: true });
    return socket;
  };

  beforeAll(async () => {
    // The server's day is fixed (a run crossing the customer's midnight reads one day); restored in afterAll.
    clock.runFrom(NOW);
    t = await startTestApp();
    admin = await t.login('admin');
    editor = await t.login('editor');
    editorNordlicht = await t.login('editor');
    alpine = await customerIdByName(t, 'Alpine Assist GmbH');
    nordlicht = await customerIdByName(t, 'Nordlicht Versicherung AG');
    dataOf(await t.call('/users/active_customer/save', { CustomerID: nordlicht }, editorNordlicht));
    const [{ time_zone: zone }] = await t.query<{ time_zone: string }>(`SELECT time_zone FROM core.customers WHERE customer_id = $1`, [alpine]);
    today = clock.todayIn(zone);

    const reading = await permissionIds(t, [P.News, P.NewsList]);
    // Global roles: role one is given in both customers.
    const makeRole = async (name: string) =>
      dataOf<{ RoleID: number }>(await t.call('/roles/create', { Name: name, FancyName: `Fancy ${name}`, PermissionIDs: reading, Global: true }, admin)).RoleID;
    roleOne = await makeRole('news_role_one');
    roleTwo = await makeRole('news_role_two');
    const makeUser = async (username: string, roleIds: number[], token = admin) => {
      const { UserID } = dataOf<{ UserID: number }>(
        await t.call(
          '/users/create',
          { FirstName: 'Test', LastName: username, Username: username, Email: `${username}@example.com`, Password: STRONG_PASSWORD },
          token,
        ),
      );
      if (roleIds.length > 0) dataOf(await t.call('/users/roles/bulk_save', { UserID, RoleIDs: roleIds }, token));
      return UserID;
    };
    for (const [name, roles] of [
      ['reader1', [roleOne]],
      ['reader2', [roleOne]],
      ['reader3', [roleTwo]],
      ['outsider', [roleTwo]],
      ['nobody', []],
    ] as const) {
      const id = await makeUser(name, [...roles]);
      users[name] = { id, token: await t.login(name, STRONG_PASSWORD) };
    }
    const adminNordlicht = await t.login('admin');
    dataOf(await t.call('/users/active_customer/save', { CustomerID: nordlicht }, adminNordlicht));
    nordlichtUser = await makeUser('nordlicht_only', [roleOne], adminNordlicht);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t?.close();
    clock.reset();
  });

  describe('demo data', () => {
    it('has news for the demo roles, some read', async () => {
      const agent = await t.login('agent');
      const unread = await list(agent);
      expect(unread.map((news) => news.Text)).toEqual(
        expect.arrayContaining([expect.stringContaining('canteen is closed'), expect.stringContaining('Team meeting')]),
      );
      expect(unread.every((news) => !news.Read)).toBe(true);
      const supervisor = await t.login('supervisor');
      const read = (await list(supervisor, { ShowRead: true })).filter((news) => news.Read);
      expect(read.length).toBeGreaterThan(0);
      expect(dataOf<{ Unread: number }>(await t.call('/news/unread/count', {}, agent)).Unread).toBe(unread.length);
    });
  });

  describe('create, load, details, save', () => {
    let newsId: number;

    it('creates news for a role, answering the spec message and the counts', async () => {
      const response = await t.call(
        '/news/create',
        {
          Text: '<p>Canteen <b>closed</b> on Friday</p>',
          From: today,
          Until: addDays(today, 1),
          UserIDs: [users.reader1.id, users.reader2.id],
          RoleIDs: [roleOne],
        },
        editor,
      );
      expect(response.status).toBe(200);
      expect(response.body.message).toBe('News created successfully');
      const news = dataOf<News>(response);
      newsId = news.NewsID;
      expect(news).toEqual({
        NewsID: newsId,
        Text: '<p>Canteen <b>closed</b> on Friday</p>',
        From: today,
        Until: addDays(today, 1),
        UserCount: 2,
        UserReadCount: 0,
        Read: false,
        Addressed: false,
      });
      const [row] = await t.query<{ customer_id: number; plain_text: string }>(`SELECT customer_id, plain_text FROM news.news WHERE news_id = $1`, [newsId]);
      expect(row).toEqual({ customer_id: alpine, plain_text: 'Canteen closed on Friday' });
    });

    it('stores the text sanitised: no scripts, handlers, images or script links', async () => {
      const news = await create({
        Text: '<p onclick="steal()">Hello</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><a href="https://example.com">site</a>',
        From: today,
        Until: today,
        UserIDs: [users.reader3.id],
      });
      // The platform's one rule (docs/decisions.md, Rich text): a script link keeps only its text.
      const expected = '<p>Hello</p>x<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>';
      expect(news.Text).toBe(expected);
      const [stored] = await t.query<{ text: string }>(`SELECT text FROM news.news WHERE news_id = $1`, [news.NewsID]);
      expect(stored.text).toBe(expected);
      dataOf(await t.call('/news/delete', { NewsID: news.NewsID }, editor));
    });

    it('loads the edit data and the details (users with Read, role chips)', async () => {
      expect(dataOf<NewsEditData>(await t.call('/news/load_news_data', { NewsID: newsId }, editor))).toMatchObject({
        News: { NewsID: newsId },
        UserIDs: [users.reader1.id, users.reader2.id].sort((a, b) => a - b),
        RoleIDs: [roleOne],
        ReadUserIDs: [],
      });
      dataOf(await t.call('/news/mark_read', { NewsID: newsId, MarkAsRead: true }, users.reader1.token));
      const details = dataOf<NewsDetails>(await t.call('/news/details', { NewsID: newsId }, editor));
      expect(details.News).toMatchObject({ NewsID: newsId, UserCount: 2, UserReadCount: 1 });
      expect(details.Roles).toEqual([{ RoleID: roleOne, FancyName: 'Fancy news_role_one' }]);
      expect(details.Users).toEqual([
        { UserID: users.reader1.id, FirstName: 'Test', LastName: 'reader1', Read: true },
        { UserID: users.reader2.id, FirstName: 'Test', LastName: 'reader2', Read: false },
      ]);
      // A reader may view the details too.
      expect(dataOf<NewsDetails>(await t.call('/news/details', { NewsID: newsId }, users.reader2.token)).Users).toHaveLength(2);
    });

    it('keeps a reader addressed when their role is removed, and drops the others', async () => {
      const response = await t.call(
        '/news/save',
        { NewsID: newsId, Text: 'Canteen closed on Friday and Monday', From: today, Until: addDays(today, 2), UserIDs: [users.reader3.id], RoleIDs: [roleTwo] },
        editor,
      );
      expect(response.body.message).toBe('News updated successfully');
      expect(dataOf<News>(response)).toMatchObject({ Text: 'Canteen closed on Friday and Monday', Until: addDays(today, 2), UserCount: 2, UserReadCount: 1 });
      const data = dataOf<NewsEditData>(await t.call('/news/load_news_data', { NewsID: newsId }, editor));
      expect(data.UserIDs).toEqual([users.reader1.id, users.reader3.id].sort((a, b) => a - b));
      expect(data.RoleIDs).toEqual([roleTwo]);
      expect(data.ReadUserIDs).toEqual([users.reader1.id]);
      expect(ids(await list(users.reader2.token, { ShowRead: true }))).not.toContain(newsId);
      expect(ids(await list(users.reader3.token))).toContain(newsId);
    });
  });

  describe('what readers see', () => {
    let current: number;
    let future: number;
    let past: number;
    let forOthers: number;

    beforeAll(async () => {
      const audience = [users.reader1.id, users.reader2.id];
      current = (await create({ Text: 'Visible today', From: addDays(today, -1), Until: today, UserIDs: audience })).NewsID;
      future = (await create({ Text: 'Starts tomorrow', From: addDays(today, 1), Until: addDays(today, 3), UserIDs: audience })).NewsID;
      past = (await create({ Text: 'Ended yesterday', From: addDays(today, -3), Until: addDays(today, -1), UserIDs: audience })).NewsID;
      forOthers = (await create({ Text: 'Only for reader three', From: today, Until: today, UserIDs: [users.reader3.id] })).NewsID;
    });

    it('lists news valid today addressed to the reader; editors see every news', async () => {
      const seen = ids(await list(users.reader2.token));
      expect(seen).toContain(current);
      expect(seen).not.toContain(future);
      expect(seen).not.toContain(past);
      expect(seen).not.toContain(forOthers);
      expect(ids(await list(users.outsider.token))).toEqual([]);
      const all = ids(await list(editor));
      expect(all).toEqual(expect.arrayContaining([current, future, past, forOthers]));
      expect(dataOf<number>(await t.call('/news/count', filter(), editor))).toBe(all.length);
    });

    it('answers 404 for news a reader may not see', async () => {
      for (const newsId of [future, past, forOthers]) {
        for (const call of ['/news/load', '/news/details']) {
          const response = await t.call(call, { NewsID: newsId }, users.reader2.token);
          expect(response.status).toBe(404);
          expect(response.body.message).toMatch(/not found/);
        }
      }
    });

    it('hides read news unless Show read news is ticked, and counts follow', async () => {
      expect(dataOf<number>(await t.call('/news/count', filter(), users.reader2.token))).toBe(1);
      expect(dataOf<{ Unread: number }>(await t.call('/news/unread/count', {}, users.reader2.token)).Unread).toBe(1);
      const response = await t.call('/news/mark_read', { NewsID: current, MarkAsRead: true }, users.reader2.token);
      expect(response.status).toBe(200);
      expect(dataOf<News>(response)).toMatchObject({ NewsID: current, Read: true, UserCount: 2, UserReadCount: 1 });
      expect(ids(await list(users.reader2.token))).not.toContain(current);
      expect(dataOf<number>(await t.call('/news/count', filter(), users.reader2.token))).toBe(0);
      const withRead = await list(users.reader2.token, { ShowRead: true });
      expect(withRead.find((news) => news.NewsID === current)).toMatchObject({ Read: true });
      expect(dataOf<number>(await t.call('/news/count', filter({ ShowRead: true }), users.reader2.token))).toBe(1);
      expect(dataOf<{ Unread: number }>(await t.call('/news/unread/count', {}, users.reader2.token)).Unread).toBe(0);
      // The other addressee still has it unread; the editor's list shows the count.
      expect(ids(await list(users.reader1.token))).toContain(current);
      expect((await list(editor)).find((news) => news.NewsID === current)).toMatchObject({ UserCount: 2, UserReadCount: 1, Read: false });
    });

    it('reads twice harmlessly', async () => {
      const again = await t.call('/news/mark_read', { NewsID: current, MarkAsRead: true }, users.reader2.token);
      expect(again.status).toBe(200);
      expect(dataOf<News>(again)).toMatchObject({ Read: true, UserReadCount: 1 });
      const rows = await t.query(`SELECT 1 FROM news.news_reads WHERE news_id = $1 AND user_id = $2`, [current, users.reader2.id]);
      expect(rows).toHaveLength(1);
    });

    it('refuses a read by a user who is not addressed (404) and an unticked box (400)', async () => {
      const before = await snapshot();
      const outsider = await t.call('/news/mark_read', { NewsID: current, MarkAsRead: true }, users.outsider.token);
      expect(outsider.status).toBe(404);
      expect(outsider.body.message).toMatch(/^Could not mark the news as read: News \d+ was not found/);
      // The editor sees every news but is not addressed.
      expect((await t.call('/news/mark_read', { NewsID: current, MarkAsRead: true }, editor)).status).toBe(404);
      expect((await t.call('/news/mark_read', { NewsID: future, MarkAsRead: true }, users.reader1.token)).status).toBe(404);
      const unticked = await t.call('/news/mark_read', { NewsID: current, MarkAsRead: false }, users.reader1.token);
      expect(unticked.status).toBe(400);
      expect(unticked.body.message).toMatch(/Tick Mark As Read/);
      expect(await snapshot()).toEqual(before);
    });

    it('lets an editor who is an addressee read and confirm from their list, as readers do', async () => {
      const [{ user_id: editorId }] = await t.query<{ user_id: number }>(`SELECT user_id FROM core.users WHERE username = 'editor'`);
      const unread = async () => dataOf<{ Unread: number }>(await t.call('/news/unread/count', {}, editor)).Unread;
      const unreadBefore = await unread();
      const own = (await create({ Text: 'For the editor too', From: today, Until: addDays(today, 1), UserIDs: [editorId, users.reader3.id] })).NewsID;
      // The list says which rows are the editor's to read (the admin offers Read on those).
      const rows = await list(editor);
      expect(rows.find((news) => news.NewsID === own)).toMatchObject({ Addressed: true, Read: false });
      expect(rows.find((news) => news.NewsID === current)).toMatchObject({ Addressed: false });
      expect((await list(users.reader3.token)).find((news) => news.NewsID === own)).toMatchObject({ Addressed: true, Read: false });
      expect(dataOf<News>(await t.call('/news/load', { NewsID: own }, editor))).toMatchObject({ Addressed: true, Read: false });
      expect(await unread()).toBe(unreadBefore + 1);

      const read = await t.call('/news/mark_read', { NewsID: own, MarkAsRead: true }, editor);
      expect(read.status).toBe(200);
      expect(dataOf<News>(read)).toMatchObject({ NewsID: own, Read: true, Addressed: true, UserCount: 2, UserReadCount: 1 });
      expect((await list(editor)).find((news) => news.NewsID === own)).toMatchObject({ Read: true, UserReadCount: 1 });
      expect(await unread()).toBe(unreadBefore);
      const details = dataOf<NewsDetails>(await t.call('/news/details', { NewsID: own }, editor));
      expect(details.Users.find((user) => user.UserID === editorId)).toMatchObject({ Read: true });
      dataOf(await t.call('/news/delete', { NewsID: own }, editor));
    });

    it('sorts and searches on the text, and pages', async () => {
      const found = await list(editor, { q: { or: [{ field: 'Text', op: 'like', value: '%tomorrow%' }] } });
      expect(ids(found)).toEqual([future]);
      const sorted = await list(editor, { order: [{ field: 'From', direction: 'asc' }] });
      const froms = sorted.map((news) => news.From);
      expect(froms).toEqual([...froms].sort());
      const page = await list(editor, { limit: 2, offset: 1, order: [{ field: 'NewsID', direction: 'asc' }] });
      expect(ids(page)).toEqual(ids(sorted.sort((a, b) => a.NewsID - b.NewsID)).slice(1, 3));
      const combined = await list(editor, {
        q: {
          and: [
            { field: 'UserCount', op: 'eq', value: 2 },
            { field: 'Until', op: 'lt', value: today },
          ],
        },
      });
      expect(ids(combined)).toEqual([past]);
      const bad = await t.call('/news/list', filter({ q: { field: 'Secret', op: 'eq', value: 1 } }), editor);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe("Cannot fetch news: Unknown filter field 'Secret'.");
    });

    it("takes today in the customer's time zone", async () => {
      // UTC+14 and UTC-11 are always on different calendar days.
      const east = clock.todayIn('Pacific/Kiritimati');
      const west = clock.todayIn('Pacific/Pago_Pago');
      const eastOnly = (await create({ Text: 'Only on the eastern day', From: east, Until: east, UserIDs: [users.reader1.id] })).NewsID;
      const setZone = async (zone: string) => dataOf(await t.call('/customers/save', { CustomerID: alpine, TimeZone: zone }, admin));
      try {
        await setZone('Pacific/Kiritimati');
        await eventually(async () => expect(ids(await list(users.reader1.token))).toContain(eastOnly));
        await setZone('Pacific/Pago_Pago');
        expect(west).not.toBe(east);
        await eventually(async () => expect(ids(await list(users.reader1.token))).not.toContain(eastOnly));
        expect((await t.call('/news/load', { NewsID: eastOnly }, users.reader1.token)).status).toBe(404);
      } finally {
        await setZone('Europe/Vienna');
        dataOf(await t.call('/news/delete', { NewsID: eastOnly }, editor));
      }
    });

    it('finds news in the global search within what the user may see', async () => {
      const hits = dataOf<{ kind: string; id: number; route: string; label: string }[]>(
        await t.call('/search', { Text: 'Visible today' }, users.reader1.token),
      );
      expect(hits).toContainEqual(expect.objectContaining({ kind: 'news', id: current, route: `/news/${current}/read`, label: 'Visible today' }));
      expect(
        dataOf<{ kind: string }[]>(await t.call('/search', { Text: 'Starts tomorrow' }, users.reader1.token)).filter((hit) => hit.kind === 'news'),
      ).toEqual([]);
      expect(dataOf<{ kind: string }[]>(await t.call('/search', { Text: 'Visible today' }, users.outsider.token)).filter((hit) => hit.kind === 'news')).toEqual(
        [],
      );
      const editorHits = dataOf<{ id: number; route: string }[]>(await t.call('/search', { Text: 'Starts tomorrow' }, editor));
      expect(editorHits).toContainEqual(expect.objectContaining({ id: future, route: `/news/${future}/edit` }));
    });
  });

  describe('bad input', () => {
    const valid = () => ({ Text: 'Fine text', From: today, Until: addDays(today, 1), UserIDs: [users.reader1.id], RoleIDs: [roleOne] });
    const cases: [string, () => Record<string, unknown>, RegExp][] = [
      ['Until before From', () => ({ ...valid(), Until: addDays(today, -1) }), /End date cannot be before start/],
      ['empty text', () => ({ ...valid(), Text: '   ' }), /Text is required/],
      ['a text that is only a script', () => ({ ...valid(), Text: '<script>alert(1)</script>' }), /Text is required/],
      ['over-long text', () => ({ ...valid(), Text: 'x'.repeat(20001) }), /Text must be at most 20000 characters/],
      ['no users', () => ({ ...valid(), UserIDs: [] }), /You have to select at least one user/],
      ['a missing user list', () => ({ Text: 'x', From: today, Until: today }), /You have to select at least one user/],
      ['an unknown user', () => ({ ...valid(), UserIDs: [999999] }), /Unknown user ids: 999999/],
      ['a user of another customer', () => ({ ...valid(), UserIDs: [nordlichtUser] }), /Unknown user ids: \d+/],
      ['an unknown role', () => ({ ...valid(), RoleIDs: [999999] }), /Unknown role ids: 999999/],
      ['a date that does not exist', () => ({ ...valid(), From: '2026-02-30' }), /From must be a date/],
      ['a date with a time', () => ({ ...valid(), Until: `${today} 23:59:59` }), /Until must be a date/],
      ['an unknown field', () => ({ ...valid(), Secret: 1 }), /Secret is not allowed/],
    ];

    it.each(cases)('refuses %s with 400 and changes nothing', async (_name, body, message) => {
      const before = await snapshot();
      const created = await t.call('/news/create', body(), editor);
      expect(created.status).toBe(400);
      expect(created.body.message).toMatch(/^Could not create the news: /);
      expect(created.body.message).toMatch(message);
      const [existing] = await list(editor, { order: [{ field: 'NewsID', direction: 'asc' }] });
      const saved = await t.call('/news/save', { ...body(), NewsID: existing.NewsID }, editor);
      expect(saved.status).toBe(400);
      expect(saved.body.message).toMatch(/^Could not update the news: /);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('another customer', () => {
    let foreign: number;
    let own: number;

    beforeAll(async () => {
      foreign = (await create({ Text: 'Nordlicht only', From: today, Until: today, UserIDs: [nordlichtUser] }, editorNordlicht)).NewsID;
      own = (await create({ Text: 'Alpine own', From: today, Until: today, UserIDs: [users.reader1.id] })).NewsID;
    });

    it('keeps the news of the second customer invisible: 404 on every call, absent from lists', async () => {
      const before = await snapshot();
      expect(ids(await list(editor))).not.toContain(foreign);
      expect(ids(await list(admin))).not.toContain(foreign);
      const calls: [string, Record<string, unknown>][] = [
        ['/news/load', { NewsID: foreign }],
        ['/news/details', { NewsID: foreign }],
        ['/news/load_news_data', { NewsID: foreign }],
        ['/news/save', { NewsID: foreign, Text: 'Taken over', From: today, Until: today, UserIDs: [users.reader1.id], RoleIDs: [] }],
        ['/news/delete', { NewsID: foreign }],
        ['/news/bulk_delete', { NewsIDs: [own, foreign] }],
        ['/news/mark_read', { NewsID: foreign, MarkAsRead: true }],
      ];
      for (const [call, body] of calls) {
        const response = await t.call(call, body, editor);
        expect([call, response.status]).toEqual([call, 404]);
      }
      expect(await snapshot()).toEqual(before);
      expect(ids(await list(editorNordlicht))).toContain(foreign);
    });

    it('deletes one and several news of its own, with their audience and reads', async () => {
      dataOf(await t.call('/news/mark_read', { NewsID: own, MarkAsRead: true }, users.reader1.token));
      const response = await t.call('/news/delete', { NewsID: own }, editor);
      expect(response.body).toMatchObject({ succeeded: true, message: 'News deleted successfully', result: { data: { deleted: 1 } } });
      expect(await t.query(`SELECT 1 FROM news.news_users WHERE news_id = $1 UNION ALL SELECT 1 FROM news.news_reads WHERE news_id = $1`, [own])).toEqual([]);
      const a = (await create({ Text: 'Bulk one', From: today, Until: today, UserIDs: [users.reader1.id] })).NewsID;
      const b = (await create({ Text: 'Bulk two', From: today, Until: today, UserIDs: [users.reader1.id] })).NewsID;
      const rows = await newsRows();
      const bulk = await t.call('/news/bulk_delete', { NewsIDs: [a, b] }, editor);
      expect(bulk.body).toMatchObject({ succeeded: true, message: 'News deleted successfully', result: { data: { deleted: 2 } } });
      expect(await newsRows()).toBe(rows - 2);
    });
  });

  describe('permission matrix', () => {
    let newsId: number;
    let spare: number[];

    beforeAll(async () => {
      newsId = (await create({ Text: 'Matrix', From: today, Until: today, UserIDs: [users.reader1.id, users.outsider.id] })).NewsID;
      spare = [];
      for (let i = 0; i < 2; i += 1) spare.push((await create({ Text: `Spare ${i}`, From: today, Until: today, UserIDs: [users.reader1.id] })).NewsID);
    });

    const newsBody = () => ({ Text: 'Matrix text', From: today, Until: today, UserIDs: [users.reader1.id, users.outsider.id], RoleIDs: [] });
    /** Each call, who may make it, and its body. */
    const calls: { call: string; needs: string; body: () => Record<string, unknown> }[] = [
      { call: '/news/count', needs: 'news_list or news_edit', body: () => filter() },
      { call: '/news/list', needs: 'news_list or news_edit', body: () => filter() },
      { call: '/news/load', needs: 'news_list or news_edit', body: () => ({ NewsID: newsId }) },
      { call: '/news/details', needs: 'news_list or news_edit', body: () => ({ NewsID: newsId }) },
      { call: '/news/unread/count', needs: 'news_list or news_edit', body: () => ({}) },
      { call: '/news/mark_read', needs: 'news_list or news_edit', body: () => ({ NewsID: newsId, MarkAsRead: true }) },
      { call: '/news/load_news_data', needs: 'news_edit', body: () => ({ NewsID: newsId }) },
      { call: '/news/create', needs: 'news_edit', body: newsBody },
      { call: '/news/save', needs: 'news_edit', body: () => ({ ...newsBody(), NewsID: newsId }) },
      { call: '/news/delete', needs: 'news_edit', body: () => ({ NewsID: spare[0] }) },
      { call: '/news/bulk_delete', needs: 'news_edit', body: () => ({ NewsIDs: [spare[1]] }) },
      { call: '/users/list_backoffice', needs: 'news_edit', body: () => ({}) },
      { call: '/roles/list_backoffice', needs: 'news_edit', body: () => ({}) },
    ];

    it.each(calls.map((c) => [c.call, c.needs, c] as const))('%s: 403 without %s', async (call, needs, c) => {
      const before = await snapshot();
      const response = await t.call(call, c.body(), users.nobody.token);
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(`You do not have permission for this action (needs ${needs}).`);
      if (needs === 'news_edit') expect((await t.call(call, c.body(), users.outsider.token)).status).toBe(403);
      expect(await snapshot()).toEqual(before);
    });

    it.each(calls.map((c) => [c.call, c] as const))('%s: allowed with the permission', async (call, c) => {
      const token = c.needs === 'news_edit' ? editor : users.outsider.token;
      const response = await t.call(call, c.body(), token);
      expect([call, response.status]).toEqual([call, 200]);
      expect(response.body.succeeded).toBe(true);
    });

    it('gives editors the users with their roles and the role catalogue for the form', async () => {
      const formUsers = dataOf<{ UserID: number; Roles: { RoleID: number }[] }[]>(await t.call('/users/list_backoffice', {}, editor));
      expect(formUsers.find((user) => user.UserID === users.reader1.id)).toEqual({
        UserID: users.reader1.id,
        FirstName: 'Test',
        LastName: 'reader1',
        Roles: [{ RoleID: roleOne }],
      });
      expect(formUsers.map((user) => user.UserID)).not.toContain(nordlichtUser);
      const roles = dataOf<{ RoleID: number; FancyName: string }[]>(await t.call('/roles/list_backoffice', {}, editor));
      expect(roles).toContainEqual({ RoleID: roleTwo, FancyName: 'Fancy news_role_two' });
      expect(Object.keys(roles[0]).sort()).toEqual(['FancyName', 'RoleID']);
    });
  });

  describe('live over the socket', () => {
    it('tells the editor of a read (counts, the reader) and the reader of new news for them', async () => {
      const editorSocket = await connect(editor);
      const readerSocket = await connect(users.reader2.token);
      const otherCustomerSocket = await connect(editorNordlicht);

      const badge = next<NewsUnreadMessage>(readerSocket, SocketEvent.NewsUnread);
      const changed = next<{ NewsIDs: number[]; action: string }>(editorSocket, SocketEvent.NewsChanged, (message) => message.action === 'create');
      const news = await create({ Text: 'Live news', From: today, Until: today, UserIDs: [users.reader1.id, users.reader2.id] });
      const unreadBefore = dataOf<{ Unread: number }>(await t.call('/news/unread/count', {}, users.reader2.token)).Unread;
      expect(await badge).toEqual({ CustomerID: alpine, Unread: unreadBefore });
      expect((await changed).NewsIDs).toEqual([news.NewsID]);

      const read = next<NewsReadMessage>(editorSocket, SocketEvent.NewsRead, (message) => message.NewsID === news.NewsID);
      const badgeAfter = next<NewsUnreadMessage>(readerSocket, SocketEvent.NewsUnread);
      const elsewhere = collect<NewsReadMessage>(otherCustomerSocket, SocketEvent.NewsRead);
      dataOf(await t.call('/news/mark_read', { NewsID: news.NewsID, MarkAsRead: true }, users.reader2.token));
      expect(await read).toEqual({ CustomerID: alpine, NewsID: news.NewsID, UserID: users.reader2.id, UserCount: 2, UserReadCount: 1 });
      expect(await badgeAfter).toEqual({ CustomerID: alpine, Unread: unreadBefore - 1 });
      // The other customer's socket hears of its own customer's news, and of no read before it (one connection keeps the order).
      const ownNews = next<{ action: string }>(otherCustomerSocket, SocketEvent.NewsChanged, (message) => message.action === 'create');
      await create({ Text: 'Nordlicht news', From: today, Until: today, UserIDs: [nordlichtUser] }, editorNordlicht);
      await ownNews;
      expect(elsewhere).toEqual([]);

      // A second read of the same news tells nobody again: the editor's next read event is another reader's.
      const reads = collect<NewsReadMessage>(editorSocket, SocketEvent.NewsRead);
      dataOf(await t.call('/news/mark_read', { NewsID: news.NewsID, MarkAsRead: true }, users.reader2.token));
      const otherReader = next<NewsReadMessage>(editorSocket, SocketEvent.NewsRead, (message) => message.UserID === users.reader1.id);
      dataOf(await t.call('/news/mark_read', { NewsID: news.NewsID, MarkAsRead: true }, users.reader1.token));
      expect(await otherReader).toMatchObject({ NewsID: news.NewsID, UserReadCount: 2 });
      expect(reads.map((message) => message.UserID)).toEqual([users.reader1.id]);

      const gone = next<NewsUnreadMessage>(readerSocket, SocketEvent.NewsUnread);
      const unreadOther = next<{ NewsIDs: number[]; action: string }>(editorSocket, SocketEvent.NewsChanged, (message) => message.action === 'delete');
      const second = await create({ Text: 'Soon deleted', From: today, Until: today, UserIDs: [users.reader2.id] });
      await gone;
      const afterDelete = next<NewsUnreadMessage>(readerSocket, SocketEvent.NewsUnread);
      dataOf(await t.call('/news/delete', { NewsID: second.NewsID }, editor));
      expect((await unreadOther).NewsIDs).toEqual([second.NewsID]);
      expect(await afterDelete).toEqual({ CustomerID: alpine, Unread: unreadBefore - 1 });
    });
  });
});
