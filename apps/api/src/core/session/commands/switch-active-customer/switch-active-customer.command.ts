import { Command } from '@nestjs/cqrs';
import type { SessionIdentity } from '@backoffice/contracts';
import type { Principal } from '../../../../platform/auth/principal.js';

export class SwitchActiveCustomerCommand extends Command<SessionIdentity> {
  constructor(
    readonly principal: Principal,
    readonly customerId: number,
  ) {
    super();
  }
}
