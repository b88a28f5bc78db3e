import { DEFAULT_TIME_ZONE, localDateTime } from '@backoffice/domain';
import type { LoginSession } from '@backoffice/contracts';

/** Now as a wall time of the active customer's zone ("YYYY-MM-DD HH:mm"), as notices are given. */
export function customerNow(session: LoginSession | null, now = new Date()): string {
  return localDateTime(now, session?.activeCustomer?.TimeZone ?? DEFAULT_TIME_ZONE).slice(0, 16);
}
