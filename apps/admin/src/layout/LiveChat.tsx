import { useEffect } from 'react';
import type { LoginSession, ShellConfig } from '@backoffice/contracts';

/** Who the live-chat widget is told it talks to (spec part 2 section 1). */
export function liveChatIdentity(session: LoginSession): Record<string, string | number | null> {
  const { user } = session;
  return {
    email: user.Email,
    id: user.UserId,
    firstName: user.FirstName,
    lastName: user.LastName,
    phone: user.PhoneNumber,
    loginCredential: user.LoginCredential,
    customerName: session.activeCustomer?.Name ?? null,
  };
}

declare global {
  interface Window {
    BackofficeLiveChat?: { identify?: (identity: Record<string, unknown>) => void };
    backofficeLiveChatSettings?: Record<string, unknown>;
  }
}

/** Loads the configured customer-support widget once and identifies the user to it. */
export function LiveChat({ config, session }: { config: ShellConfig['liveChat']; session: LoginSession }) {
  useEffect(() => {
    if (!config.enabled || !config.scriptUrl) return;
    const identity = liveChatIdentity(session);
    window.backofficeLiveChatSettings = { widgetKey: config.widgetKey, ...identity };
    const id = 'backoffice-live-chat';
    if (!document.getElementById(id)) {
      const script = document.createElement('script');
      script.id = id;
      script.async = true;
      script.src = config.scriptUrl;
      script.onload = () => window.BackofficeLiveChat?.identify?.(identity);
      document.body.appendChild(script);
    } else {
      window.BackofficeLiveChat?.identify?.(identity);
    }
  }, [config.enabled, config.scriptUrl, config.widgetKey, session]);
  return null;
}
