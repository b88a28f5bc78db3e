import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppError } from '../rpc/app-error.js';
import type { Principal } from './principal.js';
import { SessionsService, type SessionTokenClaims } from './sessions.service.js';
import { bearerToken, SESSION_ENDED_MESSAGE } from './session-token.js';

const tokenOf = (request: FastifyRequest): string | null => request.sessionToken ?? bearerToken(request) ?? null;

/** passport-jwt: the token's signature and expiry are checked; it names a session that must still be open. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(private readonly sessions: SessionsService) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([tokenOf]),
      // A KeyObject, not the string: given a string, jsonwebtoken first tries to parse it as a public
      // key on every verify. jsonwebtoken takes a KeyObject; passport-jwt's types only know string and Buffer.
      secretOrKey: sessions.verificationKey as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  async validate(request: FastifyRequest, claims: SessionTokenClaims): Promise<Principal> {
    const principal = await this.sessions.principalOf(tokenOf(request)!, claims);
    if (!principal) throw AppError.unauthorized(SESSION_ENDED_MESSAGE);
    return principal;
  }
}
