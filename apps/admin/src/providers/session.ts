import { useSyncExternalStore } from 'react';
import type { LoginSession, SessionIdentity } from '@backoffice/contracts';

/** The login session is kept in browser storage under the core auth key (spec part 1 section 9). */
export const SESSION_STORAGE_KEY = 'core.auth';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; session: LoginSession | null } = { raw: null, session: null };

function storage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

export function readSession(): LoginSession | null {
  const raw = storage()?.getItem(SESSION_STORAGE_KEY) ?? null;
  if (raw === cached.raw) return cached.session;
  let session: LoginSession | null = null;
  try {
    session = raw ? (JSON.parse(raw) as LoginSession) : null;
  } catch {
    session = null;
  }
  cached = { raw, session };
  return session;
}

/** Authenticated means a non-null token. */
export function currentToken(): string | null {
  return readSession()?.token ?? null;
}

export function writeSession(session: LoginSession): void {
  storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  notify();
}

export function updateSession(change: (session: LoginSession) => LoginSession): void {
  const session = readSession();
  if (session) writeSession(change(session));
}

/** Support session start/end and a customer switch replace the identity part of the session. */
export function applyIdentity(identity: SessionIdentity): void {
  updateSession((session) => ({
    ...session,
    permissions: identity.permissions,
    customers: identity.customers ?? [],
    user: identity.user ?? session.user,
    activeCustomer: identity.activeCustomer,
    activeExternalServiceAvailable: identity.activeExternalServiceAvailable,
    supportSessionActive: identity.supportSessionActive,
  }));
}

/** Logout and an invalid token clear every stored item, keeping only the chosen language. */
export function clearSession(): void {
  const store = storage();
  if (store) {
    const locale = store.getItem('locale');
    store.clear();
    if (locale) store.setItem('locale', locale);
  }
  notify();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_STORAGE_KEY) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/** The stored session, re-rendering when it changes (in this tab or another). */
export function useSession(): LoginSession | null {
  return useSyncExternalStore(subscribeSession, readSession, () => null);
}
