import { Command } from '@nestjs/cqrs';
import type { LoginSession } from '@backoffice/contracts';

export class LoginCommand extends Command<LoginSession> {
  constructor(
    readonly username: string,
    readonly password: string,
    /** 0: sign in as yourself; another user's id: a holder of `*` signs in straight into a support session for them. */
    readonly authorizedUserId: number,
    readonly client: { ip: string; userAgent?: string },
  ) {
    super();
  }
}
