import { createSecretKey } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../config/app-config.js';
import { AppError } from '../rpc/app-error.js';
import type { Principal } from './principal.js';
import { SessionsService, type SessionTokenClaims } from './sessions.service.js';
import { bearerToken } from './session-token.js';

export const SESSION_ENDED_MESSAGE = 'Your session has expired or was ended. Please sign in again.';

/** passport-jwt: the token names a session; the session row must still be open. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    config: AppConfig,
    private readonly sessions: SessionsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([(request: FastifyRequest) => request.sessionToken ?? bearerToken(request) ?? null]),
      // A KeyObject, not the string: given a string, jsonwebtoken first tries to parse it as a public
      // key on every verify, which cost a third of the API's CPU per request. jsonwebtoken takes a
      // KeyObject; passport-jwt's types only know string and Buffer.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(claims: SessionTokenClaims): Promise<Principal> {
    const principal = typeof claims.sid === 'string' ? await this.sessions.resolve(claims.sid) : null;
    if (!principal) throw AppError.unauthorized(SESSION_ENDED_MESSAGE);
    return principal;
  }
}
