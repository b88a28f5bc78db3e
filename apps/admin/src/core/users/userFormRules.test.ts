import { describe, expect, it } from 'vitest';
import { validatePasswordPair, validateUserCreate } from './userFormRules';
// The messages are worded by the tab's i18n provider, which the composed admin creates.
import '../../test/admin';

const good = {
  FirstName: 'Erika',
  LastName: 'Muster',
  Username: 'erika',
  Email: 'erika@example.test',
  NewPassword: 'Str0ng-Pass!',
  ConfirmPassword: 'Str0ng-Pass!',
};

describe('user create and password rules', () => {
  it('accepts a complete form', () => {
    expect(validateUserCreate(good)).toEqual({});
  });
  it('requires names, username and email, blank after trim counts as missing', () => {
    expect(validateUserCreate({ ...good, FirstName: '  ', Username: '' })).toEqual({
      FirstName: 'app.validation.required',
      Username: 'app.validation.required',
    });
  });
  it('wants a valid email', () => {
    expect(validateUserCreate({ ...good, Email: 'not-an-email' })).toEqual({ Email: 'app.validation.email' });
  });
  it('says Passwords not matching! when the confirmation differs', () => {
    expect(validatePasswordPair({ NewPassword: 'Str0ng-Pass!', ConfirmPassword: 'Str0ng-Pass?' })).toEqual({
      ConfirmPassword: 'app.validation.passwords_not_matching',
    });
  });
  it('names what a weak password lacks (default policy without a session)', () => {
    expect(validatePasswordPair({ NewPassword: 'weak', ConfirmPassword: 'weak' }).NewPassword).toBe(
      'Password needs at least 8 characters, an uppercase letter, a lowercase letter, a digit and a special character.',
    );
  });
});
