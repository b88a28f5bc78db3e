import { io, type Socket } from 'socket.io-client';
import { SocketEvent, type JobProgress, type SessionExpirationMessage, type TokenValidationMessage, type TranslationsMessage } from '@backoffice/contracts';
import { API_BASE } from './http';
import { clearSession, currentToken, updateSession } from './session';

/** One socket per tab, opened while a session exists (and on the login page, for translations). */
let socket: Socket | null = null;
let socketToken: string | null = null;

type Handler<T> = (message: T) => void;
const translationHandlers = new Set<Handler<TranslationsMessage>>();
const jobHandlers = new Set<Handler<JobProgress>>();
/** Areas' own server events (e.g. partnersChanged), by event name. */
const eventHandlers = new Map<string, Set<Handler<unknown>>>();

export function connectRealtime(): Socket | null {
  const token = currentToken();
  if (!token) {
    disconnectRealtime();
    return null;
  }
  if (socket && socketToken === token) return socket;
  return open(token);
}

/**
 * A socket for the signed-in session (`token`), or without one before sign-in: the login page's
 * language choice asks it for the server's messages (spec: getTranslations when the login
 * language changes). Signing in replaces it by the session's socket.
 */
function open(token: string | null): Socket {
  disconnectRealtime();
  socketToken = token;
  socket = io(API_BASE || undefined, { path: '/socket.io', transports: ['websocket'] });
  socket.on('connect', () => {
    const current = currentToken();
    // The login page's socket has no session to prove (signing in replaces it).
    if (current && socketToken !== null) socket?.emit(SocketEvent.UserConnected, current);
  });
  socket.on(SocketEvent.TokenValidation, (message: TokenValidationMessage) => {
    if (message && message.valid === false) {
      disconnectRealtime();
      clearSession();
      window.location.assign('/login');
    }
  });
  socket.on(SocketEvent.SessionExpiration, (message: SessionExpirationMessage) => {
    if (message?.newExpirationValue) {
      updateSession((session) => ({ ...session, expiresAt: message.newExpirationValue }));
    }
  });
  socket.on(SocketEvent.Translations, (message: TranslationsMessage) => {
    for (const handler of translationHandlers) handler(message);
  });
  socket.on(SocketEvent.JobProgress, (message: JobProgress) => {
    for (const handler of jobHandlers) handler(message);
  });
  socket.onAny((event: string, message: unknown) => {
    for (const handler of eventHandlers.get(event) ?? []) handler(message);
  });
  return socket;
}

export function disconnectRealtime(): void {
  socket?.disconnect();
  socket = null;
  socketToken = null;
}

/** Asks the server for its messages of a language; they come by ack and by `translations`. */
export function requestTranslations(locale: string): void {
  const current = socket ?? connectRealtime() ?? open(null);
  current.emit(SocketEvent.GetTranslations, { LanguageKey: locale }, (answer?: TranslationsMessage) => {
    if (answer && answer.messages) for (const handler of translationHandlers) handler(answer);
  });
}

export function onTranslations(handler: Handler<TranslationsMessage>): () => void {
  translationHandlers.add(handler);
  return () => translationHandlers.delete(handler);
}

export function onJobProgress(handler: Handler<JobProgress>): () => void {
  jobHandlers.add(handler);
  return () => jobHandlers.delete(handler);
}

/** Calls the handler with every `event` the server sends this tab (an area's own events). */
export function onServerEvent<T>(event: string, handler: Handler<T>): () => void {
  const handlers = eventHandlers.get(event) ?? new Set<Handler<unknown>>();
  handlers.add(handler as Handler<unknown>);
  eventHandlers.set(event, handlers);
  return () => handlers.delete(handler as Handler<unknown>);
}

/** Whether the socket is up (pages that depend on pushes poll over HTTP while it is not). */
export function isRealtimeConnected(): boolean {
  return socket?.connected ?? false;
}

/**
 * A socket of its own for a token that is not the stored session's (the wallboard kiosk): it
 * proves the token, hands every `event` to the handler, and calls `onEnded` when the server says the
 * sign-in ended (a revoked kiosk). Reconnects by itself; the answer closes it.
 */
export function openTokenSocket<T>(token: string, event: string, handler: Handler<T>, onEnded: () => void): { close: () => void; connected: () => boolean } {
  const own = io(API_BASE || undefined, { path: '/socket.io', transports: ['websocket'] });
  own.on('connect', () => own.emit(SocketEvent.UserConnected, token));
  own.on(SocketEvent.TokenValidation, (message: TokenValidationMessage) => {
    if (message && message.valid === false) {
      own.disconnect();
      onEnded();
    }
  });
  own.on(event, handler);
  return { close: () => own.disconnect(), connected: () => own.connected };
}
