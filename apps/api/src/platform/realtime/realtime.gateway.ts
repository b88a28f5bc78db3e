import { Logger, type OnModuleDestroy } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { Interval } from '@nestjs/schedule';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, WebSocketServer, type OnGatewayInit } from '@nestjs/websockets';
import { SocketEvent, type SessionExpirationMessage, type TokenValidationMessage, type TranslationsMessage } from '@backoffice/contracts';
import type { Server, Socket } from 'socket.io';
import { passwordExpiredFor, type Principal } from '../auth/principal.js';
import { SessionEndedEvent, SessionExtendedEvent, SessionIdentityChangedEvent } from '../auth/session.events.js';
import { SessionsService } from '../auth/sessions.service.js';
import { SERVER_MESSAGES } from '../i18n/server-messages.js';
import { RealtimeService, rooms } from './realtime.service.js';

/** How often sockets of sessions that ran out are told so. */
const EXPIRY_SWEEP_MS = 5000;

/**
 * One socket per browser tab, websocket transport only. A socket proves who it is with
 * `userConnected` and then joins its session, user and customer rooms.
 */
@WebSocketGateway({ transports: ['websocket'] })
export class RealtimeGateway implements OnGatewayInit, OnModuleDestroy {
  @WebSocketServer() private server: Server;
  private readonly logger = new Logger('platform');
  private lastSweep = new Date();

  constructor(
    private readonly sessions: SessionsService,
    private readonly realtime: RealtimeService,
  ) {}

  afterInit(server: Server): void {
    this.realtime.attach(server);
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
    for (const room of socket.rooms) if (room !== socket.id) await socket.leave(room);
    const answer: TokenValidationMessage = principal
      ? { valid: true, message: SERVER_MESSAGES.en['session.valid'] }
      : { valid: false, message: SERVER_MESSAGES.en['session.expired'] };
    if (principal) {
      socket.data.principal = principal;
      await socket.join(roomsOf(principal));
    }
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

  /** Sessions that ran out since the last sweep: their sockets learn it at once. */
  @Interval(EXPIRY_SWEEP_MS)
  async sweepExpiredSessions(): Promise<void> {
    const now = new Date();
    try {
      const expired = await this.sessions.expiredBetween(this.lastSweep, now);
      for (const sessionId of expired) this.realtime.toSession(sessionId, SocketEvent.TokenValidation, endedMessage());
      this.lastSweep = now;
    } catch (error) {
      this.logger.warn(`Session expiry sweep failed: ${String(error)}`);
    }
  }
}

function roomsOf(principal: Principal): string[] {
  // An expired password confines the session to changing it: its sockets hear only about the session itself.
  if (passwordExpiredFor(principal)) return [rooms.session(principal.sessionId)];
  const list = [rooms.session(principal.sessionId), rooms.user(principal.userId)];
  if (principal.activeCustomerId !== null) list.push(rooms.customer(principal.activeCustomerId));
  return list;
}

function endedMessage(): TokenValidationMessage {
  return { valid: false, message: SERVER_MESSAGES.en['session.expired'] };
}

@EventsHandler(SessionExtendedEvent)
export class SessionExtendedNotifier implements IEventHandler<SessionExtendedEvent> {
  constructor(private readonly realtime: RealtimeService) {}

  handle(event: SessionExtendedEvent): void {
    const message: SessionExpirationMessage = { newExpirationValue: event.expiresAt.toISOString() };
    this.realtime.toSession(event.sessionId, SocketEvent.SessionExpiration, message);
  }
}

@EventsHandler(SessionEndedEvent)
export class SessionEndedNotifier implements IEventHandler<SessionEndedEvent> {
  constructor(private readonly realtime: RealtimeService) {}

  handle(event: SessionEndedEvent): void {
    this.realtime.toSession(event.sessionId, SocketEvent.TokenValidation, { valid: false, message: event.reason } satisfies TokenValidationMessage);
  }
}

/** After a customer switch or support session the sockets move to the new customer's room. */
@EventsHandler(SessionIdentityChangedEvent)
export class SessionRoomsUpdater implements IEventHandler<SessionIdentityChangedEvent> {
  constructor(
    private readonly realtime: RealtimeService,
    private readonly sessions: SessionsService,
  ) {}

  async handle(event: SessionIdentityChangedEvent): Promise<void> {
    const principal = await this.sessions.resolve(event.sessionId);
    if (principal) await this.realtime.moveSession(event.sessionId, roomsOf(principal));
  }
}
