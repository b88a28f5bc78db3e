import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Permission, type PermissionRecord } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { CurrentPrincipal, RequirePermissions } from '../../platform/auth/auth.decorators.js';
import { IdentityService } from '../../platform/auth/identity.service.js';
import type { Principal } from '../../platform/auth/principal.js';
import { CrudController } from '../../platform/crud/crud.controller.js';
import { Rpc } from '../../platform/rpc/rpc.decorator.js';
import { SaveUserPermissionsCommand } from './commands/save-user-permissions/save-user-permissions.command.js';
import { SaveUserRolesCommand } from './commands/save-user-roles/save-user-roles.command.js';
import { SaveUserPermissionsDto, SaveUserRolesDto, UserIdDto } from './user-access.dto.js';
import { listUserPermissions, listUserRoles } from './user-access.queries.js';
import { usersResource } from './users.resource.js';

/** The users' CRUD, and the user access tab: roles, included and excluded permissions. */
@Controller(usersResource.path)
export class UsersController extends CrudController(usersResource) {
  constructor(
    private readonly commands: CommandBus,
    private readonly dataSource: DataSource,
    private readonly identity: IdentityService,
  ) {
    super();
  }

  @Rpc('roles/list', { fail: 'Cannot load user roles' })
  @RequirePermissions(Permission.CoreUserView)
  async roles(@Body() body: UserIdDto, @CurrentPrincipal() principal: Principal) {
    await this.crud.assertVisible(usersResource, [body.UserID], principal, this.dataSource.manager);
    return listUserRoles(this.dataSource.manager, body.UserID);
  }

  @Rpc('roles/bulk_save', { ok: 'User roles saved successfully!', fail: 'Cannot save user roles' })
  @RequirePermissions(Permission.CoreRoleEdit)
  saveRoles(@Body() body: SaveUserRolesDto, @CurrentPrincipal() principal: Principal) {
    return this.commands.execute(new SaveUserRolesCommand(principal, body.UserID, body.RoleIDs));
  }

  @Rpc('included_permissions/list', { fail: 'Cannot load user included permissions' })
  @RequirePermissions(Permission.CoreUserView)
  async included(@Body() body: UserIdDto, @CurrentPrincipal() principal: Principal): Promise<PermissionRecord[]> {
    await this.crud.assertVisible(usersResource, [body.UserID], principal, this.dataSource.manager);
    return listUserPermissions(this.dataSource.manager, body.UserID, 'included');
  }

  @Rpc('included_permissions/bulk_save', { ok: 'User included permissions saved successfully!', fail: 'Cannot save user included permissions' })
  @RequirePermissions(Permission.CoreRoleEdit)
  saveIncluded(@Body() body: SaveUserPermissionsDto, @CurrentPrincipal() principal: Principal): Promise<PermissionRecord[]> {
    return this.commands.execute(new SaveUserPermissionsCommand(principal, body.UserID, 'included', body.PermissionIDs));
  }

  @Rpc('excluded_permissions/list', { fail: 'Cannot load user excluded permissions' })
  @RequirePermissions(Permission.CoreUserView)
  async excluded(@Body() body: UserIdDto, @CurrentPrincipal() principal: Principal): Promise<PermissionRecord[]> {
    await this.crud.assertVisible(usersResource, [body.UserID], principal, this.dataSource.manager);
    return listUserPermissions(this.dataSource.manager, body.UserID, 'excluded');
  }

  @Rpc('excluded_permissions/bulk_save', { ok: 'User excluded permissions saved successfully!', fail: 'Cannot save user excluded permissions' })
  @RequirePermissions(Permission.CoreRoleEdit)
  saveExcluded(@Body() body: SaveUserPermissionsDto, @CurrentPrincipal() principal: Principal): Promise<PermissionRecord[]> {
    return this.commands.execute(new SaveUserPermissionsCommand(principal, body.UserID, 'excluded', body.PermissionIDs));
  }

  /** The user's effective permission names: (roles ∪ included) − excluded. */
  @Rpc('permissions/list', { fail: 'Cannot load user permissions' })
  @RequirePermissions(Permission.CoreUserView)
  async effective(@Body() body: UserIdDto, @CurrentPrincipal() principal: Principal): Promise<string[]> {
    await this.crud.assertVisible(usersResource, [body.UserID], principal, this.dataSource.manager);
    return this.identity.permissionsOf(body.UserID);
  }
}
