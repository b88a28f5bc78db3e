import { todayIn } from '@backoffice/domain';

/**
 * The server's one clock for business time: every "now" that request and job code stores, shows or
 * compares with stored times, and so every customer's "today", is read here. Tests run it from a
 * fixed instant (`runFrom`) so that a run crossing the customer's midnight reads one day, and
 * restore it (`reset`) afterwards. What measures elapsed time rather than telling the date stays on
 * the machine's clock: session expiry and sign-in locks (checked against PostgreSQL's now()), job
 * locks, progress throttles and idle timeouts.
 */
export class Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** The calendar day (YYYY-MM-DD) it is now in `timeZone`. */
  todayIn(timeZone: string): string {
    return todayIn(timeZone, this.now());
  }

  /** From now on the clock reads `instant` and runs on from there at the machine's pace. */
  runFrom(instant: Date | string): void {
    this.offsetMs = new Date(instant).getTime() - Date.now();
  }

  /** Back to the machine's time. */
  reset(): void {
    this.offsetMs = 0;
  }
}

/** The process's clock: imported where time is read (like a logger), so a query helper needs no injection. */
export const clock = new Clock();
