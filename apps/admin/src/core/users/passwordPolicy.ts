import type { Validator } from 'react-admin';
import { DEFAULT_PASSWORD_COMPLEXITY, listInWords, passwordProblems, passwordRules } from '@backoffice/domain';
import { readSession } from '../../providers/session';
import { translateNow } from '../../providers/i18nProvider';

/**
 * The server's password complexity (sent at login) checked while typing, so a weak password is
 * named before Save instead of after. The message names every rule in force (libs/domain), in the
 * user's language. The server checks it again.
 */
export const meetsPasswordPolicy: Validator = (value: unknown) => {
  if (typeof value !== 'string' || value === '') return undefined;
  const policy = readSession()?.passwordComplexity ?? DEFAULT_PASSWORD_COMPLEXITY;
  if (passwordProblems(value, policy).length === 0) return undefined;
  const translate = translateNow;
  const rules = passwordRules(policy).map((rule) =>
    rule.code === 'min_length'
      ? translate('app.validation.password_rules.min_length', { count: rule.count })
      : translate(`app.validation.password_rules.${rule.code}`),
  );
  return translate('app.validation.password_needs', { rules: listInWords(rules, translate('app.and')) });
};
