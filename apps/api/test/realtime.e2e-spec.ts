import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SocketEvent, type TokenValidationMessage } from '@backoffice/contracts';
import { io, type Socket } from 'socket.io-client';
import { startTestApp, type TestApp } from './support/test-app.js';

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

describe('realtime socket', () => {
  let t: TestApp;
  const sockets: Socket[] = [];

  const connect = async (): Promise<Socket> => {
    const socket = io(t.baseUrl, { transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    await next(socket, 'connect');
    return socket;
  };

  beforeAll(async () => {
    t = await startTestApp({ SESSION_SECONDS: '4' });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t?.close();
  });

  it('accepts a valid token and refuses an invalid one', async () => {
    const token = await t.login('admin');
    const socket = await connect();
    const valid = next<TokenValidationMessage>(socket, SocketEvent.TokenValidation);
    socket.emit(SocketEvent.UserConnected, token);
    expect(await valid).toEqual({ valid: true, message: 'Token is valid.' });

    const other = await connect();
    const invalid = next<TokenValidationMessage>(other, SocketEvent.TokenValidation);
    other.emit(SocketEvent.UserConnected, 'not-a-token');
    expect(await invalid).toEqual({ valid: false, message: 'Your session has expired or was ended. Please sign in again.' });
  });

  it('tells the session of a new expiry after an extension', async () => {
    const token = await t.login('supervisor');
    const socket = await connect();
    const validated = next(socket, SocketEvent.TokenValidation);
    socket.emit(SocketEvent.UserConnected, { Token: token });
    await validated;
    const expiration = next<{ newExpirationValue: string }>(socket, SocketEvent.SessionExpiration);
    const response = await t.call('/users/extend_session', {}, token);
    const pushed = await expiration;
    expect(pushed.newExpirationValue).toBe(response.body.result.data.expiresAt);
  });

  it('tells the session it ended on logout', async () => {
    const token = await t.login('quality');
    const socket = await connect();
    const validated = next(socket, SocketEvent.TokenValidation);
    socket.emit(SocketEvent.UserConnected, token);
    await validated;
    const ended = next<TokenValidationMessage>(socket, SocketEvent.TokenValidation);
    await t.call('/users/logout', {}, token);
    expect(await ended).toEqual({ valid: false, message: 'You have signed out.' });
  });

  it('tells the session it expired', async () => {
    const token = await t.login('editor');
    const socket = await connect();
    const validated = next(socket, SocketEvent.TokenValidation);
    socket.emit(SocketEvent.UserConnected, token);
    expect(await validated).toMatchObject({ valid: true });
    // The session lasts 4 s here; the sweep runs every 5 s.
    const expired = await next<TokenValidationMessage>(socket, SocketEvent.TokenValidation, 15000);
    expect(expired.valid).toBe(false);
  }, 20000);

  it('answers getTranslations in the asked language, English for an unknown one', async () => {
    const socket = await connect();
    const german = next<{ LanguageKey: string; messages: Record<string, string> }>(socket, SocketEvent.Translations);
    socket.emit(SocketEvent.GetTranslations, { LanguageKey: 'de' });
    expect((await german).messages['session.extended']).toBe('Sitzung erfolgreich verlängert!');
    const fallback = await socket.emitWithAck(SocketEvent.GetTranslations, { LanguageKey: 'xx' });
    expect(fallback.LanguageKey).toBe('en');
    expect(fallback.messages['login.invalid']).toBe('Invalid username or password. Please try to login again.');
  });
});
