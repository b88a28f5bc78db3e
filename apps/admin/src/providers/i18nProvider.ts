import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import germanMessages from 'ra-language-german';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { en } from '../i18n/en';
import { de } from '../i18n/de';
import { raGermanSupplement } from '../i18n/raGerman';
import { mergeMessages, unflattenMessages } from '../i18n/messages';
import type { MessageTree } from '../shared/area';
import { wordRefusalsWith } from './http';

export const LOCALE_STORAGE_KEY = 'locale';
export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
] as const;
export type Locale = (typeof LOCALES)[number]['locale'];
export const DEFAULT_LOCALE: Locale = 'en';

/** Every label and message of one area, English and German. */
export type AreaMessages = { en: MessageTree; de: MessageTree };

/** The shell's messages and each area's, for one language. */
export function bundledMessages(locale: Locale, areaMessages: readonly AreaMessages[]): object {
  const own = [locale === 'de' ? de : en, ...areaMessages.map((messages) => messages[locale])];
  // ra-language-german predates react-admin 5: raGermanSupplement has the keys it lacks.
  return locale === 'de' ? mergeMessages(englishMessages, germanMessages, raGermanSupplement, ...own) : mergeMessages(englishMessages, ...own);
}

/** Messages the server sent with `translations`, per locale and flat key; they win over bundled ones. */
const serverMessages: Partial<Record<Locale, Record<string, string>>> = {};

function isLocale(value: string | null): value is Locale {
  return LOCALES.some((option) => option.locale === value);
}

export function storedLocale(): Locale {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCALE_STORAGE_KEY);
  return isLocale(value) ? value : DEFAULT_LOCALE;
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

const asRecord = (data: unknown): Record<string, unknown> => (data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {});

/** A refusal's problem in words, `app.errors.<code>.<Problem>` with its values; undefined without a text for it. */
function wordProblem(provider: I18nProvider, code: string, values: Record<string, unknown>): string | undefined {
  if (typeof values.Problem !== 'string') return undefined;
  const text = provider.translate(`app.errors.${code}.${values.Problem}`, { ...values, _: '' });
  return text === '' ? undefined : text;
}

/** Listeners told when the user picks a language (the socket asks the server for its messages). */
const localeListeners = new Set<(locale: string) => void>();
export function onLocaleChange(listener: (locale: string) => void): () => void {
  localeListeners.add(listener);
  return () => localeListeners.delete(listener);
}

/** The tab's provider (the last one created): validators and refusal texts translate outside React through it. */
let current: I18nProvider | null = null;

/** Translates with the tab's i18n provider, in the language the user picked; the key itself before one exists. */
export function translateNow(key: string, options?: Record<string, unknown>): string {
  return current ? current.translate(key, options) : key;
}

/**
 * en and de, default en, the choice kept in localStorage, server messages merged in: the shell's
 * messages and the given areas' (App.tsx hands them the registered areas).
 */
export function createI18nProvider(areaMessages: readonly AreaMessages[]): I18nProvider {
  const bundled: Record<Locale, object> = { en: bundledMessages('en', areaMessages), de: bundledMessages('de', areaMessages) };
  const messagesFor = (locale: string): TranslationMessages => {
    const key: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
    return mergeMessages(bundled[key], unflattenMessages(serverMessages[key] ?? {})) as unknown as TranslationMessages;
  };
  const polyglot = polyglotI18nProvider(messagesFor, storedLocale(), [...LOCALES], { allowMissing: true });
  const provider: I18nProvider = {
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
  current = provider;
  // Coded refusals of the server (Envelope.code) read in the user's language wherever they are shown;
  // one naming a `Problem` in its data is worded by `app.errors.<code>.<Problem>` with the data's values,
  // one naming several (`Problems`) problem by problem, joined by '; ' and ended by '.' as the server's.
  wordRefusalsWith((code, serverMessage, data) => {
    const values = asRecord(data);
    if (Array.isArray(values.Problems)) {
      const words = values.Problems.map((problem) => wordProblem(provider, code, asRecord(problem)));
      // Without a text for every problem in this language: the server's own message, not half of each.
      return words.every((text) => text !== undefined) ? `${words.join('; ')}.` : serverMessage;
    }
    if (typeof values.Problem === 'string') return wordProblem(provider, code, values) ?? serverMessage;
    return provider.translate(`app.errors.${code}`, { ...values, _: serverMessage });
  });
  return provider;
}
