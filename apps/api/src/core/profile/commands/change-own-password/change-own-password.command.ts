import { Command } from '@nestjs/cqrs';
import type { ChangeOwnPasswordResult } from '@backoffice/contracts';
import type { Principal } from '../../../../platform/auth/principal.js';

export class ChangeOwnPasswordCommand extends Command<ChangeOwnPasswordResult> {
  constructor(
    readonly principal: Principal,
    readonly currentPassword: string,
    readonly newPassword: string,
    /** The caller's address: a wrong current password counts against sign-in from it. */
    readonly ip: string,
  ) {
    super();
  }
}
