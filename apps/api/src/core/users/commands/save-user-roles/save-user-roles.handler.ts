import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CrudService } from '../../../../platform/crud/crud.service.js';
import { AppError } from '../../../../platform/rpc/app-error.js';
import { UserGrantsChangedEvent } from '../../events/user-grants-changed.event.js';
import { usersResource } from '../../users.resource.js';
import { listUserRoles } from '../../user-access.queries.js';
import { SaveUserRolesCommand } from './save-user-roles.command.js';

/** Replaces a user's roles, all or nothing; every role id must exist. */
@CommandHandler(SaveUserRolesCommand)
export class SaveUserRolesHandler implements ICommandHandler<SaveUserRolesCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly crud: CrudService,
    private readonly events: EventBus,
  ) {}

  async execute({ principal, userId, roleIds }: SaveUserRolesCommand) {
    const unique = [...new Set(roleIds)];
    await this.dataSource.transaction(async (manager) => {
      await this.crud.assertVisible(usersResource, [userId], principal, manager);
      const known = await manager.query<{ role_id: number }[]>(`SELECT role_id FROM core.roles WHERE role_id = ANY($1)`, [unique]);
      const missing = unique.filter((id) => !known.some((row) => row.role_id === id));
      if (missing.length > 0) throw AppError.badRequest(`Unknown role ids: ${missing.join(', ')}.`);
      await manager.query(`DELETE FROM core.user_roles WHERE user_id = $1`, [userId]);
      await manager.query(`INSERT INTO core.user_roles (user_id, role_id) SELECT $1, unnest($2::int[])`, [userId, unique]);
    });
    this.events.publish(new UserGrantsChangedEvent(userId));
    return listUserRoles(this.dataSource.manager, userId);
  }
}
