import type { AuditAction, AuditChange } from '@backoffice/contracts';
import { clock } from '../clock/clock.js';
import { currentActor, type AuditActor } from './audit-context.js';

/** Anything that runs SQL: the caller's transaction (a manager) or the DataSource. */
interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/** Something that happened without an audited row changing: a sign-in, a support session, a job's start. */
export interface AuditEvent {
  action: AuditAction;
  resource: string;
  resourceId?: string | number | null;
  changes?: AuditChange[];
  /** Beside the request's actor (a sign-in names the user the request could not know yet). */
  actor?: Partial<AuditActor>;
}

/**
 * Writes one audit row for an event, through `db`: inside the transaction of the change it goes
 * with, where there is one. A user named without a username gets theirs from core.users.
 */
export async function recordAuditEvent(db: Queryable, event: AuditEvent): Promise<void> {
  const actor = { ...currentActor(), ...event.actor };
  await db.query(
    `INSERT INTO audit.log (at, user_id, username, acting_admin_id, customer_id, action, call, resource, resource_id, changes)
     VALUES ($1, $2, coalesce($3, (SELECT username FROM core.users WHERE user_id = $2)), $4, $5, $6, $7, $8, $9, $10::jsonb)`,
    [
      clock.now(),
      actor.userId ?? null,
      actor.username ?? null,
      actor.actingAdminId ?? null,
      actor.customerId ?? null,
      event.action,
      actor.call ?? null,
      event.resource,
      event.resourceId === undefined || event.resourceId === null ? null : String(event.resourceId),
      JSON.stringify(event.changes ?? []),
    ],
  );
}
