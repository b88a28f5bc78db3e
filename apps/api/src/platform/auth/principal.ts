import { isPasswordExpired } from '@backoffice/domain';
import { clock } from '../clock/clock.js';

/** Who is calling: resolved from the session row (cached briefly in Redis and in the process; every change forgets it). */
export interface Principal {
  sessionId: string;
  /** The user the session acts as: the support target during a support session. */
  userId: number;
  /** The user who signed in. */
  realUserId: number;
  username: string;
  /**
   * The active customer as the session row stores it. Never read it directly: `activeCustomerFor`
   * (active-customer.ts) checks that the user still belongs to it.
   */
  sessionCustomerId: number | null;
  /** The active customer's IANA time zone: its days, hours and "today" (libs/domain zoned-time). */
  timeZone: string;
  customerIds: number[];
  permissions: string[];
  supportSessionActive: boolean;
  expiresAt: string;
  /**
   * When the password of the user who signed in (`realUserId`) expires, or null. An expired one
   * confines the session to changing it (PasswordExpiryGuard); a support session follows the
   * administrator's own password, not the target's.
   */
  passwordExpiresAt: string | null;
  /**
   * A kiosk sign-in (a wallboard TV, core.kiosk_sessions): no user behind it, one customer, and
   * only the calls that name Permission.MonitorWallboardKiosk (PermissionsGuard).
   */
  kiosk?: true;
}

/** A kiosk's session id: `kiosk:<kiosk_id>`, so it never meets a user session's id. */
export const KIOSK_SESSION_PREFIX = 'kiosk:';

/** Whether the session's password has expired (read on every call, so a cached principal turns at the instant). */
export function passwordExpiredFor(principal: Pick<Principal, 'passwordExpiresAt'>, now: Date = clock.now()): boolean {
  return isPasswordExpired(principal.passwordExpiresAt ? new Date(principal.passwordExpiresAt) : null, now);
}
