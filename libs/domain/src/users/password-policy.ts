import type { PasswordComplexity } from '@backoffice/contracts';

export const DEFAULT_PASSWORD_COMPLEXITY: PasswordComplexity = {
  minLength: 8,
  requireUppercase: true,
  requireLowercase: true,
  requireDigit: true,
  requireSpecial: true,
};

/** The rules a password breaks, in words a user understands; empty when it is acceptable. */
export function passwordProblems(password: string, policy: PasswordComplexity = DEFAULT_PASSWORD_COMPLEXITY): string[] {
  const problems: string[] = [];
  if (password.length < policy.minLength) problems.push(`at least ${policy.minLength} characters`);
  if (policy.requireUppercase && !/[A-Z]/.test(password)) problems.push('an uppercase letter');
  if (policy.requireLowercase && !/[a-z]/.test(password)) problems.push('a lowercase letter');
  if (policy.requireDigit && !/[0-9]/.test(password)) problems.push('a digit');
  if (policy.requireSpecial && !/[^A-Za-z0-9]/.test(password)) problems.push('a special character');
  return problems;
}

export function describePasswordProblems(problems: readonly string[]): string {
  return `Password needs ${problems.join(', ')}.`;
}

/** The create-user and change-password forms: both passwords given and equal. */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password.length > 0 && password === confirmation;
}

export function isPasswordExpired(expiresAt: Date | null, now: Date = new Date()): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}
