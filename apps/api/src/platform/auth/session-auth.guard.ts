import { Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../rpc/app-error.js';
import { IS_PUBLIC } from './auth.decorators.js';
import type { Principal } from './principal.js';
import { bearerToken, SESSION_ENDED_MESSAGE } from './session-token.js';
import { SessionsService } from './sessions.service.js';

/**
 * Global: every route needs an open session unless it is marked @Public(). The token (in the body,
 * a Bearer header or a download's query) is checked by passport-jwt (JwtStrategy); the principal
 * lands on `request.user`. A token this process checked in the last seconds is served from memory
 * (SessionsService.knownPrincipal; every sign-out or grant change forgets it in every process).
 */
@Injectable()
export class SessionAuthGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
  ) {
    super();
  }

  override canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (context.getType() !== 'http') return true;
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: Principal }>();
    const token = request.sessionToken ?? bearerToken(request);
    const known = token ? this.sessions.knownPrincipal(token) : null;
    if (known) {
      request.user = known;
      return true;
    }
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
