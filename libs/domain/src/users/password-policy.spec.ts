import { describe, expect, it } from '@jest/globals';
import {
  checkPasswordRules,
  describePasswordProblems,
  describePasswordRules,
  isPasswordExpired,
  passwordProblems,
  passwordRules,
  passwordsMatch,
} from './password-policy.js';

describe('password policy', () => {
  it('accepts the demo password', () => {
    expect(passwordProblems('Demo1234!')).toEqual([]);
  });

  it('names every rule a weak password breaks', () => {
    expect(passwordProblems('abc')).toEqual(['at least 8 characters', 'an uppercase letter', 'a digit', 'a special character']);
    expect(describePasswordProblems(['a digit'])).toBe('Password needs a digit.');
  });

  it('names every rule in force, the lowercase letter included, whatever the password breaks', () => {
    expect(describePasswordRules()).toBe('Password needs at least 8 characters, an uppercase letter, a lowercase letter, a digit and a special character.');
    expect(passwordRules({ minLength: 4, requireUppercase: false, requireLowercase: true, requireDigit: false, requireSpecial: false })).toEqual([
      { code: 'min_length', count: 4 },
      { code: 'lowercase' },
    ]);
    expect(describePasswordRules({ minLength: 4, requireUppercase: false, requireLowercase: true, requireDigit: false, requireSpecial: false })).toBe(
      'Password needs at least 4 characters and a lowercase letter.',
    );
  });

  it('checks each rule in force as the user types', () => {
    expect(checkPasswordRules('')).toEqual([
      { rule: { code: 'min_length', count: 8 }, met: false },
      { rule: { code: 'uppercase' }, met: false },
      { rule: { code: 'lowercase' }, met: false },
      { rule: { code: 'digit' }, met: false },
      { rule: { code: 'special' }, met: false },
    ]);
    expect(checkPasswordRules('abc1').map((check) => check.met)).toEqual([false, false, true, true, false]);
    expect(checkPasswordRules('Abcdef1!').every((check) => check.met)).toBe(true);
    expect(checkPasswordRules('ab', { minLength: 2, requireUppercase: false, requireLowercase: true, requireDigit: false, requireSpecial: false })).toEqual([
      { rule: { code: 'min_length', count: 2 }, met: true },
      { rule: { code: 'lowercase' }, met: true },
    ]);
  });

  it('follows a relaxed policy', () => {
    expect(passwordProblems('abcd', { minLength: 4, requireUppercase: false, requireLowercase: true, requireDigit: false, requireSpecial: false })).toEqual([]);
  });

  it('checks that both passwords match and are not empty', () => {
    expect(passwordsMatch('Secret1!', 'Secret1!')).toBe(true);
    expect(passwordsMatch('Secret1!', 'Secret2!')).toBe(false);
    expect(passwordsMatch('', '')).toBe(false);
  });

  it('knows when a password expired', () => {
    const now = new Date('2026-01-10T00:00:00Z');
    expect(isPasswordExpired(null, now)).toBe(false);
    expect(isPasswordExpired(new Date('2026-01-09T00:00:00Z'), now)).toBe(true);
    expect(isPasswordExpired(new Date('2026-02-01T00:00:00Z'), now)).toBe(false);
  });
});
