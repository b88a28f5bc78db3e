import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changedItems } from '@backoffice/domain';
import { DataSource } from 'typeorm';
import { CrudService } from '../../../../platform/crud/crud.service.js';
import { SessionsService } from '../../../../platform/auth/sessions.service.js';
import { GrantGuard } from '../../../grants/grant-guard.service.js';
import { assertAssignableRoleIds, roleIdsOutOfView } from '../../../roles/roles.resource.js';
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
    private readonly sessions: SessionsService,
  ) {}

  async execute({ principal, userId, roleIds }: SaveUserRolesCommand) {
    const unique = [...new Set(roleIds)];
    this.grants.assertNotOwn(principal, userId, 'roles');
    await this.dataSource.transaction(async (manager) => {
      await this.grants.lock(manager);
      await this.crud.assertVisible(usersResource, [userId], principal, manager);
      await assertAssignableRoleIds({ manager, principal }, unique);
      await this.grants.assertMayChangeUsers(manager, principal, [userId], 'Changing roles');
      const current = (await listUserRoles(manager, userId)).map((role) => role.RoleID);
      // Roles other customers own are not in this customer's view: the user keeps them as they are.
      const kept = await roleIdsOutOfView({ manager, principal }, current);
      const next = [...new Set([...unique, ...kept])];
      this.grants.assertHolds(principal, await this.grants.rolePermissionNames(manager, changedItems(current, next)), 'Assigning or removing these roles');
      await manager.query(`DELETE FROM core.user_roles WHERE user_id = $1`, [userId]);
      await manager.query(`INSERT INTO core.user_roles (user_id, role_id) SELECT $1, unnest($2::int[])`, [userId, next]);
      await this.grants.assertAdministratorRemains(manager);
    });
    await this.sessions.forgetUsers([userId]);
    return listUserRoles(this.dataSource.manager, userId);
  }
}
