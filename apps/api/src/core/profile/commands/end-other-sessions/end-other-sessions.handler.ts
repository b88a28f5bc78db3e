import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EndOtherSessionsResult } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { SessionsService } from '../../../../platform/auth/sessions.service.js';
import { EndOtherSessionsCommand } from './end-other-sessions.command.js';

export const SIGNED_OUT_ELSEWHERE_REASON = 'You were signed out from another session of your account.';

/** "Sign out everywhere": every other session the user signed in with ends; the asking one stays. */
@CommandHandler(EndOtherSessionsCommand)
export class EndOtherSessionsHandler implements ICommandHandler<EndOtherSessionsCommand> {
  constructor(
    private readonly sessions: SessionsService,
    private readonly dataSource: DataSource,
  ) {}

  async execute({ principal }: EndOtherSessionsCommand): Promise<EndOtherSessionsResult> {
    const ended = await this.sessions.revokeUserSessions(this.dataSource.manager, principal.realUserId, { exceptSessionId: principal.sessionId });
    await this.sessions.forget(ended, SIGNED_OUT_ELSEWHERE_REASON);
    return { EndedSessions: ended.length };
  }
}
