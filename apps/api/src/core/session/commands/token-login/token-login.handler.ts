import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { JwtService } from '@nestjs/jwt';
import type { LoginSession } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { AppError } from '../../../../platform/rpc/app-error.js';
import { SessionOpener } from '../../session-opener.service.js';
import { UserSignedInEvent } from '../../session.events.js';
import { TokenLoginCommand } from './token-login.command.js';

/** The longest a login token may live, whatever its own `exp` says. */
const MAX_TOKEN_SECONDS = 600;

interface LoginTokenClaims {
  sub?: string;
  jti?: string;
  exp?: number;
  iat?: number;
}

/**
 * Cross-login (`LegacyToken`) and intern login (`Hash`): an HS256 JWT signed with the configured
 * secret, naming the user name (`sub`), a unique id (`jti`) and an expiry (`exp`, at most ten
 * minutes ahead). Each token works once. The README documents the format.
 */
@CommandHandler(TokenLoginCommand)
export class TokenLoginHandler implements ICommandHandler<TokenLoginCommand> {
  constructor(
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly opener: SessionOpener,
    private readonly events: EventBus,
  ) {}

  async execute({ kind, token, client }: TokenLoginCommand): Promise<LoginSession> {
    const secret = kind === 'crosslogin' ? this.config.crossLoginSecret : this.config.internLoginSecret;
    let claims: LoginTokenClaims;
    try {
      claims = await this.jwt.verifyAsync<LoginTokenClaims>(token, { secret, algorithms: ['HS256'] });
    } catch {
      throw AppError.unauthorized('The sign-in link is invalid or has expired.');
    }
    if (!claims.sub || !claims.jti || !claims.exp) throw AppError.unauthorized('The sign-in link lacks its user, id or expiry.');
    if (claims.exp - Date.now() / 1000 > MAX_TOKEN_SECONDS)
      throw AppError.unauthorized('The sign-in link is valid for too long; links may live ten minutes at most.');
    const used = await this.dataSource.query<unknown[]>(
      `INSERT INTO core.used_login_tokens (token_id, expires_at) VALUES ($1, to_timestamp($2)) ON CONFLICT DO NOTHING RETURNING token_id`,
      [`${kind}:${claims.jti}`, claims.exp],
    );
    if (used.length === 0) throw AppError.unauthorized('This sign-in link was already used.');
    const [user] = await this.dataSource.query<{ user_id: number; status: number }[]>(
      `SELECT user_id, status FROM core.users WHERE lower(username) = lower($1)`,
      [claims.sub],
    );
    if (!user || user.status !== 1) throw AppError.unauthorized('The user of this sign-in link does not exist or is not active.');
    const session = await this.opener.open(user.user_id, client);
    this.events.publish(new UserSignedInEvent(user.user_id, claims.sub, kind));
    return session;
  }
}
