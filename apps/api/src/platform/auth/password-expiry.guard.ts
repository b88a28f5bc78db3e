import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ErrorCode } from '@backoffice/contracts';
import { AppError } from '../rpc/app-error.js';
import { ALLOWED_WITH_EXPIRED_PASSWORD, IS_PUBLIC } from './auth.decorators.js';
import { passwordExpiredFor, type Principal } from './principal.js';

export const PASSWORD_EXPIRED_MESSAGE = 'Your password has expired. Please change it before you continue.';

/**
 * Global, after SessionAuthGuard: a session whose password has expired is served only by the
 * routes marked @AllowExpiredPassword() (the own password change, sign-out, the session itself);
 * everything else answers 403 with the code `password_expired`, which the admin recognises.
 */
@Injectable()
export class PasswordExpiryGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const principal = context.switchToHttp().getRequest<{ user?: Principal }>().user;
    if (!principal || !passwordExpiredFor(principal)) return true;
    if (this.reflector.getAllAndOverride<boolean>(ALLOWED_WITH_EXPIRED_PASSWORD, targets)) return true;
    throw AppError.forbidden(PASSWORD_EXPIRED_MESSAGE, ErrorCode.PasswordExpired);
  }
}
