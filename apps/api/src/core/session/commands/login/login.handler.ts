import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type LoginSession } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { recordAuditEvent } from '../../../../platform/audit/audit-events.queries.js';
import { LoginRateLimiter } from '../../../../platform/auth/login-rate-limiter.js';
import { SERVER_MESSAGES } from '../../../../platform/i18n/server-messages.js';
import { AppError } from '../../../../platform/rpc/app-error.js';
import { TIMING_DECOY_HASH, verifyPassword } from '../../../users/passwords.js';
import { UserSignedInEvent } from '../../session.events.js';
import { SessionOpener } from '../../session-opener.service.js';
import { LoginCommand } from './login.command.js';

export const INVALID_LOGIN_MESSAGE = 'Invalid username or password. Please try to login again.';
export const ACCOUNT_INACTIVE_MESSAGE = SERVER_MESSAGES.en['login.inactive'];

/**
 * Checks the password (argon2id) and opens a session. The attempt is taken from the sign-in
 * limits before the password is checked (LoginRateLimiter), so concurrent guesses cannot pass them.
 */
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
    await this.limiter.take(username, client.ip);
    let user: { user_id: number; password_hash: string; status: number } | undefined;
    let valid: boolean;
    try {
      [user] = await this.dataSource.query<{ user_id: number; password_hash: string; status: number }[]>(
        `SELECT user_id, password_hash, status FROM core.users WHERE lower(username) = lower($1)`,
        [username.trim()],
      );
      valid = await verifyPassword(user?.password_hash ?? TIMING_DECOY_HASH, password);
    } catch (error) {
      await this.limiter.giveBack(username, client.ip);
      throw error;
    }
    // A wrong password keeps its attempt taken: that is the failure the limits count.
    if (!user || !valid) {
      await this.failed(username, user?.user_id ?? null, 'invalid_credentials', client.ip);
      throw AppError.unauthorized(INVALID_LOGIN_MESSAGE);
    }
    await this.limiter.succeeded(username, client.ip);
    // Its own message and code (not the wrong-password one): the right password proves the caller may learn the account's state.
    if (user.status !== 1) {
      await this.failed(username, user.user_id, 'inactive', client.ip);
      throw AppError.unauthorized(ACCOUNT_INACTIVE_MESSAGE, ErrorCode.AccountInactive);
    }
    const session = await this.opener.open(user.user_id, client, command.authorizedUserId);
    this.events.publish(new UserSignedInEvent(user.user_id, username, 'password'));
    return session;
  }

  /** The failed sign-in's audit row: the name as typed (of a user, or of nobody), why, and from where; never the password. */
  private failed(username: string, userId: number | null, reason: 'invalid_credentials' | 'inactive', ip: string): Promise<void> {
    return recordAuditEvent(this.dataSource, {
      action: 'sign_in_failed',
      resource: 'core/users',
      resourceId: userId,
      changes: [
        { Field: 'reason', Old: null, New: reason },
        { Field: 'ip', Old: null, New: ip },
      ],
      actor: { userId, username: username.trim().slice(0, 100), actingAdminId: null, customerId: null },
    });
  }
}
