import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import type { LoginSession } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { LoginRateLimiter } from '../../../../platform/auth/login-rate-limiter.js';
import { AppError } from '../../../../platform/rpc/app-error.js';
import { TIMING_DECOY_HASH, verifyPassword } from '../../../users/passwords.js';
import { UserSignedInEvent } from '../../session.events.js';
import { SessionOpener } from '../../session-opener.service.js';
import { LoginCommand } from './login.command.js';

export const INVALID_LOGIN_MESSAGE = 'Invalid username or password. Please try to login again.';

/** Checks the password (argon2id), limits failed attempts, and opens a session. */
@CommandHandler(LoginCommand)
export class LoginHandler implements ICommandHandler<LoginCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limiter: LoginRateLimiter,
    private readonly opener: SessionOpener,
    private readonly events: EventBus,
  ) {}

  async execute(command: LoginCommand): Promise<LoginSession> {
    const { username, password, client } = command;
    await this.limiter.assertAllowed(username, client.ip);
    const [user] = await this.dataSource.query<{ user_id: number; password_hash: string; status: number }[]>(
      `SELECT user_id, password_hash, status FROM core.users WHERE lower(username) = lower($1)`,
      [username.trim()],
    );
    const valid = await verifyPassword(user?.password_hash ?? TIMING_DECOY_HASH, password);
    if (!user || !valid) {
      await this.limiter.recordFailure(username, client.ip);
      throw AppError.unauthorized(INVALID_LOGIN_MESSAGE);
    }
    if (user.status !== 1) throw AppError.unauthorized('Your account is not active. Please contact your administrator.');
    await this.limiter.recordSuccess(username, client.ip);
    const session = await this.opener.open(user.user_id, client, command.authorizedUserId);
    this.events.publish(new UserSignedInEvent(user.user_id, username, 'password'));
    return session;
  }
}
