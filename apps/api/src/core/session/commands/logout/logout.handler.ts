import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SessionEndedEvent } from '../../../../platform/auth/session.events.js';
import { SessionsService } from '../../../../platform/auth/sessions.service.js';
import { LogoutCommand } from './logout.command.js';

/** Revokes the session at once; its token fails on the next request and its sockets are told. */
@CommandHandler(LogoutCommand)
export class LogoutHandler implements ICommandHandler<LogoutCommand> {
  constructor(
    private readonly sessions: SessionsService,
    private readonly events: EventBus,
  ) {}

  async execute({ sessionId }: LogoutCommand): Promise<void> {
    await this.sessions.revoke(sessionId);
    this.events.publish(new SessionEndedEvent(sessionId, 'You have signed out.'));
  }
}
