import { Command } from '@nestjs/cqrs';
import type { CreatedWallboardKiosk } from '@backoffice/contracts';
import type { Principal } from '../../../../../platform/auth/principal.js';

export class CreateKioskCommand extends Command<CreatedWallboardKiosk> {
  constructor(
    readonly principal: Principal,
    readonly name: string,
  ) {
    super();
  }
}
