import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { PluginLoggerFactory, type PluginLogger } from '../../platform/logging/plugin-logger.js';
import { SupportSessionEndedEvent, SupportSessionStartedEvent, UserSignedInEvent } from './session.events.js';

/** The core plugin's log of sign-ins and support sessions (at its configured level). */
@EventsHandler(UserSignedInEvent, SupportSessionStartedEvent, SupportSessionEndedEvent)
export class SessionAuditLog implements IEventHandler<UserSignedInEvent | SupportSessionStartedEvent | SupportSessionEndedEvent> {
  private readonly log: PluginLogger;

  constructor(loggers: PluginLoggerFactory) {
    this.log = loggers.for('core');
  }

  handle(event: UserSignedInEvent | SupportSessionStartedEvent | SupportSessionEndedEvent): void {
    if (event instanceof UserSignedInEvent) this.log.info(`User ${event.username} (${event.userId}) signed in by ${event.method}`);
    else if (event instanceof SupportSessionStartedEvent) this.log.warn(`User ${event.realUserId} started a support session as user ${event.targetUserId}`);
    else this.log.info(`User ${event.realUserId} ended a support session`);
  }
}
