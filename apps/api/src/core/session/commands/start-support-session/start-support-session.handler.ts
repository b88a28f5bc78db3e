import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import type { SessionIdentity } from '@backoffice/contracts';
import { IdentityService } from '../../../../platform/auth/identity.service.js';
import { SessionsService } from '../../../../platform/auth/sessions.service.js';
import { AppError } from '../../../../platform/rpc/app-error.js';
import { DataSource } from 'typeorm';
import { GrantGuard } from '../../../grants/grant-guard.service.js';
import { SessionViewService } from '../../session-view.service.js';
import { SupportSessionStartedEvent } from '../../session.events.js';
import { StartSupportSessionCommand } from './start-support-session.command.js';

/** A holder of `*` acts as another user: permissions, customers and user become theirs. */
@CommandHandler(StartSupportSessionCommand)
export class StartSupportSessionHandler implements ICommandHandler<StartSupportSessionCommand> {
  constructor(
    private readonly identity: IdentityService,
    private readonly sessions: SessionsService,
    private readonly views: SessionViewService,
    private readonly grants: GrantGuard,
    private readonly dataSource: DataSource,
    private readonly events: EventBus,
  ) {}

  async execute({ principal, targetUserId }: StartSupportSessionCommand): Promise<SessionIdentity> {
    if (principal.supportSessionActive) throw AppError.conflict('A support session is already active. End it first.');
    if (targetUserId === principal.realUserId) throw AppError.conflict('You cannot start a support session for yourself.');
    const target = await this.identity.sessionUser(targetUserId);
    if (!target) throw AppError.notFound(`User ${targetUserId} was not found.`);
    await this.grants.assertMayChangeUsers(this.dataSource.manager, principal, [targetUserId], 'Starting a support session');
    const permissions = await this.identity.permissionsOf(targetUserId);
    const customer = this.identity.defaultCustomer(await this.identity.customersOf(targetUserId, permissions));
    if (!customer) throw AppError.conflict(`${target.Username} is not assigned to any customer.`);
    await this.sessions.beginSupport(principal.sessionId, targetUserId, customer.CustomerID);
    const acting = await this.sessions.resolve(principal.sessionId);
    if (!acting) throw AppError.conflict(`${target.Username} cannot be acted for: the account is not active.`);
    this.events.publish(new SupportSessionStartedEvent(principal.sessionId, principal.realUserId, targetUserId));
    return this.views.identityOf(acting);
  }
}
