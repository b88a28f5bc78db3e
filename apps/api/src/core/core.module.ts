import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { SessionsService } from '../platform/auth/sessions.service.js';
import { AppConfig } from '../platform/config/app-config.js';
import { withStartupLock } from '../platform/database/startup-lock.js';
import { AuditLogController } from './audit-log/audit-log.controller.js';
import { AuditRetention } from './audit-log/audit-retention.service.js';
import { CustomerEntity } from './customers/customer.entity.js';
import { CustomersController } from './customers/customers.controller.js';
import { LoggersController } from './loggers/loggers.controller.js';
import { PermissionEntity } from './permissions/permission.entity.js';
import { PermissionsController } from './permissions/permissions.controller.js';
import { ChangeOwnPasswordHandler } from './profile/commands/change-own-password/change-own-password.handler.js';
import { EndOtherSessionsHandler } from './profile/commands/end-other-sessions/end-other-sessions.handler.js';
import { ProfileController } from './profile/profile.controller.js';
import { RoleEntity } from './roles/role.entity.js';
import { RolesController } from './roles/roles.controller.js';
import { syncPermissionCatalog } from './seed/permission-catalog.js';
import { EndSupportSessionHandler } from './session/commands/end-support-session/end-support-session.handler.js';
import { ExtendSessionHandler } from './session/commands/extend-session/extend-session.handler.js';
import { LoginHandler } from './session/commands/login/login.handler.js';
import { LogoutHandler } from './session/commands/logout/logout.handler.js';
import { SaveColumnSettingsHandler } from './session/commands/save-column-settings/save-column-settings.handler.js';
import { StartSupportSessionHandler } from './session/commands/start-support-session/start-support-session.handler.js';
import { SwitchActiveCustomerHandler } from './session/commands/switch-active-customer/switch-active-customer.handler.js';
import { TokenLoginHandler } from './session/commands/token-login/token-login.handler.js';
import { SessionController } from './session/session.controller.js';
import { SessionOpener } from './session/session-opener.service.js';
import { SessionViewService } from './session/session-view.service.js';
import { SessionAuditLog } from './session/sign-in-log.handler.js';
import { SaveUserPermissionsHandler } from './users/commands/save-user-permissions/save-user-permissions.handler.js';
import { SaveUserRolesHandler } from './users/commands/save-user-roles/save-user-roles.handler.js';
import { UserEntity } from './users/user.entity.js';
import { SignInLockController } from './users/sign-in-lock.controller.js';
import { UsersController } from './users/users.controller.js';
import { UsersSearch } from './users/users.search.js';
import { CustomersSearch } from './customers/customers.search.js';
import { GrantGuard } from './grants/grant-guard.service.js';

const controllers = [
  SessionController,
  ProfileController,
  UsersController,
  SignInLockController,
  RolesController,
  PermissionsController,
  CustomersController,
  LoggersController,
  AuditLogController,
];
const commandHandlers = [
  LoginHandler,
  TokenLoginHandler,
  LogoutHandler,
  ExtendSessionHandler,
  StartSupportSessionHandler,
  EndSupportSessionHandler,
  SwitchActiveCustomerHandler,
  SaveColumnSettingsHandler,
  SaveUserRolesHandler,
  SaveUserPermissionsHandler,
  ChangeOwnPasswordHandler,
  EndOtherSessionsHandler,
];
const eventHandlers = [SessionAuditLog];

/** Users, roles, permissions, customers, log levels, the session and the audit log. */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, RoleEntity, PermissionEntity, CustomerEntity])],
  controllers,
  providers: [SessionViewService, SessionOpener, GrantGuard, UsersSearch, CustomersSearch, AuditRetention, ...commandHandlers, ...eventHandlers],
  exports: [SessionViewService],
})
export class CoreModule implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await withStartupLock(this.config.databaseUrl!, () => syncPermissionCatalog(this.dataSource));
  }

  /** Ended sessions are kept a day for the record, then removed. */
  @Cron(CronExpression.EVERY_HOUR)
  async purgeEndedSessions(): Promise<void> {
    await this.sessions.purgeEnded();
  }
}
