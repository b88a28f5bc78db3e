import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../../platform/auth/principal.js';

export class RevokeKioskCommand extends Command<{ KioskID: string }> {
  constructor(
    readonly principal: Principal,
    readonly kioskId: string,
  ) {
    super();
  }
}
