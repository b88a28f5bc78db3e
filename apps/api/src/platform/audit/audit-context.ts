import { AsyncLocalStorage } from 'node:async_hooks';
import type { Principal } from '../auth/principal.js';
import { clock } from '../clock/clock.js';

/**
 * Who is acting, as the audit log records it: the user the session acts as, the administrator
 * really behind a support session, the active customer and the API call. Held for the duration of
 * one request (AsyncLocalStorage), so the database hooks that tell PostgreSQL the actor
 * (AuditActorSubscriber) need nothing passed through the handlers.
 */
export interface AuditActor {
  userId: number | null;
  username: string | null;
  actingAdminId: number | null;
  customerId: number | null;
  call: string | null;
}

const actors = new AsyncLocalStorage<AuditActor>();

export function runAsActor<T>(actor: AuditActor, work: () => T): T {
  return actors.run(actor, work);
}

export function currentActor(): AuditActor | undefined {
  return actors.getStore();
}

/** The actor of a signed-in request (anonymous calls, the sign-in, have a user of null until the handler names one). */
export function actorOf(principal: Principal | undefined, call: string | null): AuditActor {
  return {
    userId: principal?.userId ?? null,
    username: principal?.username ?? null,
    actingAdminId: principal?.supportSessionActive ? principal.realUserId : null,
    customerId: principal?.sessionCustomerId ?? null,
    call,
  };
}

/**
 * The value of the `audit.actor` setting the triggers read: the current actor (none: the server's
 * own work) and the time by the server's clock, so rows follow the clock the rest of the product
 * reads (and tests that move it).
 */
export function actorSetting(): string {
  return JSON.stringify({ ...currentActor(), at: clock.now().toISOString() });
}
