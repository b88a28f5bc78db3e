import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CoreCalls, type User } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import { LoginRateLimiter } from '../../platform/auth/login-rate-limiter.js';
import type { Principal } from '../../platform/auth/principal.js';
import { CrudService } from '../../platform/crud/crud.service.js';
import { GrantGuard } from '../grants/grant-guard.service.js';
import { UserIdDto } from './user-access.dto.js';
import { usersResource } from './users.resource.js';
import { Call } from '../../platform/rpc/call.decorator.js';

/**
 * Lifting the sign-in lock a user name gets after too many failed sign-ins over all addresses
 * (LoginRateLimiter). The same rule as changing the user: the user belongs to the active customer
 * (else 404) and the caller holds every permission and customer the user holds (GrantGuard).
 */
@ApiTags(usersResource.wire.base)
@Controller()
export class SignInLockController {
  constructor(
    private readonly crud: CrudService,
    private readonly grants: GrantGuard,
    private readonly limiter: LoginRateLimiter,
    private readonly dataSource: DataSource,
  ) {}

  @Call(CoreCalls.liftSignInLock)
  async lift(@Body() body: UserIdDto, @CurrentPrincipal() principal: Principal): Promise<Pick<User, 'UserID' | 'SignInLocked'>> {
    const manager = this.dataSource.manager;
    await this.crud.assertVisible(usersResource, [body.UserID], principal, manager);
    await this.grants.assertMayChangeUsers(manager, principal, [body.UserID], 'Lifting the sign-in lock');
    const [user] = await manager.query<{ username: string }[]>(`SELECT username FROM core.users WHERE user_id = $1`, [body.UserID]);
    await this.limiter.lift(user.username);
    return { UserID: body.UserID, SignInLocked: false };
  }
}
