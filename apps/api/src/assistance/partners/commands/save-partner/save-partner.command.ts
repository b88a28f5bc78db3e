import type { Principal } from '../../../../platform/auth/principal.js';

/** Changes the given fields of the partner PartnerID (what the body leaves out keeps its value); answers the whole partner. */
export class SavePartnerCommand {
  constructor(
    readonly principal: Principal,
    readonly partnerId: number,
    readonly body: Record<string, unknown>,
  ) {}
}
