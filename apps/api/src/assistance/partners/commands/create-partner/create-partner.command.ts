import type { Principal } from '../../../../platform/auth/principal.js';

/** Creates a partner of the active customer from the validated body; answers the whole partner. */
export class CreatePartnerCommand {
  constructor(
    readonly principal: Principal,
    readonly body: Record<string, unknown>,
  ) {}
}
