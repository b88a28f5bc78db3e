import { hash, verify } from '@node-rs/argon2';
import { describePasswordRules, passwordProblems } from '@backoffice/domain';
import { AppError } from '../../platform/rpc/app-error.js';
import { clock } from '../../platform/clock/clock.js';

/** argon2id (the library's default algorithm) with its recommended cost. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

/** A hash of a random string, checked when the user name is unknown so both paths take as long. */
export const TIMING_DECOY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$Jk4G8PZ0o2Ji1XJKgmS7bA0sXlBJQmwq4QnX1g2mWbY';

export function assertPasswordComplexity(password: string): void {
  if (passwordProblems(password).length > 0) throw AppError.badRequest(describePasswordRules());
}

export function passwordExpiry(maxAgeDays: number, from = clock.now()): Date | null {
  return maxAgeDays > 0 ? new Date(from.getTime() + maxAgeDays * 86_400_000) : null;
}
