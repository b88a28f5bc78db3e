import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type ChangeOwnPasswordResult } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { LoginRateLimiter } from '../../../../platform/auth/login-rate-limiter.js';
import { SessionsService } from '../../../../platform/auth/sessions.service.js';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { AppError } from '../../../../platform/rpc/app-error.js';
import { assertPasswordComplexity, hashPassword, passwordExpiry, verifyPassword } from '../../../users/passwords.js';
import { OwnPasswordChangedEvent } from '../../profile.events.js';
import { ChangeOwnPasswordCommand } from './change-own-password.command.js';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is not correct.';
export const SAME_PASSWORD_MESSAGE = 'The new password must differ from the current one.';
export const OTHER_SESSIONS_ENDED_REASON = 'Your password was changed. Please sign in with the new password.';

/**
 * The signed-in user changes their own password with the current one. Every other session they
 * signed in with ends; this one stays, and its expired-password confinement ends at once. During
 * a support session "own" is the administrator's: only they know the current password.
 */
@CommandHandler(ChangeOwnPasswordCommand)
export class ChangeOwnPasswordHandler implements ICommandHandler<ChangeOwnPasswordCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limiter: LoginRateLimiter,
    private readonly sessions: SessionsService,
    private readonly config: AppConfig,
    private readonly events: EventBus,
  ) {}

  async execute({ principal, currentPassword, newPassword, ip }: ChangeOwnPasswordCommand): Promise<ChangeOwnPasswordResult> {
    const userId = principal.realUserId;
    const [user] = await this.dataSource.query<{ username: string; password_hash: string }[]>(
      `SELECT username, password_hash FROM core.users WHERE user_id = $1`,
      [userId],
    );
    if (!user) throw AppError.notFound(`User ${userId} was not found.`);
    if (newPassword === currentPassword) throw AppError.badRequest(SAME_PASSWORD_MESSAGE);
    assertPasswordComplexity(newPassword);
    // A stolen session token must not become a way to guess the password: each check takes a sign-in attempt first.
    await this.limiter.take(user.username, ip);
    let valid: boolean;
    try {
      valid = await verifyPassword(user.password_hash, currentPassword);
    } catch (error) {
      await this.limiter.giveBack(user.username, ip);
      throw error;
    }
    if (!valid) throw AppError.badRequest(WRONG_CURRENT_PASSWORD_MESSAGE, ErrorCode.WrongCurrentPassword);
    await this.limiter.succeeded(user.username, ip);
    const passwordHash = await hashPassword(newPassword);
    const passwordExpires = passwordExpiry(this.config.passwordMaxAgeDays);
    const ended = await this.dataSource.transaction(async (manager) => {
      // Only over the hash just checked: a change in between (another session, an administrator) wins.
      const [, changed] = await manager.query<[unknown[], number]>(
        `UPDATE core.users SET password_hash = $2, password_expires = $3, last_modified_by = $1, updated_at = now()
          WHERE user_id = $1 AND password_hash = $4`,
        [userId, passwordHash, passwordExpires, user.password_hash],
      );
      if (changed !== 1) throw AppError.conflict('Your password was changed meanwhile. Please enter the current password again.');
      return this.sessions.revokeUserSessions(manager, userId, { exceptSessionId: principal.sessionId });
    });
    await this.sessions.forget(ended, OTHER_SESSIONS_ENDED_REASON);
    // This session's principal carries the old expiry: forgotten, its next call reads the new one and its sockets take up their rooms again.
    await this.sessions.forget([principal.sessionId]);
    this.events.publish(new OwnPasswordChangedEvent(userId, ended.length));
    return { PasswordExpires: passwordExpires?.toISOString() ?? null, EndedSessions: ended.length };
  }
}
