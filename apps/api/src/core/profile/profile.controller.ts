import { Body, Controller, Ip } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { CoreCalls, type ChangeOwnPasswordResult, type EndOtherSessionsResult, type OwnSession } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { AllowExpiredPassword, CurrentPrincipal, CustomerIndependent } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { Reply } from '../../platform/rpc/rpc.decorator.js';
import { ChangeOwnPasswordCommand } from './commands/change-own-password/change-own-password.command.js';
import { EndOtherSessionsCommand } from './commands/end-other-sessions/end-other-sessions.command.js';
import { listOwnSessions } from './own-sessions.query.js';
import { ChangeOwnPasswordDto } from './profile.dto.js';
import { Call } from '../../platform/rpc/call.decorator.js';

/**
 * "My profile": any signed-in user's own password and sessions. "Own" is the user who signed in,
 * also during a support session (the administrator's password, the administrator's sessions); no
 * customer's data, so the calls do not depend on the active customer.
 */
@ApiTags('profile')
@Controller()
@CustomerIndependent()
export class ProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly dataSource: DataSource,
  ) {}

  @Call(CoreCalls.changeOwnPassword)
  @AllowExpiredPassword()
  async changePassword(
    @Body() body: ChangeOwnPasswordDto,
    @CurrentPrincipal() principal: Principal,
    @Ip() ip: string,
  ): Promise<Reply<ChangeOwnPasswordResult>> {
    const result = await this.commands.execute(new ChangeOwnPasswordCommand(principal, body.CurrentPassword, body.NewPassword, ip));
    return new Reply(result, 'Password changed successfully');
  }

  @Call(CoreCalls.ownSessions, { body: null })
  sessions(@CurrentPrincipal() principal: Principal): Promise<OwnSession[]> {
    return listOwnSessions(this.dataSource.manager, principal.realUserId, principal.sessionId);
  }

  @Call(CoreCalls.endOtherSessions, { body: null })
  async endOtherSessions(@CurrentPrincipal() principal: Principal): Promise<Reply<EndOtherSessionsResult>> {
    const result = await this.commands.execute(new EndOtherSessionsCommand(principal));
    return new Reply(result, result.EndedSessions === 1 ? '1 other session was signed out' : `${result.EndedSessions} other sessions were signed out`);
  }
}
