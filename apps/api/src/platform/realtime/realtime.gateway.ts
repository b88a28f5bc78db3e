import { Logger, type OnModuleDestroy } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, WebSocketServer, type OnGatewayInit } from '@nestjs/websockets';
import {
  CustomerSocketEventAudience,
  SocketEvent,
  type CustomerSocketEvent,
  type SessionExpirationMessage,
  type TokenValidationMessage,
  type TranslationsMessage,
} from '@backoffice/contracts';
import { hasAnyPermission } from '@backoffice/domain';
import type { Server, Socket } from 'socket.io';
import { activeCustomerOrNull } from '../auth/active-customer.js';
import { passwordExpiredFor, type Principal } from '../auth/principal.js';
import { SessionsService, type SessionsForgotten } from '../auth/sessions.service.js';
import { SERVER_MESSAGES } from '../i18n/server-messages.js';
import { RealtimeService, rooms } from './realtime.service.js';

/** How often this instance looks for its sockets whose session ran out. */
const EXPIRY_SWEEP_MS = 5000;

const CUSTOMER_EVENTS = Object.keys(CustomerSocketEventAudience) as CustomerSocketEvent[];

/** Every room a session's socket belongs in: never wider than the HTTP calls for the same data. */
export function roomsOf(principal: Principal): string[] {
  // An expired password confines the session to changing it: its sockets hear only about the session itself.
  if (passwordExpiredFor(principal)) return [rooms.session(principal.sessionId)];
  // A kiosk has no user: its session's room and its customer's events its one permission allows.
  const list: string[] = principal.kiosk ? [rooms.session(principal.sessionId)] : [rooms.session(principal.sessionId), rooms.user(principal.userId)];
  const customerId = activeCustomerOrNull(principal);
  if (customerId === null) return list;
  if (!principal.kiosk) list.push(rooms.customerUser(customerId, principal.userId));
  for (const event of CUSTOMER_EVENTS) {
    if (hasAnyPermission(principal.permissions, CustomerSocketEventAudience[event])) list.push(rooms.customerEvent(customerId, event));
  }
  return list;
}

/**
 * One socket per browser tab, websocket transport only. A socket proves who it is with
 * `userConnected` and then joins the rooms of its session (roomsOf). Whenever a session is
 * forgotten (a change of its user's rights, customers, status or password, a customer switch, an
 * extension, a logout), every instance resolves its own sockets of that session again: they move
 * to the rooms the new rights allow, or are told the session ended and are closed.
 */
@WebSocketGateway({ transports: ['websocket'] })
export class RealtimeGateway implements OnGatewayInit, OnModuleDestroy {
  @WebSocketServer() private server: Server;
  private readonly logger = new Logger('platform');

  constructor(
    private readonly sessions: SessionsService,
    private readonly realtime: RealtimeService,
  ) {}

  afterInit(server: Server): void {
    this.realtime.attach(server);
    this.sessions.onForget((message) => void this.sessionsForgotten(message));
  }

  onModuleDestroy(): void {
    this.realtime.detach();
  }

  @SubscribeMessage(SocketEvent.UserConnected)
  async userConnected(@ConnectedSocket() socket: Socket, @MessageBody() payload: unknown): Promise<TokenValidationMessage> {
    const token =
      typeof payload === 'string'
        ? payload
        : ((payload as { Token?: unknown; token?: unknown } | null)?.Token ?? (payload as { token?: unknown } | null)?.token);
    const principal = typeof token === 'string' ? await this.sessions.authenticate(token) : null;
    const answer: TokenValidationMessage = principal
      ? { valid: true, message: SERVER_MESSAGES.en['session.valid'] }
      : { valid: false, message: SERVER_MESSAGES.en['session.expired'] };
    socket.data.principal = principal ?? undefined;
    this.placeIn(socket, principal ? roomsOf(principal) : []);
    socket.emit(SocketEvent.TokenValidation, answer);
    return answer;
  }

  @SubscribeMessage(SocketEvent.GetTranslations)
  getTranslations(@ConnectedSocket() socket: Socket, @MessageBody() payload: unknown): TranslationsMessage {
    const requested = (payload as { LanguageKey?: unknown } | null)?.LanguageKey;
    const language = typeof requested === 'string' && SERVER_MESSAGES[requested] ? requested : 'en';
    const answer: TranslationsMessage = { LanguageKey: language, messages: SERVER_MESSAGES[language] };
    socket.emit(SocketEvent.Translations, answer);
    return answer;
  }

  /** This instance's sockets whose session ran out: told at once and closed (each instance its own, so once each). */
  @Interval(EXPIRY_SWEEP_MS)
  async sweepExpiredSessions(): Promise<void> {
    const now = Date.now();
    const expired = this.localSockets().filter((socket) => Date.parse(principalOf(socket)!.expiresAt) <= now);
    await this.resolveAgain(expired);
  }

  private async sessionsForgotten({ sessionIds, ended }: SessionsForgotten): Promise<void> {
    const all = sessionIds === '*';
    const ids = new Set(all ? [] : sessionIds);
    const affected = this.localSockets().filter((socket) => all || ids.has(principalOf(socket)!.sessionId));
    if (ended !== undefined) {
      for (const socket of affected) this.close(socket, ended);
      return;
    }
    // Until the new rights are known, the sockets of a named session hear nothing of a customer.
    if (!all) for (const socket of affected) this.placeIn(socket, [rooms.session(principalOf(socket)!.sessionId)]);
    await this.resolveAgain(affected);
  }

  /** Resolves each session once, then moves its sockets to the rooms it may be in, or closes them. */
  private async resolveAgain(sockets: Socket[]): Promise<void> {
    const bySession = new Map<string, Socket[]>();
    for (const socket of sockets) {
      const sessionId = principalOf(socket)!.sessionId;
      bySession.set(sessionId, [...(bySession.get(sessionId) ?? []), socket]);
    }
    for (const [sessionId, sessionSockets] of bySession) {
      try {
        const principal = await this.sessions.resolve(sessionId);
        for (const socket of sessionSockets) {
          if (!socket.connected) continue;
          if (!principal) {
            this.close(socket, SERVER_MESSAGES.en['session.expired']);
            continue;
          }
          const before = principalOf(socket)!;
          socket.data.principal = principal;
          this.placeIn(socket, roomsOf(principal));
          if (before.expiresAt !== principal.expiresAt) {
            socket.emit(SocketEvent.SessionExpiration, { newExpirationValue: principal.expiresAt } satisfies SessionExpirationMessage);
          }
        }
      } catch (error) {
        // Nothing is known: the sockets leave every customer room until the next forget or sweep.
        for (const socket of sessionSockets) this.placeIn(socket, [rooms.session(sessionId)]);
        this.logger.warn(`Sockets of a session not moved: ${String(error)}`);
      }
    }
  }

  private localSockets(): Socket[] {
    if (!this.server) return [];
    return [...this.server.sockets.sockets.values()].filter((socket) => principalOf(socket) !== undefined);
  }

  /** Puts a socket of this instance in exactly these rooms (besides its own id). */
  private placeIn(socket: Socket, target: string[]): void {
    for (const room of socket.rooms) if (room !== socket.id && !target.includes(room)) void socket.leave(room);
    void socket.join(target);
  }

  private close(socket: Socket, reason: string): void {
    socket.data.principal = undefined;
    this.placeIn(socket, []);
    socket.emit(SocketEvent.TokenValidation, { valid: false, message: reason } satisfies TokenValidationMessage);
    socket.disconnect(true);
  }
}

function principalOf(socket: Socket): Principal | undefined {
  return socket.data.principal as Principal | undefined;
}
