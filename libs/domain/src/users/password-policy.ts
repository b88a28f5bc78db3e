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

export type PasswordRule = { code: 'min_length'; count: number } | { code: 'uppercase' | 'lowercase' | 'digit' | 'special' };

/** Every rule the policy puts in force, in the order the message names them (each screen translates the codes). */
export function passwordRules(policy: PasswordComplexity = DEFAULT_PASSWORD_COMPLEXITY): PasswordRule[] {
  const rules: PasswordRule[] = [];
  if (policy.minLength > 0) rules.push({ code: 'min_length', count: policy.minLength });
  if (policy.requireUppercase) rules.push({ code: 'uppercase' });
  if (policy.requireLowercase) rules.push({ code: 'lowercase' });
  if (policy.requireDigit) rules.push({ code: 'digit' });
  if (policy.requireSpecial) rules.push({ code: 'special' });
  return rules;
}

const RULE_WORDS: Record<Exclude<PasswordRule['code'], 'min_length'>, string> = {
  uppercase: 'an uppercase letter',
  lowercase: 'a lowercase letter',
  digit: 'a digit',
  special: 'a special character',
};

/** "a, b and c" */
export function listInWords(items: readonly string[], and = 'and'): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** The message for a password that breaks the policy: every rule in force, so the user knows the whole policy at once. */
export function describePasswordRules(policy: PasswordComplexity = DEFAULT_PASSWORD_COMPLEXITY): string {
  const words = passwordRules(policy).map((rule) => (rule.code === 'min_length' ? `at least ${rule.count} characters` : RULE_WORDS[rule.code]));
  return `Password needs ${listInWords(words)}.`;
}

/** The create-user and change-password forms: both passwords given and equal. */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password.length > 0 && password === confirmation;
}

export function isPasswordExpired(expiresAt: Date | null, now: Date = new Date()): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}
