import type { Validator } from 'react-admin';
import { describePasswordProblems, passwordProblems, DEFAULT_PASSWORD_COMPLEXITY } from '@backoffice/domain';
import { readSession } from '../../providers/session';

/**
 * The server's password complexity (sent at login) checked while typing, so a weak password is
 * named before Save instead of after. The server checks it again.
 */
export const meetsPasswordPolicy: Validator = (value: unknown) => {
  if (typeof value !== 'string' || value === '') return undefined;
  const problems = passwordProblems(value, readSession()?.passwordComplexity ?? DEFAULT_PASSWORD_COMPLEXITY);
  return problems.length > 0 ? describePasswordProblems(problems) : undefined;
};
