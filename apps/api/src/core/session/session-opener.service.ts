import { Injectable } from '@nestjs/common';
import { WILDCARD_PERMISSION, type LoginSession } from '@backoffice/contracts';
import { IdentityService } from '../../platform/auth/identity.service.js';
import { SessionsService } from '../../platform/auth/sessions.service.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { DataSource } from 'typeorm';
import { GrantGuard } from '../grants/grant-guard.service.js';
import { SessionViewService } from './session-view.service.js';

/** Opens a session for a user whose identity was proven (password or a signed login token). */
@Injectable()
export class SessionOpener {
  constructor(
    private readonly identity: IdentityService,
    private readonly sessions: SessionsService,
    private readonly views: SessionViewService,
    private readonly grants: GrantGuard,
    private readonly dataSource: DataSource,
  ) {}

  async open(userId: number, client: { ip: string; userAgent?: string }, authorizedUserId = 0): Promise<LoginSession> {
    const permissions = await this.identity.permissionsOf(userId);
    const customers = await this.identity.customersOf(userId, permissions);
    const active = this.identity.defaultCustomer(customers);
    if (!active) throw AppError.forbidden('Your user is not assigned to any customer. Please contact your administrator.');
    if (authorizedUserId && !permissions.includes(WILDCARD_PERMISSION)) {
      throw AppError.forbidden('Only a holder of the wildcard permission may sign in on behalf of another user.');
    }
    if (authorizedUserId && authorizedUserId !== userId && (await this.identity.sessionUser(authorizedUserId))) {
      await this.grants.assertMayChangeUsers(
        this.dataSource.manager,
        { permissions, customerIds: customers.map((customer) => customer.CustomerID) },
        [authorizedUserId],
        'Starting a support session',
      );
    }
    const opened = await this.sessions.open(userId, active.CustomerID, client);
    if (authorizedUserId && authorizedUserId !== userId) {
      const target = await this.identity.sessionUser(authorizedUserId);
      if (!target) {
        await this.sessions.revoke(opened.sessionId, 'The support session could not be started.');
        throw AppError.notFound(`User ${authorizedUserId} was not found.`);
      }
      const targetPermissions = await this.identity.permissionsOf(authorizedUserId);
      const targetCustomer = this.identity.defaultCustomer(await this.identity.customersOf(authorizedUserId, targetPermissions));
      await this.sessions.beginSupport(opened.sessionId, authorizedUserId, targetCustomer?.CustomerID ?? null);
    }
    const principal = await this.sessions.resolve(opened.sessionId);
    if (!principal) throw AppError.unauthorized('The session could not be opened.');
    return this.views.loginSession(principal, opened.token);
  }
}
