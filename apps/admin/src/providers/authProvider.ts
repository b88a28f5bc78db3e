import type { AuthProvider } from 'react-admin';
import { HttpError } from 'react-admin';
import { type Envelope, type LoginSession } from '@backoffice/contracts';
import { clearSession, readSession, writeSession } from './session';
import { canAccessWith, type AccessRule } from './accessPolicy';
import { loadShellConfig } from './shellConfig';
import { disconnectRealtime } from './socket';
import { api } from './api';

export const INVALID_LOGIN_MESSAGE = 'Invalid username or password. Please try to login again.';

/** Signs in with the spec's payload and keeps the answer as the stored session. */
export async function signIn(username: string, password: string): Promise<LoginSession> {
  try {
    const session = await api.core.login({ Username: username, Password: password, AuthorizedUserID: 0 });
    writeSession(session);
    return session;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) {
      // A plain error (react-admin treats an HttpError 401 as an ended session and redirects); the status tells the login page it was refused, the code why.
      const code = (error.body as Partial<Envelope> | undefined)?.code;
      throw Object.assign(new Error(error.message || INVALID_LOGIN_MESSAGE), { status: 401, code });
    }
    throw error instanceof Error ? error : new Error(String(error));
  }
}

/** Logout succeeds in every case: the call may fail, storage is cleared anyway. */
export async function signOut(): Promise<string | false> {
  const session = readSession();
  // The server tells the session's sockets that it ended; this tab must not hear that and reload /login a second time.
  disconnectRealtime();
  if (session) {
    try {
      await api.core.logout({ ActiveCustomerID: session.activeCustomer?.CustomerID ?? null });
    } catch {
      // a failed logout is still a logout (spec part 1 section 8)
    }
  }
  clearSession();
  const config = await loadShellConfig().catch(() => null);
  if (session && config?.externalLogoutUrl) {
    window.location.assign(config.externalLogoutUrl);
    return false;
  }
  return '/login';
}

/** Sign-in, sign-out and the session's checks; canAccess answers from the given access policy. */
export function createAuthProvider(policy: ReadonlyMap<string, AccessRule>): AuthProvider {
  return {
    async login({ username, password }: { username: string; password: string }) {
      await signIn(username, password);
    },
    logout: () => signOut(),
    async checkAuth() {
      if (!readSession()?.token) throw new Error('Not signed in');
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        clearSession();
        throw new Error('Session expired');
      }
    },
    async getIdentity() {
      const session = readSession();
      if (!session) throw new Error('Not signed in');
      const { user } = session;
      return {
        id: user.UserId,
        fullName: user.Username,
        firstName: user.FirstName,
        lastName: user.LastName,
      };
    },
    async getPermissions() {
      return readSession()?.permissions ?? [];
    },
    async canAccess({ resource, action }: { resource: string; action: string }) {
      return canAccessWith(policy, readSession()?.permissions ?? [], resource, action);
    },
  };
}
