/**
 * Sessions and sockets with two API instances (issue 21, items 2, 5 and 7): a change made on one
 * instance ends or narrows the user's sessions on the other at once, and a socket only ever
 * hears what its session may read over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Permission, SocketEvent, type TokenValidationMessage } from '@backoffice/contracts';
import { todayIn } from '@backoffice/domain';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { customerIdByName, dataOf, permissionIds, STRONG_PASSWORD, userWith } from './support/core-fixtures.js';
import { startAnotherInstance } from './support/more-processes.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { until } from './support/until.js';

const P = Permission;
const NEW_PASSWORD = 'An0ther!Pass';

/** A signed-in socket and every event it heard, in order. */
interface Listener {
  socket: Socket;
  heard: { event: string; payload: unknown }[];
}

describe('session integrity across instances', () => {
  let t: TestApp;
  let second: { app: NestFastifyApplication; baseUrl: string };
  let admin: string;
  let alpine: number;
  let nordlicht: number;
  const sockets: Socket[] = [];

  /** POST on the second instance. */
  const callSecond = (path: string, body: Record<string, unknown>, token: string) =>
    request(second.baseUrl)
      .post(path)
      .send({ ...body, Token: token });
  const loginSecond = async (username: string, password = STRONG_PASSWORD) =>
    dataOf<{ token: string }>(await request(second.baseUrl).post('/users/login').send({ Username: username, Password: password, AuthorizedUserID: 0 })).token;

  /** A socket on `baseUrl` signed in with `token`, recording what it hears. */
  const listen = async (baseUrl: string, token: string): Promise<Listener> => {
    const socket = io(baseUrl, { transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    const heard: Listener['heard'] = [];
    socket.onAny((event: string, payload: unknown) => heard.push({ event, payload }));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.emit(SocketEvent.UserConnected, token);
    await until('the token validation', () => heard.some((entry) => entry.event === SocketEvent.TokenValidation));
    expect(heard[0].payload).toMatchObject({ valid: true });
    return { socket, heard };
  };
  const heardOf = (listener: Listener, event: string) => listener.heard.filter((entry) => entry.event === event).map((entry) => entry.payload);
  const endedWith = async (listener: Listener, message: string) => {
    await until('the socket to be closed', () => !listener.socket.connected);
    expect(heardOf(listener, SocketEvent.TokenValidation).at(-1)).toEqual({ valid: false, message } satisfies TokenValidationMessage);
  };

  const createPartner = async (companyName: string) => {
    const response = await t.call(
      '/assistance/partners/create',
      {
        Group: 'KFZ',
        Type: 'Werkstatt',
        CompanyName: companyName,
        OpeningHours: '0-24',
        Email: 'office@example.com',
        TelephoneNumber: '+43 1 555 100',
        Homepage: 'https://example.com',
        AreaOfOperations: 'Wien',
        AcceptGOP: 'yes',
        Address: {
          Street: 'Favoritenstraße 1',
          PostalCode: '1100',
          Location: 'Wien',
          CountryName: 'Austria',
          CountryCode: 'AT',
          Longitude: 16.37,
          Latitude: 48.2,
        },
        GroupSpecificFields: { TowingService: 'yes', RoadSideService: 'no', CostsKM: 1.8, ParkingFeesDay: 12.5 },
      },
      admin,
    );
    if (response.status !== 200) throw new Error(`Partner not created: ${response.status} ${response.body.message}`);
    return (response.body.result.data as { PartnerID: number }).PartnerID;
  };
  /** A news item to everybody of Alpine (the admin acts there): every Alpine news reader's socket hears newsChanged, after what came before it. */
  const createNews = async () => {
    const [{ time_zone: zone }] = await t.query<{ time_zone: string }>(`SELECT time_zone FROM core.customers WHERE customer_id = $1`, [alpine]);
    const users = await t.query<{ user_id: number }>(`SELECT user_id FROM core.user_customers WHERE customer_id = $1`, [alpine]);
    const response = await t.call(
      '/news/create',
      { Text: '<p>Barrier</p>', From: todayIn(zone), Until: todayIn(zone), UserIDs: users.map((row) => row.user_id), RoleIDs: [] },
      admin,
    );
    if (response.status !== 200) throw new Error(`News not created: ${response.status} ${response.body.message}`);
    return (response.body.result.data as { NewsID: number }).NewsID;
  };
  const adminIn = async (customerId: number) => dataOf(await t.call('/users/active_customer/save', { CustomerID: customerId }, admin));

  beforeAll(async () => {
    t = await startTestApp();
    second = await startAnotherInstance(t);
    admin = await t.login('admin');
    alpine = await customerIdByName(t, 'Alpine Assist GmbH');
    nordlicht = await customerIdByName(t, 'Nordlicht Versicherung AG');
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await second?.app.close();
    await t?.close();
  }, 30_000);

  it('ends every session of a user whose password an administrator reset, on the other instance too, at the next call and event', async () => {
    const victim = await userWith(t, admin, 'reset_me', [P.News, P.NewsList]);
    const token = await loginSecond('reset_me');
    const socket = await listen(second.baseUrl, token);
    expect((await callSecond('/news/count', {}, token)).status).toBe(200);

    dataOf(await t.call('/users/save', { UserID: victim.userId, Password: NEW_PASSWORD }, admin));
    const refused = await callSecond('/news/count', {}, token);
    expect(refused.status).toBe(401);
    expect((await callSecond('/users/extend_session', {}, token)).status).toBe(401);
    await endedWith(socket, 'Your password was changed. Please sign in again.');
    expect((await t.call('/users/login', { Username: 'reset_me', Password: STRONG_PASSWORD, AuthorizedUserID: 0 })).status).toBe(401);
    expect(await loginSecond('reset_me', NEW_PASSWORD)).toEqual(expect.any(String));
    // The administrator's own session is untouched.
    expect((await t.call('/users/count', {}, admin)).status).toBe(200);
  });

  it('ends the sessions of a deactivated user on the other instance, and they stay ended when the user is active again', async () => {
    const user = await userWith(t, admin, 'deactivate_me', [P.News, P.NewsList]);
    const token = await loginSecond('deactivate_me');
    const socket = await listen(second.baseUrl, token);
    dataOf(await t.call('/users/save', { UserID: user.userId, Status: 0 }, admin));
    expect((await callSecond('/news/count', {}, token)).status).toBe(401);
    await endedWith(socket, 'Your account was deactivated.');
    dataOf(await t.call('/users/save', { UserID: user.userId, Status: 1 }, admin));
    expect((await callSecond('/news/count', {}, token)).status).toBe(401);
  });

  it('ends the session that acted in a customer the user lost, and only that one', async () => {
    const user = await userWith(t, admin, 'loses_a_customer', []);
    dataOf(await t.call('/users/save', { UserID: user.userId, CustomerIDs: [alpine, nordlicht] }, admin));
    const inAlpine = await loginSecond('loses_a_customer');
    const inNordlicht = await loginSecond('loses_a_customer');
    dataOf(await callSecond('/users/active_customer/save', { CustomerID: nordlicht }, inNordlicht));
    const alpineSocket = await listen(second.baseUrl, inAlpine);
    const nordlichtSocket = await listen(second.baseUrl, inNordlicht);
    dataOf(await t.call('/users/save', { UserID: user.userId, CustomerIDs: [nordlicht] }, admin));
    expect((await callSecond('/users/session/load', {}, inAlpine)).status).toBe(401);
    await endedWith(alpineSocket, 'Your access to this customer was removed. Please sign in again.');
    expect(dataOf<{ customers: { CustomerID: number }[] }>(await callSecond('/users/session/load', {}, inNordlicht)).customers).toEqual([
      expect.objectContaining({ CustomerID: nordlicht }),
    ]);
    expect(nordlichtSocket.socket.connected).toBe(true);
  });

  it('closes the sockets of a session at logout on every instance; they hear nothing after', async () => {
    const token = await t.login('casehandler');
    const onSecond = await listen(second.baseUrl, token);
    const onFirst = await listen(t.baseUrl, token);
    const control = await listen(second.baseUrl, await t.login('casehandler'));
    dataOf(await t.call('/users/logout', {}, token));
    await endedWith(onSecond, 'You have signed out.');
    await endedWith(onFirst, 'You have signed out.');
    await adminIn(alpine);
    const partnerId = await createPartner('After the logout');
    await until('the control socket to hear the partner', () => heardOf(control, SocketEvent.PartnersChanged).length > 0);
    expect(heardOf(onSecond, SocketEvent.PartnersChanged)).toEqual([]);
    expect(heardOf(control, SocketEvent.PartnersChanged)).toEqual([{ action: 'create', PartnerIDs: [partnerId] }]);
  });

  it("sends an area's events only to sockets whose permissions open that area, and a customer's only to that customer", async () => {
    await adminIn(alpine);
    const agent = await listen(second.baseUrl, await t.login('agent'));
    const caseHandler = await listen(second.baseUrl, await t.login('casehandler'));
    const supervisor = await listen(second.baseUrl, await t.login('supervisor'));
    const elsewhereToken = await t.login('editor');
    dataOf(await t.call('/users/active_customer/save', { CustomerID: nordlicht }, elsewhereToken));
    const editorInNordlicht = await listen(second.baseUrl, elsewhereToken);

    await createPartner('Only for case handlers');
    // A later event every Alpine news reader hears: what the agent would have heard before it, it has heard by then.
    const newsId = await createNews();
    await until('the news for the agent', () => heardOf(agent, SocketEvent.NewsChanged).length > 0);
    await until('the news for the case handler', () => heardOf(caseHandler, SocketEvent.NewsChanged).length > 0);
    expect(heardOf(caseHandler, SocketEvent.PartnersChanged)).toHaveLength(1);
    expect(heardOf(agent, SocketEvent.PartnersChanged)).toEqual([]);
    expect(heardOf(supervisor, SocketEvent.PartnersChanged)).toEqual([]);

    // Who read what goes to editors only, not to the other readers.
    const editorInAlpine = await listen(second.baseUrl, await t.login('editor'));
    dataOf(await t.call('/news/mark_read', { NewsID: newsId, MarkAsRead: true }, await t.login('agent')));
    await until('the read for the editor', () => heardOf(editorInAlpine, SocketEvent.NewsRead).length > 0);
    await createNews();
    await until('the second news for the supervisor', () => heardOf(supervisor, SocketEvent.NewsChanged).length > 1);
    expect(heardOf(supervisor, SocketEvent.NewsRead)).toEqual([]);
    expect(heardOf(caseHandler, SocketEvent.NewsRead)).toEqual([]);
    // Nordlicht's editor heard nothing of Alpine.
    expect(editorInNordlicht.heard.filter((entry) => entry.event !== SocketEvent.TokenValidation)).toEqual([]);
  });

  it('moves a socket out of an area on the next event once the permission is taken away, without ending its session', async () => {
    await adminIn(alpine);
    const user = await userWith(t, admin, 'loses_assistance', [P.Assistance, P.AssistanceListPartners, P.News, P.NewsList]);
    const token = await loginSecond('loses_assistance');
    const listener = await listen(second.baseUrl, token);
    const control = await listen(second.baseUrl, await t.login('casehandler'));
    await createPartner('Heard while allowed');
    await until('the first partner', () => heardOf(listener, SocketEvent.PartnersChanged).length === 1);

    dataOf(
      await t.call('/users/excluded_permissions/bulk_save', { UserID: user.userId, PermissionIDs: await permissionIds(t, [P.AssistanceListPartners]) }, admin),
    );
    expect((await callSecond('/assistance/partners/count', {}, token)).status).toBe(403);
    await createPartner('Not heard any more');
    await createNews();
    await until('the control socket to hear both partners', () => heardOf(control, SocketEvent.PartnersChanged).length === 2);
    await until('the later news', () => heardOf(listener, SocketEvent.NewsChanged).length > 0);
    expect(heardOf(listener, SocketEvent.PartnersChanged)).toHaveLength(1);
    expect(listener.socket.connected).toBe(true);
  });
});
