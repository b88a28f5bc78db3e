import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Permission } from '@backoffice/contracts';
import { hasAnyPermission } from '@backoffice/domain';
import { AppError } from '../rpc/app-error.js';
import { IS_PUBLIC, REQUIRED_PERMISSIONS } from './auth.decorators.js';
import type { Principal } from './principal.js';

/** Global: a route's @RequirePermissions(...) is checked on the server, whatever the client hides. */
@Injectable()
export class PermissionsGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const required = this.reflector.getAllAndOverride<string[] | undefined>(REQUIRED_PERMISSIONS, targets) ?? [];
    const principal = context.switchToHttp().getRequest<{ user?: Principal }>().user;
    if (!principal) throw AppError.unauthorized('Please sign in.');
    // A kiosk reads its wallboard and nothing else, not even the calls open to every signed-in user.
    if (principal.kiosk && !required.includes(Permission.MonitorWallboardKiosk)) {
      throw AppError.forbidden('A kiosk sign-in can only read its wallboard.');
    }
    if (!hasAnyPermission(principal.permissions, required)) {
      throw AppError.forbidden(`You do not have permission for this action (needs ${required.join(' or ')}).`);
    }
    return true;
  }
}
