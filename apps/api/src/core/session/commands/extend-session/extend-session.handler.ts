import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ExtendSessionResult } from '@backoffice/contracts';
import { SessionsService } from '../../../../platform/auth/sessions.service.js';
import { ExtendSessionCommand } from './extend-session.command.js';

/** Pushes the expiry a full session length ahead; the session's sockets get `sessionExpiration` (RealtimeGateway). */
@CommandHandler(ExtendSessionCommand)
export class ExtendSessionHandler implements ICommandHandler<ExtendSessionCommand> {
  constructor(private readonly sessions: SessionsService) {}

  async execute({ sessionId }: ExtendSessionCommand): Promise<ExtendSessionResult> {
    const expiresAt = await this.sessions.extend(sessionId);
    return { expiresAt: expiresAt.toISOString() };
  }
}
