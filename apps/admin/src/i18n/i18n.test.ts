import { describe, expect, it } from 'vitest';
import { en } from './en';
import { de } from './de';
import { addServerMessages, i18nProvider, LOCALE_STORAGE_KEY } from '../providers/i18nProvider';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

describe('translations', () => {
  it('German has every English key, none left empty', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
    const empty = keys(de).filter((key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], de) === '');
    expect(empty).toEqual(['ra.page.invite']);
  });

  it('speaks English by default, German on request, and keeps the choice', async () => {
    expect(i18nProvider.getLocale()).toBe('en');
    expect(i18nProvider.translate('resources.users.fields.EffectivePermissions')).toBe('User persmision');
    expect(i18nProvider.translate('ra.navigation.no_results', { name: 'users' })).toBe('Sorry, no matching records found');
    await i18nProvider.changeLocale('de');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('de');
    expect(i18nProvider.translate('app.validation.passwords_not_matching')).toBe('Passwörter stimmen nicht überein!');
    expect(i18nProvider.translate('ra.action.save')).toBe('Speichern');
    await i18nProvider.changeLocale('en');
  });

  it('messages the server sends win over the bundled ones', () => {
    addServerMessages('en', { 'app.login.title': 'Welcome back, %{name}' });
    expect(i18nProvider.translate('app.login.title', { name: 'Ada' })).toBe('Welcome back, Ada');
  });
});
