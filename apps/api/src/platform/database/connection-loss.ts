import { ErrorCode } from '@backoffice/contracts';
import { AppError } from '../rpc/app-error.js';

/**
 * SQLSTATEs of a connection the server dropped or refused (an administrator's
 * pg_terminate_backend, a restart, a failover): the statement did not fail on its own merit.
 */
const CONNECTION_LOST_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300']);

/** pg reports a socket closed under a running query without a SQLSTATE, by message only. */
const CONNECTION_LOST_MESSAGE = /Connection terminated|connection ended|ECONNRESET|ECONNREFUSED|Client has encountered a connection error/i;

export function isConnectionLost(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const driver = (error as { driverError?: unknown }).driverError ?? error;
  const { code, message } = driver as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && CONNECTION_LOST_CODES.has(code)) return true;
  return typeof message === 'string' && CONNECTION_LOST_MESSAGE.test(message);
}

/**
 * SQLSTATE 57014 (query_canceled): the statement ran past statement_timeout (or an administrator
 * cancelled it). Not the caller's input as such, and not a fault: the answer asks for less.
 */
export function isStatementTimeout(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const driver = (error as { driverError?: unknown }).driverError ?? error;
  return (driver as { code?: unknown }).code === '57014';
}

export const RETRY_AFTER_SECONDS = 2;

export function databaseUnavailable(): AppError {
  return AppError.unavailable('The database connection was interrupted. Please try again in a moment.', RETRY_AFTER_SECONDS);
}

/** Seconds a user is asked to wait before sending a narrower request after a statement timeout. */
export const TIMEOUT_RETRY_AFTER_SECONDS = 5;

export function statementTimedOut(): AppError {
  return AppError.unavailable(
    'The query took too long and was stopped. Please narrow the filter (for example a shorter period or fewer agents) and try again.',
    TIMEOUT_RETRY_AFTER_SECONDS,
    { code: ErrorCode.QueryTimeout },
  );
}

/**
 * Runs a read; when the connection under it was dropped, reads once more on a fresh one (the
 * pool discards the broken client). A second loss answers 503 with Retry-After. Only for reads:
 * a write may have landed before the connection went.
 */
export async function readWithRetry<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!isConnectionLost(error)) throw error;
    try {
      return await read();
    } catch (again) {
      throw isConnectionLost(again) ? databaseUnavailable() : again;
    }
  }
}
