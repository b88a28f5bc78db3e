import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { jobStartFailure } from './jobStart';
import { i18nProvider } from '../test/admin';

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
const limited = (Scope: string, Limit: number) =>
  new HttpError('server words', 429, { succeeded: false, status: 429, message: 'server words', result: { data: { Scope, Limit } } });

describe('a refused job start', () => {
  it('names the job limit in the user language', async () => {
    expect(jobStartFailure(limited('user', 3), translate)).toBe(
      'You already have 3 jobs queued or running, the most one user may have. Please wait until one has finished.',
    );
    await i18nProvider.changeLocale('de');
    expect(jobStartFailure(limited('customer', 10), translate)).toBe(
      'Für den aktiven Kunden sind bereits 10 Aufträge in der Warteschlange oder in Arbeit, mehr darf ein Kunde nicht haben. Bitte warten Sie, bis einer fertig ist.',
    );
    await i18nProvider.changeLocale('en');
  });

  it('shows any other failure as the server said it', () => {
    expect(jobStartFailure(new HttpError('From must be before To.', 400, {}), translate)).toBe('From must be before To.');
    expect(jobStartFailure(limited('planet', 3), translate)).toBe('server words');
    expect(jobStartFailure(new Error(''), translate, 'fallback')).toBe('fallback');
  });
});
