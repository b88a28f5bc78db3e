import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { changedItems } from '@backoffice/domain';
import { DataSource } from 'typeorm';
import { CrudService } from '../../../../platform/crud/crud.service.js';
import { AppError } from '../../../../platform/rpc/app-error.js';
import { GrantGuard } from '../../../grants/grant-guard.service.js';
import { UserGrantsChangedEvent } from '../../events/user-grants-changed.event.js';
import { usersResource } from '../../users.resource.js';
import { listUserRoles } from '../../user-access.queries.js';
import { SaveUserRolesCommand } from './save-user-roles.command.js';

/**
 * Replaces a user's roles, all or nothing; every role id must exist. Nobody changes their own
 * roles; the caller must outrank the user, and every role added or taken away must confer only
 * permissions the caller holds (so only a holder of * hands out the administrator role).
 */
@CommandHandler(SaveUserRolesCommand)
export class SaveUserRolesHandler implements ICommandHandler<SaveUserRolesCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly crud: CrudService,
    private readonly grants: GrantGuard,
    private readonly events: EventBus,
  ) {}

  async execute({ principal, userId, roleIds }: SaveUserRolesCommand) {
    const unique = [...new Set(roleIds)];
    this.grants.assertNotOwn(principal, userId, 'roles');
    await this.dataSource.transaction(async (manager) => {
      await this.grants.lock(manager);
      await this.crud.assertVisible(usersResource, [userId], principal, manager);
      const known = await manager.query<{ role_id: number }[]>(`SELECT role_id FROM core.roles WHERE role_id = ANY($1)`, [unique]);
      const missing = unique.filter((id) => !known.some((row) => row.role_id === id));
      if (missing.length > 0) throw AppError.badRequest(`Unknown role ids: ${missing.join(', ')}.`);
      await this.grants.assertOutranks(manager, principal.permissions, [userId], 'Changing roles');
      const current = (await listUserRoles(manager, userId)).map((role) => role.RoleID);
      this.grants.assertHolds(principal, await this.grants.rolePermissionNames(manager, changedItems(current, unique)), 'Assigning or removing these roles');
      await manager.query(`DELETE FROM core.user_roles WHERE user_id = $1`, [userId]);
      await manager.query(`INSERT INTO core.user_roles (user_id, role_id) SELECT $1, unnest($2::int[])`, [userId, unique]);
      await this.grants.assertAdministratorRemains(manager);
    });
    this.events.publish(new UserGrantsChangedEvent(userId));
    return listUserRoles(this.dataSource.manager, userId);
  }
}
