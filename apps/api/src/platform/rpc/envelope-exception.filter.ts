import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { ErrorCode, type Envelope } from '@backoffice/contracts';
import { DomainError } from '@backoffice/domain';
import { FilterError } from '@backoffice/domain/server';
import type { FastifyReply } from 'fastify';
import { QueryFailedError } from 'typeorm';
import { databaseUnavailable, isConnectionLost, isStatementTimeout, statementTimedOut } from '../database/connection-loss.js';
import { AppError, RpcFailure } from './app-error.js';

interface Mapped {
  status: number;
  message: string;
  retryAfterSeconds?: number;
  details?: object;
  code?: ErrorCode;
}

/** Domain error codes the envelope carries (the others say nothing the message does not). */
const PUBLIC_CODES = new Set<string>(Object.values(ErrorCode));

/** Status of each domain error code; unknown codes are bad input. */
const DOMAIN_STATUS: Record<string, number> = {
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  forbidden: HttpStatus.FORBIDDEN,
};

/**
 * Every failure leaves as the envelope with the matching HTTP status and a message that names
 * the problem. Only real faults are 5xx; their details go to the log, not to the caller.
 */
@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('platform');
  private outageLoggedAt = 0;
  private outageUnlogged = 0;

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const failure = exception instanceof RpcFailure ? exception.failure : undefined;
    const cause = exception instanceof RpcFailure ? exception.cause : exception;
    const mapped = this.map(cause);
    this.log(mapped, cause, host);
    const message = failure && mapped.status !== HttpStatus.UNAUTHORIZED ? `${failure}: ${mapped.message}` : mapped.message;
    const body: Envelope<object | null> = {
      succeeded: false,
      status: mapped.status,
      message,
      ...(mapped.code ? { code: mapped.code } : {}),
      result: { data: mapped.details ?? null },
    };
    if (reply.sent) return;
    if (mapped.retryAfterSeconds !== undefined) void reply.header('retry-after', String(mapped.retryAfterSeconds));
    void reply.status(mapped.status).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  private log(mapped: Mapped, cause: unknown, host: ArgumentsHost): void {
    if (mapped.code === ErrorCode.QueryTimeout) {
      const request = host.switchToHttp().getRequest<{ method: string; url: string }>();
      this.logger.warn(`Answered 503: a statement of ${request.method} ${request.url.split('?')[0]} ran past its timeout.`);
      return;
    }
    // Other coded answers (the export limits) are refusals by design: nothing to log.
    if (mapped.code !== undefined) return;
    if (mapped.status === HttpStatus.SERVICE_UNAVAILABLE) this.logOutage(cause);
    else if (mapped.status >= 500) this.logger.error(cause instanceof Error ? (cause.stack ?? cause.message) : String(cause));
  }

  /** A dropped database connection is an outage to watch, not a bug to debug: one line, at most every 10 s. */
  private logOutage(cause: unknown): void {
    const now = Date.now();
    if (now - this.outageLoggedAt < 10_000) {
      this.outageUnlogged += 1;
      return;
    }
    const more = this.outageUnlogged > 0 ? ` (and ${this.outageUnlogged} more since the last report)` : '';
    this.logger.warn(`Answered 503: the database connection was lost: ${cause instanceof Error ? cause.message : String(cause)}${more}`);
    this.outageLoggedAt = now;
    this.outageUnlogged = 0;
  }

  private map(error: unknown): Mapped {
    if (isConnectionLost(error)) return this.map(databaseUnavailable());
    if (isStatementTimeout(error)) return this.map(statementTimedOut());
    if (error instanceof HttpException) {
      const response = error.getResponse();
      const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
      const message = Array.isArray(raw) ? raw.join('; ') : typeof raw === 'string' ? raw : error.message;
      const appError = error instanceof AppError ? error : undefined;
      return {
        status: error.getStatus(),
        message: humanise(error.getStatus(), message),
        retryAfterSeconds: appError?.retryAfterSeconds,
        code: appError?.code,
        details: appError?.details,
      };
    }
    if (error instanceof FilterError) return { status: HttpStatus.BAD_REQUEST, message: error.message, code: publicCode(error.code) };
    if (error instanceof DomainError) return { status: DOMAIN_STATUS[error.code] ?? HttpStatus.BAD_REQUEST, message: error.message };
    if (error instanceof QueryFailedError) return mapDatabaseError(error);
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error.' };
  }
}

function publicCode(code: string): ErrorCode | undefined {
  return PUBLIC_CODES.has(code) ? (code as ErrorCode) : undefined;
}

function humanise(status: number, message: string): string {
  const unrouted = status === HttpStatus.NOT_FOUND ? /^Cannot [A-Z]+ (.*)$/.exec(message) : null;
  if (unrouted) return `Unknown call: ${unrouted[1]}`;
  if (status === HttpStatus.PAYLOAD_TOO_LARGE && /body/i.test(message)) return 'The request is too large.';
  return message;
}

const UNIQUE_MESSAGES: Record<string, string> = {
  // User names are global (sign-in has no customer): the answer says the name is taken and
  // nothing about whom or which customer it belongs to (docs/decisions.md).
  users_username_key: 'This user name is not available. Please choose another one.',
  roles_name_key: 'A role with this name already exists.',
  permissions_name_key: 'A permission with this name already exists.',
  customers_name_key: 'A customer with this name already exists.',
};

function mapDatabaseError(error: QueryFailedError): Mapped {
  const driver = error.driverError as { code?: string; constraint?: string; detail?: string; column?: string };
  switch (driver.code) {
    case '23505':
      return { status: HttpStatus.CONFLICT, message: UNIQUE_MESSAGES[driver.constraint ?? ''] ?? 'This record already exists.' };
    case '23503':
      return { status: HttpStatus.CONFLICT, message: 'The record is still in use by other records, or refers to one that does not exist.' };
    case '23502':
      return { status: HttpStatus.BAD_REQUEST, message: `${driver.column ?? 'A field'} is required.` };
    case '23514':
      return { status: HttpStatus.BAD_REQUEST, message: 'A value is outside the allowed range.' };
    case '22P02':
    case '22007':
    case '22008':
    case '22003':
    case '22001':
      return { status: HttpStatus.BAD_REQUEST, message: 'A value has the wrong format or size.' };
    default:
      return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error.' };
  }
}
