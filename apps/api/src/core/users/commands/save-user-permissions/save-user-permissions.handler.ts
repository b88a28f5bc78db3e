import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changedItems, replaceExcluded, replaceIncluded } from '@backoffice/domain';
import { DataSource } from 'typeorm';
import { CrudService } from '../../../../platform/crud/crud.service.js';
import { AppError } from '../../../../platform/rpc/app-error.js';
import { GrantGuard } from '../../../grants/grant-guard.service.js';
import { SessionsService } from '../../../../platform/auth/sessions.service.js';
import { listUserPermissions } from '../../user-access.queries.js';
import { usersResource } from '../../users.resource.js';
import { SaveUserPermissionsCommand } from './save-user-permissions.command.js';

/**
 * Replaces a user's included or excluded permissions. The two lists exclude each other: what is
 * saved in one leaves the other (libs/domain include-exclude). Nobody changes their own lists;
 * the caller must outrank the user and hold every permission whose inclusion or exclusion changes.
 */
@CommandHandler(SaveUserPermissionsCommand)
export class SaveUserPermissionsHandler implements ICommandHandler<SaveUserPermissionsCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly crud: CrudService,
    private readonly grants: GrantGuard,
    private readonly sessions: SessionsService,
  ) {}

  async execute({ principal, userId, list, permissionIds }: SaveUserPermissionsCommand) {
    this.grants.assertNotOwn(principal, userId, 'permissions');
    await this.dataSource.transaction(async (manager) => {
      await this.grants.lock(manager);
      await this.crud.assertVisible(usersResource, [userId], principal, manager);
      const unique = [...new Set(permissionIds)];
      const known = await manager.query<{ permission_id: number }[]>(`SELECT permission_id FROM core.permissions WHERE permission_id = ANY($1)`, [unique]);
      const missing = unique.filter((id) => !known.some((row) => row.permission_id === id));
      if (missing.length > 0) throw AppError.badRequest(`Unknown permission ids: ${missing.join(', ')}.`);
      await this.grants.assertMayChangeUsers(manager, principal, [userId], 'Changing permissions');

      const current = {
        included: (await listUserPermissions(manager, userId, 'included')).map((row) => row.PermissionID),
        excluded: (await listUserPermissions(manager, userId, 'excluded')).map((row) => row.PermissionID),
      };
      const next = list === 'included' ? replaceIncluded(current, unique) : replaceExcluded(current, unique);
      const changed = [...changedItems(current.included, next.included), ...changedItems(current.excluded, next.excluded)];
      this.grants.assertHolds(principal, await this.grants.permissionNames(manager, changed), `Changing ${list} permissions`);
      for (const kind of ['included', 'excluded'] as const) {
        await manager.query(`DELETE FROM core.user_${kind}_permissions WHERE user_id = $1`, [userId]);
        await manager.query(`INSERT INTO core.user_${kind}_permissions (user_id, permission_id) SELECT $1, unnest($2::int[])`, [userId, next[kind]]);
      }
      await this.grants.assertAdministratorRemains(manager);
    });
    await this.sessions.forgetUsers([userId]);
    return listUserPermissions(this.dataSource.manager, userId, list);
  }
}
