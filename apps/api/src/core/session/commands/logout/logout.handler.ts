import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SessionsService } from '../../../../platform/auth/sessions.service.js';
import { LogoutCommand } from './logout.command.js';

/** Revokes the session at once; its token fails on the next request and its sockets are told and closed. */
@CommandHandler(LogoutCommand)
export class LogoutHandler implements ICommandHandler<LogoutCommand> {
  constructor(private readonly sessions: SessionsService) {}

  async execute({ sessionId }: LogoutCommand): Promise<void> {
    await this.sessions.revoke(sessionId, 'You have signed out.');
  }
}
