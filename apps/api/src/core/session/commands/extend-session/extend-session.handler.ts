import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import type { ExtendSessionResult } from '@backoffice/contracts';
import { SessionExtendedEvent } from '../../../../platform/auth/session.events.js';
import { SessionsService } from '../../../../platform/auth/sessions.service.js';
import { ExtendSessionCommand } from './extend-session.command.js';

/** Pushes the expiry a full session length ahead; the session's sockets get `sessionExpiration`. */
@CommandHandler(ExtendSessionCommand)
export class ExtendSessionHandler implements ICommandHandler<ExtendSessionCommand> {
  constructor(
    private readonly sessions: SessionsService,
    private readonly events: EventBus,
  ) {}

  async execute({ sessionId }: ExtendSessionCommand): Promise<ExtendSessionResult> {
    const expiresAt = await this.sessions.extend(sessionId);
    this.events.publish(new SessionExtendedEvent(sessionId, expiresAt));
    return { expiresAt: expiresAt.toISOString() };
  }
}
