import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { PluginLoggerFactory, type PluginLogger } from '../../platform/logging/plugin-logger.js';
import { OwnPasswordChangedEvent } from '../profile/profile.events.js';
import { SupportSessionEndedEvent, SupportSessionStartedEvent, UserSignedInEvent } from './session.events.js';

type AuditedEvent = UserSignedInEvent | SupportSessionStartedEvent | SupportSessionEndedEvent | OwnPasswordChangedEvent;

/** The core plugin's log of sign-ins, support sessions and own password changes (at its configured level). */
@EventsHandler(UserSignedInEvent, SupportSessionStartedEvent, SupportSessionEndedEvent, OwnPasswordChangedEvent)
export class SessionAuditLog implements IEventHandler<AuditedEvent> {
  private readonly log: PluginLogger;

  constructor(loggers: PluginLoggerFactory) {
    this.log = loggers.for('core');
  }

  handle(event: AuditedEvent): void {
    if (event instanceof UserSignedInEvent) this.log.info(`User ${event.username} (${event.userId}) signed in by ${event.method}`);
    else if (event instanceof OwnPasswordChangedEvent)
      this.log.info(`User ${event.userId} changed their password; ${event.endedSessions} other sessions ended`);
    else if (event instanceof SupportSessionStartedEvent) this.log.warn(`User ${event.realUserId} started a support session as user ${event.targetUserId}`);
    else this.log.info(`User ${event.realUserId} ended a support session`);
  }
}
