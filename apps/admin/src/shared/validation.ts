import { email, type Validator } from 'react-admin';

/** Required means non-blank after trim (spec part 1 section 5); flagged so labels get their asterisk. */
export const requiredTrimmed: Validator = Object.assign(
  (value: unknown) => (value === undefined || value === null || String(value).trim() === '' ? 'app.validation.required' : undefined),
  { isRequired: true },
);

export const validEmail: Validator = email('app.validation.email');
