import { Command } from '@nestjs/cqrs';
import type { SessionIdentity } from '@backoffice/contracts';
import type { Principal } from '../../../../platform/auth/principal.js';

export class EndSupportSessionCommand extends Command<SessionIdentity> {
  constructor(readonly principal: Principal) {
    super();
  }
}
