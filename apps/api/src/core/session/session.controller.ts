import { Body, Controller, Ip, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { CoreCalls, type ExtendSessionResult, type LoginSession, type SessionIdentity, type UserSettings } from '@backoffice/contracts';
import { columnSettingsProblem } from '@backoffice/domain';
import type { FastifyRequest } from 'fastify';
import { AllowExpiredPassword, CurrentPrincipal, CustomerIndependent } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { Reply } from '../../platform/rpc/rpc.decorator.js';
import { EndSupportSessionCommand } from './commands/end-support-session/end-support-session.command.js';
import { ExtendSessionCommand } from './commands/extend-session/extend-session.command.js';
import { LoginCommand } from './commands/login/login.command.js';
import { LogoutCommand } from './commands/logout/logout.command.js';
import { SaveColumnSettingsCommand } from './commands/save-column-settings/save-column-settings.command.js';
import { StartSupportSessionCommand } from './commands/start-support-session/start-support-session.command.js';
import { SwitchActiveCustomerCommand } from './commands/switch-active-customer/switch-active-customer.command.js';
import { TokenLoginCommand } from './commands/token-login/token-login.command.js';
import { CrossLoginDto, InternLoginDto, LoginDto, LogoutDto, SaveColumnsDto, StartSupportSessionDto, SwitchActiveCustomerDto } from './session.dto.js';
import { SessionViewService } from './session-view.service.js';
import { Call } from '../../platform/rpc/call.decorator.js';

/** Sign-in, sign-out and everything that changes the session itself (so none of it needs the active customer). */
@ApiTags('session')
@CustomerIndependent()
@Controller()
export class SessionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly views: SessionViewService,
  ) {}

  @Call(CoreCalls.login)
  login(@Body() body: LoginDto, @Ip() ip: string, @Req() request: FastifyRequest): Promise<LoginSession> {
    return this.commands.execute(new LoginCommand(body.Username, body.Password, body.AuthorizedUserID ?? 0, clientOf(ip, request)));
  }

  @Call(CoreCalls.crossLogin)
  crossLogin(@Body() body: CrossLoginDto, @Ip() ip: string, @Req() request: FastifyRequest): Promise<LoginSession> {
    return this.commands.execute(new TokenLoginCommand('crosslogin', body.LegacyToken, clientOf(ip, request)));
  }

  @Call(CoreCalls.internLogin)
  internLogin(@Body() body: InternLoginDto, @Ip() ip: string, @Req() request: FastifyRequest): Promise<LoginSession> {
    return this.commands.execute(new TokenLoginCommand('internlogin', body.Hash, clientOf(ip, request)));
  }

  @Call(CoreCalls.logout)
  @AllowExpiredPassword()
  async logout(@Body() _body: LogoutDto, @CurrentPrincipal() principal: Principal): Promise<null> {
    await this.commands.execute(new LogoutCommand(principal.sessionId));
    return null;
  }

  /** The current session as at sign-in (without a new token): for a reloaded browser tab. */
  @Call(CoreCalls.session, { body: null })
  @AllowExpiredPassword()
  async session(@CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest): Promise<LoginSession> {
    return this.views.loginSession(principal, request.sessionToken ?? request.headers.authorization?.slice(7) ?? '');
  }

  @Call(CoreCalls.extendSession, { body: null })
  @AllowExpiredPassword()
  extend(@CurrentPrincipal() principal: Principal): Promise<ExtendSessionResult> {
    return this.commands.execute(new ExtendSessionCommand(principal.sessionId));
  }

  @Call(CoreCalls.supportSessionStart)
  startSupport(@Body() body: StartSupportSessionDto, @CurrentPrincipal() principal: Principal): Promise<SessionIdentity> {
    return this.commands.execute(new StartSupportSessionCommand(principal, body.UserId));
  }

  /** Open to any session: during support the acting user's grants may lack `*`, the real user's do not. */
  @Call(CoreCalls.supportSessionEnd, { body: null })
  endSupport(@CurrentPrincipal() principal: Principal): Promise<SessionIdentity> {
    return this.commands.execute(new EndSupportSessionCommand(principal));
  }

  @Call(CoreCalls.switchActiveCustomer)
  switchCustomer(@Body() body: SwitchActiveCustomerDto, @CurrentPrincipal() principal: Principal): Promise<SessionIdentity> {
    return this.commands.execute(new SwitchActiveCustomerCommand(principal, body.CustomerID));
  }

  @Call(CoreCalls.saveColumns)
  async saveColumns(@Body() body: SaveColumnsDto, @CurrentPrincipal() principal: Principal): Promise<Reply<UserSettings>> {
    const problem = columnSettingsProblem(body.Columns);
    if (problem) throw AppError.badRequest(problem);
    return new Reply(await this.commands.execute(new SaveColumnSettingsCommand(principal.userId, body.Columns)), 'Saved successfully!');
  }
}

function clientOf(ip: string, request: FastifyRequest): { ip: string; userAgent?: string } {
  return { ip, userAgent: request.headers['user-agent'] };
}
