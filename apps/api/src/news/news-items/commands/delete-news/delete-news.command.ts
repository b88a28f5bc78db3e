import type { Principal } from '../../../../platform/auth/principal.js';

/** Deletes news items, all or none (one the caller cannot see fails the call). */
export class DeleteNewsCommand {
  constructor(
    readonly principal: Principal,
    readonly newsIds: number[],
  ) {}
}
