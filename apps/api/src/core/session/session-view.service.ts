import { Injectable } from '@nestjs/common';
import type { LoginSession, SessionIdentity } from '@backoffice/contracts';
import { DEFAULT_PASSWORD_COMPLEXITY, knownColumnSettings } from '@backoffice/domain';
import { DataSource } from 'typeorm';
import { IdentityService } from '../../platform/auth/identity.service.js';
import { passwordExpiredFor, type Principal } from '../../platform/auth/principal.js';
import { AppConfig } from '../../platform/config/app-config.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { activeCustomerOrNull } from '../../platform/auth/active-customer.js';

/** Builds what the browser keeps about its session (spec part 1 section 3, "Login session"). */
@Injectable()
export class SessionViewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly identity: IdentityService,
    private readonly config: AppConfig,
  ) {}

  async identityOf(principal: Principal): Promise<SessionIdentity> {
    const user = await this.identity.sessionUser(principal.userId);
    if (!user) throw AppError.notFound(`User ${principal.userId} was not found.`);
    const customers = await this.identity.customersOf(principal.userId, principal.permissions);
    const active = customers.find((customer) => customer.CustomerID === activeCustomerOrNull(principal)) ?? null;
    return {
      permissions: principal.permissions,
      customers,
      user,
      activeCustomer: active ? { CustomerID: active.CustomerID, Name: active.Name, TimeZone: active.TimeZone } : null,
      activeExternalServiceAvailable: this.config.activeExternalServiceAvailable,
      supportSessionActive: principal.supportSessionActive,
    };
  }

  async loginSession(principal: Principal, token: string): Promise<LoginSession> {
    const identity = await this.identityOf(principal);
    const [row] = await this.dataSource.query<{ columns: unknown }[]>(`SELECT settings -> 'Columns' AS columns FROM core.users WHERE user_id = $1`, [
      principal.userId,
    ]);
    return {
      token,
      permissions: identity.permissions,
      customers: identity.customers,
      activeCustomer: identity.activeCustomer,
      user: identity.user,
      expiresAt: principal.expiresAt,
      activeExternalServiceAvailable: identity.activeExternalServiceAvailable,
      // Choices saved before the admin's tables were checked, or of a table since removed, drop out.
      userSettings: { Columns: knownColumnSettings(row?.columns) },
      passwordComplexity: DEFAULT_PASSWORD_COMPLEXITY,
      // The signed-in user's password (in a support session the administrator's), as PasswordExpiryGuard reads it.
      passwordExpired: passwordExpiredFor(principal),
      supportSessionActive: identity.supportSessionActive,
    };
  }
}
