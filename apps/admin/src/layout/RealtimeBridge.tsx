import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { addServerMessages, onLocaleChange } from '../providers/i18nProvider';
import { useSession } from '../providers/session';
import { connectRealtime, disconnectRealtime, onTranslations, requestTranslations } from '../providers/socket';

/**
 * Keeps the tab's socket in step with the session, asks for server translations when the
 * language changes, and keeps them for translate().
 */
export function RealtimeBridge() {
  const session = useSession();
  const [locale] = useLocaleState();
  const token = session?.token ?? null;

  useEffect(() => {
    if (!token) {
      disconnectRealtime();
      return;
    }
    connectRealtime();
    requestTranslations(locale);
  }, [token]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => onLocaleChange((next) => requestTranslations(next)), []);

  useEffect(() => onTranslations((message) => void addServerMessages(message.LanguageKey, message.messages)), []);

  return null;
}
