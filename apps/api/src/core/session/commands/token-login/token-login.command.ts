import { Command } from '@nestjs/cqrs';
import type { LoginSession } from '@backoffice/contracts';

export type TokenLoginKind = 'crosslogin' | 'internlogin';

export class TokenLoginCommand extends Command<LoginSession> {
  constructor(
    readonly kind: TokenLoginKind,
    readonly token: string,
    readonly client: { ip: string; userAgent?: string },
  ) {
    super();
  }
}
