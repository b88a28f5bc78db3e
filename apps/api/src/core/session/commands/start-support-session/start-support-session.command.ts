import { Command } from '@nestjs/cqrs';
import type { SessionIdentity } from '@backoffice/contracts';
import type { Principal } from '../../../../platform/auth/principal.js';

export class StartSupportSessionCommand extends Command<SessionIdentity> {
  constructor(
    readonly principal: Principal,
    readonly targetUserId: number,
  ) {
    super();
  }
}
