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
}
