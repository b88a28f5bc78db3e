import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Permission, type Customer, type PermissionRecord } from '@backoffice/contracts';
import { hasPermission } from '@backoffice/domain';
import { AppError } from '../../platform/rpc/app-error.js';
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
import { visibleCustomersOf } from './user-customers.js';
import { usersResource } from './users.resource.js';

/** The users' CRUD, and the user access tab: roles, included and excluded permissions. */
@Controller()
export class UsersController extends CrudController(usersResource) {
  constructor(
    private readonly commands: CommandBus,
    private readonly dataSource: DataSource,
    private readonly identity: IdentityService,
  ) {
    super();
  }

  @Rpc('users/roles/list', { summary: 'Lists the roles of the user UserID', fail: 'Cannot load user roles' })
  @RequirePermissions(Permission.CoreUserView)
  async roles(@Body() body: UserIdDto, @CurrentPrincipal() principal: Principal) {
    await this.crud.assertVisible(usersResource, [body.UserID], principal, this.dataSource.manager);
    return listUserRoles(this.dataSource.manager, body.UserID);
  }

  @Rpc('users/roles/bulk_save', {
    summary: 'Replaces the roles of the user UserID by RoleIDs; answers them',
    ok: 'User roles saved successfully!',
    fail: 'Cannot save user roles',
  })
  @RequirePermissions(Permission.CoreRoleEdit)
  saveRoles(@Body() body: SaveUserRolesDto, @CurrentPrincipal() principal: Principal) {
    return this.commands.execute(new SaveUserRolesCommand(principal, body.UserID, body.RoleIDs));
  }

  @Rpc('users/included_permissions/list', {
    summary: 'Lists the permissions given to the user UserID besides its roles',
    fail: 'Cannot load user included permissions',
  })
  @RequirePermissions(Permission.CoreUserView)
  async included(@Body() body: UserIdDto, @CurrentPrincipal() principal: Principal): Promise<PermissionRecord[]> {
    await this.crud.assertVisible(usersResource, [body.UserID], principal, this.dataSource.manager);
    return listUserPermissions(this.dataSource.manager, body.UserID, 'included');
  }

  @Rpc('users/included_permissions/bulk_save', {
    summary: 'Replaces the permissions given to the user UserID besides its roles (removing them from the excluded ones)',
    ok: 'User included permissions saved successfully!',
    fail: 'Cannot save user included permissions',
  })
  @RequirePermissions(Permission.CoreRoleEdit)
  saveIncluded(@Body() body: SaveUserPermissionsDto, @CurrentPrincipal() principal: Principal): Promise<PermissionRecord[]> {
    return this.commands.execute(new SaveUserPermissionsCommand(principal, body.UserID, 'included', body.PermissionIDs));
  }

  @Rpc('users/excluded_permissions/list', {
    summary: 'Lists the permissions taken from the user UserID although its roles grant them',
    fail: 'Cannot load user excluded permissions',
  })
  @RequirePermissions(Permission.CoreUserView)
  async excluded(@Body() body: UserIdDto, @CurrentPrincipal() principal: Principal): Promise<PermissionRecord[]> {
    await this.crud.assertVisible(usersResource, [body.UserID], principal, this.dataSource.manager);
    return listUserPermissions(this.dataSource.manager, body.UserID, 'excluded');
  }

  @Rpc('users/excluded_permissions/bulk_save', {
    summary: 'Replaces the permissions taken from the user UserID (removing them from the included ones)',
    ok: 'User excluded permissions saved successfully!',
    fail: 'Cannot save user excluded permissions',
  })
  @RequirePermissions(Permission.CoreRoleEdit)
  saveExcluded(@Body() body: SaveUserPermissionsDto, @CurrentPrincipal() principal: Principal): Promise<PermissionRecord[]> {
    return this.commands.execute(new SaveUserPermissionsCommand(principal, body.UserID, 'excluded', body.PermissionIDs));
  }

  /** The user form's customers: those of the user the caller may see. */
  @Rpc('users/customers/list', {
    summary: "Lists the customers of the user UserID that the caller may see (the user form's customers)",
    fail: 'Cannot load user customers',
  })
  @RequirePermissions(Permission.CoreUserView)
  async customers(@Body() body: UserIdDto, @CurrentPrincipal() principal: Principal): Promise<Customer[]> {
    if (!hasPermission(principal.permissions, Permission.CoreCustomerView))
      throw AppError.forbidden(`Listing a user's customers needs ${Permission.CoreCustomerView}.`);
    await this.crud.assertVisible(usersResource, [body.UserID], principal, this.dataSource.manager);
    return visibleCustomersOf(this.dataSource.manager, principal, body.UserID);
  }

  /** The user's effective permission names: (roles ∪ included) − excluded. */
  @Rpc('users/permissions/list', {
    summary: 'Lists the effective permission names of the user UserID: (roles and included) minus excluded',
    fail: 'Cannot load user permissions',
  })
  @RequirePermissions(Permission.CoreUserView)
  async effective(@Body() body: UserIdDto, @CurrentPrincipal() principal: Principal): Promise<string[]> {
    await this.crud.assertVisible(usersResource, [body.UserID], principal, this.dataSource.manager);
    return this.identity.permissionsOf(body.UserID);
  }
}
