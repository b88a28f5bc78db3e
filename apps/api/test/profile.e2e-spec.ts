/**
 * "My profile" and the expired-password rule: a session whose password has expired is served only
 * its own password change, sign-out and the session itself; an own password change ends the
 * user's other sessions (and their sockets hear it); the sessions list and "sign out everywhere".
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CoreCalls, ErrorCode, Permission, SocketEvent, type OwnSession, type TokenValidationMessage } from '@backoffice/contracts';
import { io, type Socket } from 'socket.io-client';
import { SessionsService } from '../src/platform/auth/sessions.service.js';
import { RealtimeService } from '../src/platform/realtime/realtime.service.js';
import { customerIdByName, dataOf, STRONG_PASSWORD, userWith } from './support/core-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const EXPIRED_MESSAGE = 'Your password has expired. Please change it before you continue.';
const NEW_PASSWORD = 'N3w!Passw0rd';

/** The next `event` on `socket`, or a failure after `ms`. */
function next<T>(socket: Socket, event: string, ms = 8000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

describe('my profile and expired passwords', () => {
  let t: TestApp;
  let admin: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t?.close();
  });

  const expirePassword = (userId: number) => t.query(`UPDATE core.users SET password_expires = now() - interval '1 day' WHERE user_id = $1`, [userId]);
  const hashOf = async (userId: number) =>
    (await t.query<{ password_hash: string }>(`SELECT password_hash FROM core.users WHERE user_id = $1`, [userId]))[0].password_hash;
  const loginAs = async (username: string, password = STRONG_PASSWORD, userAgent = 'profile-test') => {
    const response = await t.http.post('/users/login').set('user-agent', userAgent).send({ Username: username, Password: password });
    return dataOf<{ token: string; passwordExpired: boolean }>(response);
  };
  const socketOf = async (token: string): Promise<Socket> => {
    const socket = io(t.baseUrl, { transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    await next(socket, 'connect');
    const validated = next<TokenValidationMessage>(socket, SocketEvent.TokenValidation);
    socket.emit(SocketEvent.UserConnected, token);
    expect(await validated).toMatchObject({ valid: true });
    return socket;
  };

  describe('a session whose password has expired', () => {
    it('is refused every other call with 403 and the code password_expired, changes its password, then works', async () => {
      const { userId } = await userWith(t, admin, 'expiring', [Permission.CoreUserView]);
      await expirePassword(userId);
      const session = await loginAs('expiring');
      expect(session.passwordExpired).toBe(true);
      const token = session.token;

      for (const path of ['/users/count', '/users/list', `/${CoreCalls.ownSessions.path}`, `/${CoreCalls.endOtherSessions.path}`, '/search']) {
        const refused = await t.call(path, {}, token);
        expect({ path, status: refused.status, body: refused.body }).toEqual({
          path,
          status: 403,
          body: { succeeded: false, status: 403, code: ErrorCode.PasswordExpired, message: EXPIRED_MESSAGE, result: { data: null } },
        });
      }
      // What the admin needs to show the change-password page still answers.
      expect(dataOf<{ passwordExpired: boolean }>(await t.call('/users/session/load', {}, token)).passwordExpired).toBe(true);
      expect((await t.call('/users/extend_session', {}, token)).status).toBe(200);

      const changed = await t.call(`/${CoreCalls.changeOwnPassword.path}`, { CurrentPassword: STRONG_PASSWORD, NewPassword: NEW_PASSWORD }, token);
      expect(changed.status).toBe(200);
      expect(changed.body.message).toBe('Password changed successfully');
      const days = (Date.parse(dataOf<{ PasswordExpires: string }>(changed).PasswordExpires) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(89);
      expect(days).toBeLessThanOrEqual(90);

      // At once, on the same token: the flag is gone and every call is served again.
      expect(dataOf<{ passwordExpired: boolean }>(await t.call('/users/session/load', {}, token)).passwordExpired).toBe(false);
      expect(dataOf<number>(await t.call('/users/count', {}, token))).toBeGreaterThan(0);
      expect((await t.call('/users/login', { Username: 'expiring', Password: STRONG_PASSWORD })).status).toBe(401);
      expect((await loginAs('expiring', NEW_PASSWORD)).passwordExpired).toBe(false);
    });

    it('may sign out', async () => {
      const { userId } = await userWith(t, admin, 'expiring_out', []);
      await expirePassword(userId);
      const { token } = await loginAs('expiring_out');
      expect((await t.call('/users/logout', {}, token)).status).toBe(200);
      expect((await t.call('/users/session/load', {}, token)).status).toBe(401);
    });

    it("does not confine an administrator's support session acting as that user", async () => {
      const { userId } = await userWith(t, admin, 'expired_target', [Permission.CoreUserView]);
      await expirePassword(userId);
      const supporter = await t.login('admin');
      const started = await t.call('/users/support_session/start', { UserId: userId }, supporter);
      expect(started.status).toBe(200);
      expect(dataOf<{ passwordExpired: boolean }>(await t.call('/users/session/load', {}, supporter)).passwordExpired).toBe(false);
      expect((await t.call('/users/count', {}, supporter)).status).toBe(200);
      expect((await t.call('/users/support_session/end', {}, supporter)).status).toBe(200);
    });

    it("keeps its sockets out of the user's customer rooms until the password is changed", async () => {
      const { userId } = await userWith(t, admin, 'expired_socket', []);
      await expirePassword(userId);
      const { token } = await loginAs('expired_socket');
      const socket = await socketOf(token);
      const realtime = t.app.get(RealtimeService);
      const customerId = await customerIdByName(t, 'Alpine Assist GmbH');
      const toUser = () => realtime.toUserInCustomer(customerId, userId, 'probe' as never, { room: 'user' });
      const heard: string[] = [];
      socket.on('probe', (payload: { room: string }) => heard.push(payload.room));

      // A socket hears its events in order: once the session room's probe arrives, the user room's would have arrived before it.
      const sessionProbe = next(socket, 'probe');
      toUser();
      realtime.toSession(await sessionIdOf(token), 'probe', { room: 'session' });
      await sessionProbe;
      expect(heard).toEqual(['session']);

      expect((await t.call(`/${CoreCalls.changeOwnPassword.path}`, { CurrentPassword: STRONG_PASSWORD, NewPassword: NEW_PASSWORD }, token)).status).toBe(200);
      const userProbe = async () => {
        const arrived = next<{ room: string }>(socket, 'probe', 1000).catch(() => null);
        toUser();
        return (await arrived)?.room;
      };
      // The rooms are taken up again right after the change (the event is handled asynchronously).
      let room: string | undefined;
      for (let attempt = 0; attempt < 10 && room !== 'user'; attempt += 1) room = await userProbe();
      expect(room).toBe('user');
    });
  });

  describe("changing one's own password", () => {
    it('refuses a wrong current password, a password that breaks the rule and the same password, and changes nothing', async () => {
      const { userId, token } = await userWith(t, admin, 'careful', []);
      const before = await hashOf(userId);
      const wrong = await t.call(`/${CoreCalls.changeOwnPassword.path}`, { CurrentPassword: 'Not!Th3Password', NewPassword: NEW_PASSWORD }, token);
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ message: 'Cannot change password: The current password is not correct.', code: ErrorCode.WrongCurrentPassword });
      const weak = await t.call(`/${CoreCalls.changeOwnPassword.path}`, { CurrentPassword: STRONG_PASSWORD, NewPassword: 'short' }, token);
      expect(weak.status).toBe(400);
      expect(weak.body.message).toBe(
        'Cannot change password: Password needs at least 8 characters, an uppercase letter, a lowercase letter, a digit and a special character.',
      );
      const same = await t.call(`/${CoreCalls.changeOwnPassword.path}`, { CurrentPassword: STRONG_PASSWORD, NewPassword: STRONG_PASSWORD }, token);
      expect(same.status).toBe(400);
      expect(same.body.message).toBe('Cannot change password: The new password must differ from the current one.');
      const missing = await t.call(`/${CoreCalls.changeOwnPassword.path}`, { NewPassword: NEW_PASSWORD }, token);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toContain('CurrentPassword is required');

      expect(await hashOf(userId)).toBe(before);
      expect((await t.call('/users/session/load', {}, token)).status).toBe(200);
      await loginAs('careful');
    });

    it('ends every other session of the user (their token gets 401, their socket is told) and keeps the one that changed it', async () => {
      const { userId, token: changing } = await userWith(t, admin, 'mover', []);
      const { token: other } = await loginAs('mover');
      const { token: another } = await loginAs('mover');
      const untouched = await t.login('supervisor');
      const otherSocket = await socketOf(other);
      const told = next<TokenValidationMessage>(otherSocket, SocketEvent.TokenValidation);

      const changed = await t.call(`/${CoreCalls.changeOwnPassword.path}`, { CurrentPassword: STRONG_PASSWORD, NewPassword: NEW_PASSWORD }, changing);
      expect(dataOf<{ EndedSessions: number }>(changed).EndedSessions).toBe(2);

      expect(await told).toEqual({ valid: false, message: 'Your password was changed. Please sign in with the new password.' });
      for (const token of [other, another]) {
        const refused = await t.call('/users/session/load', {}, token);
        expect(refused.status).toBe(401);
        expect(refused.body.message).toBe('Your session has expired or was ended. Please sign in again.');
      }
      expect((await t.call('/users/session/load', {}, changing)).status).toBe(200);
      expect((await t.call('/users/session/load', {}, untouched)).status).toBe(200);
      const open = await t.query<{ count: number }>(`SELECT count(*)::int AS count FROM core.sessions WHERE user_id = $1 AND revoked_at IS NULL`, [userId]);
      expect(open[0].count).toBe(1);
    });
  });

  describe('own sessions', () => {
    it('lists the open sessions with start, address, browser and expiry, marking the current one; sign out everywhere ends the others', async () => {
      const { token: first } = await userWith(t, admin, 'traveller', []);
      const { token: second } = await loginAs('traveller', STRONG_PASSWORD, 'Second browser/1.0');
      await t.call('/users/logout', {}, (await loginAs('traveller')).token);

      const listed = dataOf<OwnSession[]>(await t.call(`/${CoreCalls.ownSessions.path}`, {}, second));
      expect(listed).toHaveLength(2);
      expect(listed.map((session) => session.Current)).toEqual([true, false]);
      expect(listed[0]).toMatchObject({ UserAgent: 'Second browser/1.0', Address: '127.0.0.1', ActingAs: null });
      for (const session of listed) {
        expect(Date.parse(session.StartedAt)).toBeLessThanOrEqual(Date.now());
        expect(Date.parse(session.ExpiresAt)).toBeGreaterThan(Date.now());
      }

      const ended = await t.call(`/${CoreCalls.endOtherSessions.path}`, {}, second);
      expect(ended.status).toBe(200);
      expect(ended.body.message).toBe('1 other session was signed out');
      expect(dataOf<{ EndedSessions: number }>(ended).EndedSessions).toBe(1);
      expect((await t.call('/users/session/load', {}, first)).status).toBe(401);
      const after = dataOf<OwnSession[]>(await t.call(`/${CoreCalls.ownSessions.path}`, {}, second));
      expect(after.map((session) => session.Current)).toEqual([true]);
    });

    it("lists and ends only the caller's own sessions", async () => {
      const { token: mine } = await userWith(t, admin, 'loner', []);
      const theirs = await t.login('quality');
      const listed = dataOf<OwnSession[]>(await t.call(`/${CoreCalls.ownSessions.path}`, {}, mine));
      expect(listed).toHaveLength(1);
      dataOf(await t.call(`/${CoreCalls.endOtherSessions.path}`, {}, mine));
      expect((await t.call('/users/session/load', {}, theirs)).status).toBe(200);
    });
  });

  /** The session id a token names (the JWT's `sid`). */
  async function sessionIdOf(token: string): Promise<string> {
    const principal = await t.app.get(SessionsService).authenticate(token);
    return principal!.sessionId;
  }
});
