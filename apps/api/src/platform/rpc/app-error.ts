import { HttpException, HttpStatus } from '@nestjs/common';

/** A failure the user caused or can act on; the message is shown as it is. */
export class AppError extends HttpException {
  constructor(
    status: HttpStatus,
    message: string,
    /** Sent as Retry-After (seconds) with 429 and 503. */
    readonly retryAfterSeconds?: number,
    /** Sent as the envelope's data, for a client that shows the refusal in its own words. */
    readonly data?: unknown,
  ) {
    super({ message }, status);
  }

  static badRequest(message: string): AppError {
    return new AppError(HttpStatus.BAD_REQUEST, message);
  }

  static unauthorized(message: string): AppError {
    return new AppError(HttpStatus.UNAUTHORIZED, message);
  }

  static forbidden(message: string): AppError {
    return new AppError(HttpStatus.FORBIDDEN, message);
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

  static tooManyRequests(message: string, retryAfterSeconds: number, data?: unknown): AppError {
    return new AppError(HttpStatus.TOO_MANY_REQUESTS, message, retryAfterSeconds, data);
  }

  static unavailable(message: string, retryAfterSeconds: number): AppError {
    return new AppError(HttpStatus.SERVICE_UNAVAILABLE, message, retryAfterSeconds);
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
