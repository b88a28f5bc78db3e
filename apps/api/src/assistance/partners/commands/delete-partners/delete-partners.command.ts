import type { Principal } from '../../../../platform/auth/principal.js';

/** Deletes the partners (all or none: one the caller cannot see fails the call) with their stored files. */
export class DeletePartnersCommand {
  constructor(
    readonly principal: Principal,
    readonly partnerIds: number[],
  ) {}
}
