import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/auth/principal.js';

export class SaveUserRolesCommand extends Command<{ RoleID: number; Name: string; FancyName: string }[]> {
  constructor(
    readonly principal: Principal,
    readonly userId: number,
    readonly roleIds: number[],
  ) {
    super();
  }
}
