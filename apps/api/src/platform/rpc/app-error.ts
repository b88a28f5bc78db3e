import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorCode } from '@backoffice/contracts';

/** What a failure carries besides its status and message. */
export interface AppErrorExtras {
  /** Sent as Retry-After (seconds) with 429 and 503. */
  retryAfterSeconds?: number;
  /** Sent as the envelope's `code`: a reason the client acts on whatever the message's language. */
  code?: ErrorCode;
  /** Sent as the envelope's `result.data`: what a client needs beyond the message (why a sign-in was refused). */
  details?: object;
}

/** A failure the user caused or can act on; the message is shown as it is. */
export class AppError extends HttpException {
  readonly retryAfterSeconds?: number;
  readonly code?: ErrorCode;
  readonly details?: object;

  constructor(status: HttpStatus, message: string, extras: AppErrorExtras = {}) {
    super({ message }, status);
    this.retryAfterSeconds = extras.retryAfterSeconds;
    this.code = extras.code;
    this.details = extras.details;
  }

  static badRequest(message: string, code?: ErrorCode): AppError {
    return new AppError(HttpStatus.BAD_REQUEST, message, { code });
  }

  static unauthorized(message: string, code?: ErrorCode): AppError {
    return new AppError(HttpStatus.UNAUTHORIZED, message, { code });
  }

  static forbidden(message: string, code?: ErrorCode): AppError {
    return new AppError(HttpStatus.FORBIDDEN, message, { code });
  }

  static notFound(message: string): AppError {
    return new AppError(HttpStatus.NOT_FOUND, message);
  }

  static conflict(message: string): AppError {
    return new AppError(HttpStatus.CONFLICT, message);
  }

  static tooLarge(message: string): AppError {
    return new AppError(HttpStatus.PAYLOAD_TOO_LARGE, message);
  }

  static unsupportedType(message: string): AppError {
    return new AppError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, message);
  }

  static tooManyRequests(message: string, retryAfterSeconds: number, extras: Omit<AppErrorExtras, 'retryAfterSeconds'> = {}): AppError {
    return new AppError(HttpStatus.TOO_MANY_REQUESTS, message, { retryAfterSeconds, ...extras });
  }

  static unavailable(message: string, retryAfterSeconds: number, extras: Omit<AppErrorExtras, 'retryAfterSeconds'> = {}): AppError {
    return new AppError(HttpStatus.SERVICE_UNAVAILABLE, message, { retryAfterSeconds, ...extras });
  }
}

/** Wraps an error with the call's failure message ("Cannot fetch users") for the filter. */
export class RpcFailure extends Error {
  constructor(
    readonly failure: string,
    override readonly cause: unknown,
  ) {
    super(failure);
  }
}
