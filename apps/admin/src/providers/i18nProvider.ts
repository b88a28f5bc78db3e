import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import germanMessages from 'ra-language-german';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { en } from '../i18n/en';
import { de } from '../i18n/de';
import { raGermanSupplement } from '../i18n/raGerman';
import { mergeMessages, unflattenMessages } from '../i18n/messages';
import { AREAS } from '../areas';
import { wordRefusalsWith } from './http';

export const LOCALE_STORAGE_KEY = 'locale';
export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
] as const;
export type Locale = (typeof LOCALES)[number]['locale'];
export const DEFAULT_LOCALE: Locale = 'en';

/** The shell's messages and each area's, for one language. */
export function bundledMessages(locale: Locale, areas = AREAS): object {
  const own = [locale === 'de' ? de : en, ...areas.map((area) => area.messages[locale])];
  // ra-language-german predates react-admin 5: raGermanSupplement has the keys it lacks.
  return locale === 'de' ? mergeMessages(englishMessages, germanMessages, raGermanSupplement, ...own) : mergeMessages(englishMessages, ...own);
}

const bundled: Record<Locale, object> = { en: bundledMessages('en'), de: bundledMessages('de') };

/** Messages the server sent with `translations`, per locale and flat key; they win over bundled ones. */
const serverMessages: Partial<Record<Locale, Record<string, string>>> = {};

function isLocale(value: string | null): value is Locale {
  return LOCALES.some((option) => option.locale === value);
}

export function storedLocale(): Locale {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCALE_STORAGE_KEY);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export function messagesFor(locale: string): TranslationMessages {
  const key: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return mergeMessages(bundled[key], unflattenMessages(serverMessages[key] ?? {})) as unknown as TranslationMessages;
}

/** Keeps what the server sent for a language; translate() reads it from then on. */
export function addServerMessages(locale: string, flat: Record<string, string>): boolean {
  if (!isLocale(locale) || !flat || Object.keys(flat).length === 0) return false;
  serverMessages[locale] = { ...(serverMessages[locale] ?? {}), ...flat };
  return true;
}

function interpolate(text: string, options: Record<string, unknown> = {}): string {
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in options ? String(options[name]) : whole));
}

const polyglot = polyglotI18nProvider(messagesFor, storedLocale(), [...LOCALES], { allowMissing: true });

/** Listeners told when the user picks a language (the socket asks the server for its messages). */
const localeListeners = new Set<(locale: string) => void>();
export function onLocaleChange(listener: (locale: string) => void): () => void {
  localeListeners.add(listener);
  return () => localeListeners.delete(listener);
}

/** en and de, default en, the choice kept in localStorage, server messages merged in. */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key: string, options?: Record<string, unknown>) => {
    const locale = polyglot.getLocale() as Locale;
    const fromServer = serverMessages[locale]?.[key];
    return fromServer !== undefined ? interpolate(fromServer, options) : polyglot.translate(key, options);
  },
  changeLocale: async (locale: string, options?: unknown) => {
    if (typeof localStorage !== 'undefined') localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    await polyglot.changeLocale(locale, options);
    for (const listener of localeListeners) listener(locale);
  },
};

// Coded refusals of the server (Envelope.code) read in the user's language wherever they are shown.
wordRefusalsWith((code, serverMessage) => i18nProvider.translate(`app.errors.${code}`, { _: serverMessage }));
