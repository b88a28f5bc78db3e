import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { AppError } from '../rpc/app-error.js';
import type { Principal } from './principal.js';

export const IS_PUBLIC = 'auth:public';
export const CUSTOMER_INDEPENDENT = 'auth:customer-independent';
export const REQUIRED_PERMISSIONS = 'auth:permissions';
export const ALLOWED_WITH_EXPIRED_PASSWORD = 'auth:expired-password';

/** The route needs no session (login, health, config). */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);

/**
 * The route acts on the session or the signed-in user itself (sign-out, extension, the customer
 * switch), not on a customer's data: it answers even when the session's customer was taken away.
 */
export const CustomerIndependent = (): MethodDecorator & ClassDecorator => SetMetadata(CUSTOMER_INDEPENDENT, true);

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
