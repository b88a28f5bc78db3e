import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { AppError } from '../rpc/app-error.js';
import type { Principal } from './principal.js';

export const IS_PUBLIC = 'auth:public';
export const CUSTOMER_INDEPENDENT = 'auth:customer-independent';
export const REQUIRED_PERMISSIONS = 'auth:permissions';

/** The route needs no session (login, health, config). */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);

/**
 * The route acts on the session or the signed-in user itself (sign-out, extension, the customer
 * switch), not on a customer's data: it answers even when the session's customer was taken away.
 */
export const CustomerIndependent = (): MethodDecorator & ClassDecorator => SetMetadata(CUSTOMER_INDEPENDENT, true);

/** The route needs one of these permissions (or `*`). With none listed, any signed-in user may call. */
export const RequirePermissions = (...anyOf: string[]): MethodDecorator & ClassDecorator => SetMetadata(REQUIRED_PERMISSIONS, anyOf);

/** The calling session's principal. */
export const CurrentPrincipal = createParamDecorator((_: unknown, context: ExecutionContext): Principal => {
  const request = context.switchToHttp().getRequest<{ user?: Principal }>();
  if (!request.user) throw AppError.unauthorized('Please sign in.');
  return request.user;
});
