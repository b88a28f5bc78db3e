import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CoreCalls, Permission, type Customer, type PermissionRecord } from '@backoffice/contracts';
import { hasPermission } from '@backoffice/domain';
import { AppError } from '../../platform/rpc/app-error.js';
import { DataSource } from 'typeorm';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import { IdentityService } from '../../platform/auth/identity.service.js';
import type { Principal } from '../../platform/auth/principal.js';
import { CrudController } from '../../platform/crud/crud.controller.js';
import { SaveUserPermissionsCommand } from './commands/save-user-permissions/save-user-permissions.command.js';
import { SaveUserRolesCommand } from './commands/save-user-roles/save-user-roles.command.js';
import { SaveUserPermissionsDto, SaveUserRolesDto, UserIdDto } from './user-access.dto.js';
import { listUserPermissions, listUserRoles } from './user-access.queries.js';
import { visibleCustomersOf } from './user-customers.js';
import { usersResource } from './users.resource.js';
import { Call } from '../../platform/rpc/call.decorator.js';

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

  @Call(CoreCalls.userRoles)
  async roles(@Body() body: UserIdDto, @CurrentPrincipal() principal: Principal) {
    await this.crud.assertVisible(usersResource, [body.UserID], principal, this.dataSource.manager);
    return listUserRoles(this.dataSource.manager, body.UserID);
  }

  @Call(CoreCalls.saveUserRoles)
  saveRoles(@Body() body: SaveUserRolesDto, @CurrentPrincipal() principal: Principal) {
    return this.commands.execute(new SaveUserRolesCommand(principal, body.UserID, body.RoleIDs));
  }

  @Call(CoreCalls.userIncludedPermissions)
  async included(@Body() body: UserIdDto, @CurrentPrincipal() principal: Principal): Promise<PermissionRecord[]> {
    await this.crud.assertVisible(usersResource, [body.UserID], principal, this.dataSource.manager);
    return listUserPermissions(this.dataSource.manager, body.UserID, 'included');
  }

  @Call(CoreCalls.saveUserIncludedPermissions)
  saveIncluded(@Body() body: SaveUserPermissionsDto, @CurrentPrincipal() principal: Principal): Promise<PermissionRecord[]> {
    return this.commands.execute(new SaveUserPermissionsCommand(principal, body.UserID, 'included', body.PermissionIDs));
  }

  @Call(CoreCalls.userExcludedPermissions)
  async excluded(@Body() body: UserIdDto, @CurrentPrincipal() principal: Principal): Promise<PermissionRecord[]> {
    await this.crud.assertVisible(usersResource, [body.UserID], principal, this.dataSource.manager);
    return listUserPermissions(this.dataSource.manager, body.UserID, 'excluded');
  }

  @Call(CoreCalls.saveUserExcludedPermissions)
  saveExcluded(@Body() body: SaveUserPermissionsDto, @CurrentPrincipal() principal: Principal): Promise<PermissionRecord[]> {
    return this.commands.execute(new SaveUserPermissionsCommand(principal, body.UserID, 'excluded', body.PermissionIDs));
  }

  /** The user form's customers: those of the user the caller may see. */
  @Call(CoreCalls.userCustomers)
  async customers(@Body() body: UserIdDto, @CurrentPrincipal() principal: Principal): Promise<Customer[]> {
    if (!hasPermission(principal.permissions, Permission.CoreCustomerView))
      throw AppError.forbidden(`Listing a user's customers needs ${Permission.CoreCustomerView}.`);
    await this.crud.assertVisible(usersResource, [body.UserID], principal, this.dataSource.manager);
    return visibleCustomersOf(this.dataSource.manager, principal, body.UserID);
  }

  /** The user's effective permission names: (roles ∪ included) − excluded. */
  @Call(CoreCalls.userPermissions)
  async effective(@Body() body: UserIdDto, @CurrentPrincipal() principal: Principal): Promise<string[]> {
    await this.crud.assertVisible(usersResource, [body.UserID], principal, this.dataSource.manager);
    return this.identity.permissionsOf(body.UserID);
  }
}
