import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SessionIdentity } from '@backoffice/contracts';
import { SessionsService } from '../../../../platform/auth/sessions.service.js';
import { AppError } from '../../../../platform/rpc/app-error.js';
import { SessionViewService } from '../../session-view.service.js';
import { SwitchActiveCustomerCommand } from './switch-active-customer.command.js';

/** Every later call of this session is scoped to the chosen customer; its sockets move with it (RealtimeGateway). */
@CommandHandler(SwitchActiveCustomerCommand)
export class SwitchActiveCustomerHandler implements ICommandHandler<SwitchActiveCustomerCommand> {
  constructor(
    private readonly sessions: SessionsService,
    private readonly views: SessionViewService,
  ) {}

  async execute({ principal, customerId }: SwitchActiveCustomerCommand): Promise<SessionIdentity> {
    if (!principal.customerIds.includes(customerId)) throw AppError.notFound(`Customer ${customerId} was not found.`);
    await this.sessions.setActiveCustomer(principal.sessionId, customerId);
    const switched = await this.sessions.resolve(principal.sessionId);
    if (!switched) throw AppError.unauthorized('Your session has expired or was ended. Please sign in again.');
    return this.views.identityOf(switched);
  }
}
