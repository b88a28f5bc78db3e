import { describe, expect, it } from 'vitest';
import { en } from './en';
import { de } from './de';
import englishMessages from 'ra-language-english';
import { ErrorCode } from '@backoffice/contracts';
import { addServerMessages, bundledMessages, LOCALE_STORAGE_KEY } from '../providers/i18nProvider';
import { failureText } from '../providers/http';
import { i18nProvider } from '../test/admin';
import { meetsPasswordPolicy } from '../core/users/passwordPolicy';
import { AREAS } from '../areas';

/** Words German writes as English does (ra-language-german's own choices). */
const SAME_IN_BOTH = new Set([
  'ra.action.export',
  'ra.navigation.page_range_info',
  'ra.navigation.page_rows_per_page',
  'ra.input.password.toggle_visible',
  'ra.input.password.toggle_hidden',
  'ra.page.list',
  'ra.message.details',
]);

const textAt = (tree: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

describe('translations', () => {
  it('German has every English key, none left empty, in the shell and in every area', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
    const empty = keys(de).filter((key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], de) === '');
    expect(empty).toEqual(['ra.page.invite']);
    for (const area of AREAS) {
      expect(keys(area.messages.de).sort(), area.key).toEqual(keys(area.messages.en).sort());
      expect(
        keys(area.messages.de).filter(
          (key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], area.messages.de) === '',
        ),
      ).toEqual([]);
    }
  });

  it("an area adds keys, it does not change the shell's or another area's", () => {
    const seen = new Map(keys(en).map((key) => [key, 'shell']));
    for (const area of AREAS) {
      for (const key of keys(area.messages.en)) {
        expect(seen.get(key), `${area.key}: ${key}`).toBeUndefined();
        seen.set(key, area.key);
      }
    }
  });

  it('speaks English by default, German on request, and keeps the choice', async () => {
    expect(i18nProvider.getLocale()).toBe('en');
    expect(i18nProvider.translate('resources.users.fields.EffectivePermissions')).toBe('User permissions');
    expect(i18nProvider.translate('ra.navigation.no_results', { name: 'users' })).toBe('Sorry, no matching records found');
    await i18nProvider.changeLocale('de');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('de');
    expect(i18nProvider.translate('app.validation.passwords_not_matching')).toBe('Passwörter stimmen nicht überein!');
    expect(i18nProvider.translate('ra.action.save')).toBe('Speichern');
    await i18nProvider.changeLocale('en');
  });

  it('leaves no react-admin text in English on a German screen (the COLUMNS button, sorting, pagination)', () => {
    const german = bundledMessages(
      'de',
      AREAS.map((area) => area.messages),
    );
    const untranslated = keys(englishMessages).filter((key) => textAt(german, key) === textAt(englishMessages, key) && !SAME_IN_BOTH.has(key));
    expect(untranslated).toEqual([]);
    expect(textAt(german, 'ra.action.select_columns')).toBe('Spalten');
  });

  it('names every password rule in force, the lowercase letter included, in both languages', async () => {
    expect(meetsPasswordPolicy('abc', {}, {})).toBe(
      'Password needs at least 8 characters, an uppercase letter, a lowercase letter, a digit and a special character.',
    );
    await i18nProvider.changeLocale('de');
    expect(meetsPasswordPolicy('abc', {}, {})).toBe(
      'Das Passwort braucht mindestens 8 Zeichen, einen Großbuchstaben, einen Kleinbuchstaben, eine Ziffer und ein Sonderzeichen.',
    );
    await i18nProvider.changeLocale('en');
    expect(meetsPasswordPolicy('Str0ng!Pass', {}, {})).toBeUndefined();
  });

  it('messages the server sends win over the bundled ones', () => {
    addServerMessages('en', { 'app.login.title': 'Welcome back, %{name}' });
    expect(i18nProvider.translate('app.login.title', { name: 'Ada' })).toBe('Welcome back, Ada');
  });

  it("words a coded refusal naming a problem in the user's language with the values of its data (a scorecard's critical N/A)", async () => {
    addServerMessages('de', { 'app.errors.scorecard_invalid.critical_na': 'Die kritische Frage „%{Question}“ kann nicht mit N/A beantwortet werden.' });
    const envelope = {
      succeeded: false,
      message: 'Cannot edit evaluation: The critical question "Consent" cannot be answered N/A.',
      code: ErrorCode.ScorecardInvalid,
      result: { data: { Problem: 'critical_na', Question: 'Consent' } },
    };
    await i18nProvider.changeLocale('de');
    expect(failureText(envelope, 'x')).toBe('Die kritische Frage „Consent“ kann nicht mit N/A beantwortet werden.');
    await i18nProvider.changeLocale('en');
    // Without the server's text in that language: the server's own message.
    expect(failureText(envelope, 'x')).toBe(envelope.message);
  });

  it('words a refusal naming several problems problem by problem, joined, in English and German (a schedule)', async () => {
    const templates = {
      en: { bad_time: 'Time "%{Value}" is not a time of day', no_recipients: 'At least one recipient is required' },
      de: { bad_time: 'Die Uhrzeit „%{Value}“ ist keine Tageszeit', no_recipients: 'Mindestens ein Empfänger ist erforderlich' },
    };
    for (const [locale, texts] of Object.entries(templates)) {
      addServerMessages(locale, Object.fromEntries(Object.entries(texts).map(([problem, text]) => [`app.errors.schedule_invalid.${problem}`, text])));
    }
    const envelope = {
      succeeded: false,
      message: 'Cannot create schedule: Time "25:00" is not a time of day; At least one recipient is required.',
      code: ErrorCode.ScheduleInvalid,
      result: { data: { Problems: [{ Problem: 'bad_time', Value: '25:00' }, { Problem: 'no_recipients' }] } },
    };
    expect(failureText(envelope, 'x')).toBe('Time "25:00" is not a time of day; At least one recipient is required.');
    await i18nProvider.changeLocale('de');
    expect(failureText(envelope, 'x')).toBe('Die Uhrzeit „25:00“ ist keine Tageszeit; Mindestens ein Empfänger ist erforderlich.');
    // A problem without a text in this language: the server's whole message rather than a mix.
    const unknown = { ...envelope, result: { data: { Problems: [{ Problem: 'bad_time', Value: '25:00' }, { Problem: 'bad_moon' }] } } };
    expect(failureText(unknown, 'x')).toBe(envelope.message);
    await i18nProvider.changeLocale('en');
  });
});
