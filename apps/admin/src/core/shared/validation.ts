import { email, type Validator } from 'react-admin';

/** Required means non-blank after trim (spec part 1 section 5). */
export const requiredTrimmed: Validator = (value: unknown) =>
  value === undefined || value === null || String(value).trim() === '' ? 'app.validation.required' : undefined;

export const validEmail: Validator = email('app.validation.email');
