import { Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { AppError } from '../rpc/app-error.js';
import { IS_PUBLIC } from './auth.decorators.js';
import { SESSION_ENDED_MESSAGE } from './jwt.strategy.js';

/** Global: every route needs an open session unless it is marked @Public(). */
@Injectable()
export class SessionAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    return super.canActivate(context) as Promise<boolean>;
  }

  override handleRequest<T>(error: unknown, principal: T, info: unknown): T {
    if (error instanceof AppError) throw error;
    if (!principal) {
      const noToken = info instanceof Error && /No auth token/i.test(info.message);
      throw AppError.unauthorized(noToken ? 'Please sign in: this call needs a session token.' : SESSION_ENDED_MESSAGE);
    }
    return principal;
  }
}
