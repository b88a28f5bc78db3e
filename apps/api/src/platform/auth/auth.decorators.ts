import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { AppError } from '../rpc/app-error.js';
import type { Principal } from './principal.js';

export const IS_PUBLIC = 'auth:public';
export const REQUIRED_PERMISSIONS = 'auth:permissions';
export const ALLOWED_WITH_EXPIRED_PASSWORD = 'auth:expired-password';

/** The route needs no session (login, health, config). */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);

/** The route needs one of these permissions (or `*`). With none listed, any signed-in user may call. */
export const RequirePermissions = (...anyOf: string[]): MethodDecorator & ClassDecorator => SetMetadata(REQUIRED_PERMISSIONS, anyOf);

/**
 * The route serves a session whose password has expired (changing it, signing out, loading the
 * session): every other route answers such a session 403 (PasswordExpiryGuard).
 */
export const AllowExpiredPassword = (): MethodDecorator & ClassDecorator => SetMetadata(ALLOWED_WITH_EXPIRED_PASSWORD, true);

/** The calling session's principal. */
export const CurrentPrincipal = createParamDecorator((_: unknown, context: ExecutionContext): Principal => {
  const request = context.switchToHttp().getRequest<{ user?: Principal }>();
  if (!request.user) throw AppError.unauthorized('Please sign in.');
  return request.user;
});

/** The principal's active customer; a call that needs one fails clearly without it. */
export function activeCustomerOf(principal: Principal): number {
  if (principal.activeCustomerId === null) throw AppError.forbidden('No active customer is selected for this session.');
  return principal.activeCustomerId;
}
