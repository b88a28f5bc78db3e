import { Command } from '@nestjs/cqrs';
import type { EndOtherSessionsResult } from '@backoffice/contracts';
import type { Principal } from '../../../../platform/auth/principal.js';

export class EndOtherSessionsCommand extends Command<EndOtherSessionsResult> {
  constructor(readonly principal: Principal) {
    super();
  }
}
