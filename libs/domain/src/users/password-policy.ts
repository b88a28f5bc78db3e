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
  return checkPasswordRules(password, policy)
    .filter((check) => !check.met)
    .map((check) => ruleInWords(check.rule));
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

function ruleInWords(rule: PasswordRule): string {
  return rule.code === 'min_length' ? `at least ${rule.count} characters` : RULE_WORDS[rule.code];
}

/** Whether a password meets one rule of the policy. */
export function meetsPasswordRule(password: string, rule: PasswordRule): boolean {
  switch (rule.code) {
    case 'min_length':
      return password.length >= rule.count;
    case 'uppercase':
      return /[A-Z]/.test(password);
    case 'lowercase':
      return /[a-z]/.test(password);
    case 'digit':
      return /[0-9]/.test(password);
    case 'special':
      return /[^A-Za-z0-9]/.test(password);
  }
}

/** Every rule in force and whether the password meets it: the checklist a change-password form shows while the user types. */
export function checkPasswordRules(password: string, policy: PasswordComplexity = DEFAULT_PASSWORD_COMPLEXITY): { rule: PasswordRule; met: boolean }[] {
  return passwordRules(policy).map((rule) => ({ rule, met: meetsPasswordRule(password, rule) }));
}

/** "a, b and c" */
export function listInWords(items: readonly string[], and = 'and'): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** The message for a password that breaks the policy: every rule in force, so the user knows the whole policy at once. */
export function describePasswordRules(policy: PasswordComplexity = DEFAULT_PASSWORD_COMPLEXITY): string {
  const words = passwordRules(policy).map(ruleInWords);
  return `Password needs ${listInWords(words)}.`;
}

/** The create-user and change-password forms: both passwords given and equal. */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password.length > 0 && password === confirmation;
}

export function isPasswordExpired(expiresAt: Date | null, now: Date = new Date()): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}
