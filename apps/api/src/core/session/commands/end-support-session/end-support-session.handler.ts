import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import type { SessionIdentity } from '@backoffice/contracts';
import { SessionsService } from '../../../../platform/auth/sessions.service.js';
import { AppError } from '../../../../platform/rpc/app-error.js';
import { SessionViewService } from '../../session-view.service.js';
import { SupportSessionEndedEvent } from '../../session.events.js';
import { EndSupportSessionCommand } from './end-support-session.command.js';

/** Back to the signed-in user's own permissions, customers and active customer. */
@CommandHandler(EndSupportSessionCommand)
export class EndSupportSessionHandler implements ICommandHandler<EndSupportSessionCommand> {
  constructor(
    private readonly sessions: SessionsService,
    private readonly views: SessionViewService,
    private readonly events: EventBus,
  ) {}

  async execute({ principal }: EndSupportSessionCommand): Promise<SessionIdentity> {
    if (!principal.supportSessionActive) throw AppError.conflict('No support session is active.');
    await this.sessions.endSupport(principal.sessionId);
    const own = await this.sessions.resolve(principal.sessionId);
    if (!own) throw AppError.unauthorized('Your session has expired or was ended. Please sign in again.');
    this.events.publish(new SupportSessionEndedEvent(principal.sessionId, principal.realUserId));
    return this.views.identityOf(own);
  }
}
