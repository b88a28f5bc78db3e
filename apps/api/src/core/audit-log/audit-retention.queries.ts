import type { EntityManager } from 'typeorm';

/** pg_try_advisory_xact_lock key of the retention job: one instance deletes at a time. */
const RETENTION_LOCK = 742_300;

/**
 * Deletes up to `batch` rows older than `before`, in the caller's transaction, as the retention
 * job: the setting `audit.retention` (for this transaction only) is what the log's append-only
 * trigger lets through. Answers null when another instance holds the job's lock.
 */
export async function deleteAuditRowsBefore(manager: EntityManager, before: Date, batch: number): Promise<number | null> {
  const [lock] = await manager.query<{ locked: boolean }[]>(`SELECT pg_try_advisory_xact_lock($1) AS locked`, [RETENTION_LOCK]);
  if (!lock.locked) return null;
  await manager.query(`SELECT set_config('audit.retention', 'on', true)`);
  const [, deleted] = await manager.query<[unknown[], number]>(
    `DELETE FROM audit.log WHERE audit_id IN (SELECT audit_id FROM audit.log WHERE at < $1 ORDER BY at LIMIT $2)`,
    [before, batch],
  );
  return deleted;
}
