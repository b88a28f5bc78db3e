import { passwordsMatch } from '@backoffice/domain';
import { meetsPasswordPolicy } from './passwordPolicy';
import { requiredTrimmed, validEmail } from '../../shared/validation';

/**
 * Form-level rules of the user create and password forms. react-hook-form ignores input-level
 * validators once a form has a form-level validate (a resolver), and "Passwords not matching!"
 * needs both fields, so every rule of these two forms lives here.
 */
export interface UserPasswordValues {
  FirstName?: string;
  LastName?: string;
  Username?: string;
  Email?: string;
  Status?: number;
  NewPassword?: string;
  ConfirmPassword?: string;
  /** Present when the signed-in user may assign customers. */
  CustomerIDs?: number[];
  RoleIDs?: number[];
}

type Errors = Record<string, string>;

function check(errors: Errors, field: keyof UserPasswordValues, ...messages: (string | undefined)[]): void {
  const first = messages.find((message) => message);
  if (first) errors[field] = first;
}

/** react-admin validators answer a key or `{ message, args }`. */
const asText = (message: unknown): string | undefined =>
  typeof message === 'string'
    ? message
    : message && typeof message === 'object' && 'message' in message
      ? String((message as { message: unknown }).message)
      : undefined;

export function validatePasswordPair(values: UserPasswordValues, errors: Errors = {}): Errors {
  check(errors, 'NewPassword', asText(requiredTrimmed(values.NewPassword, values, {})), asText(meetsPasswordPolicy(values.NewPassword, values, {})));
  check(errors, 'ConfirmPassword', asText(requiredTrimmed(values.ConfirmPassword, values, {})));
  if (!errors.ConfirmPassword && !passwordsMatch(values.NewPassword ?? '', values.ConfirmPassword ?? '')) {
    errors.ConfirmPassword = 'app.validation.passwords_not_matching';
  }
  return errors;
}

/** Create user: names, username and email required, email valid, a customer (when assigned here), passwords strong and equal. */
export function validateUserCreate(values: UserPasswordValues): Errors {
  const errors: Errors = {};
  for (const field of ['FirstName', 'LastName', 'Username'] as const) check(errors, field, asText(requiredTrimmed(values[field], values, {})));
  check(errors, 'Email', asText(requiredTrimmed(values.Email, values, {})), asText(validEmail(values.Email, values, {})));
  if (values.CustomerIDs !== undefined && values.CustomerIDs.length === 0) errors.CustomerIDs = 'app.validation.customers_required';
  return validatePasswordPair(values, errors);
}
