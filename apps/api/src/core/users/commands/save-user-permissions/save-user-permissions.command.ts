import { Command } from '@nestjs/cqrs';
import type { PermissionRecord } from '@backoffice/contracts';
import type { Principal } from '../../../../platform/auth/principal.js';

export type PermissionList = 'included' | 'excluded';

export class SaveUserPermissionsCommand extends Command<PermissionRecord[]> {
  constructor(
    readonly principal: Principal,
    readonly userId: number,
    readonly list: PermissionList,
    readonly permissionIds: number[],
  ) {
    super();
  }
}
