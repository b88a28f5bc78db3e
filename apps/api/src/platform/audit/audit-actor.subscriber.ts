import { EventSubscriber, type BeforeQueryEvent, type EntitySubscriberInterface, type TransactionStartEvent } from 'typeorm';
import { actorSetting } from './audit-context.js';

const WRITE = /^\s*(INSERT|UPDATE|DELETE|MERGE)\b/i;
const WITH = /^\s*WITH\b/i;
const WRITES_INSIDE = /\b(INSERT|UPDATE|DELETE|MERGE)\b/i;

/** A statement that may change rows: a write, or a `WITH` whose parts write (a search's `WITH matches AS (SELECT …)` does not). */
function writes(sql: string): boolean {
  return WRITE.test(sql) || (WITH.test(sql) && WRITES_INSIDE.test(sql));
}
const SET_ACTOR = `SELECT set_config('audit.actor', $1, $2)`;

/**
 * Tells PostgreSQL who acts, for the audit triggers (audit.record_change), wherever the app writes
 * through TypeORM:
 * - at the start of every transaction, for that transaction only (`is_local`): one statement per
 *   transaction, whatever it changes;
 * - before a write outside a transaction (`dataSource.query('UPDATE …')`, autocommit), for the
 *   pooled connection's session: such a statement is its own transaction, and a local setting
 *   would end before it. It is set before every such write, so a value left on a pooled
 *   connection is overwritten before it could be read, and every transaction sets its own.
 * Reads outside transactions (the crud kit's pages, preparedRead) send nothing more.
 */
@EventSubscriber()
export class AuditActorSubscriber implements EntitySubscriberInterface {
  async afterTransactionStart(event: TransactionStartEvent): Promise<void> {
    const depth = (event.queryRunner as unknown as { transactionDepth: number }).transactionDepth;
    // A nested transaction (savepoint) is within the outer one's setting.
    if (depth === 1) await event.queryRunner.query(SET_ACTOR, [actorSetting(), true]);
  }

  async beforeQuery(event: BeforeQueryEvent): Promise<void> {
    const runner = event.queryRunner;
    if (runner.isTransactionActive || !writes(event.query)) return;
    await runner.query(SET_ACTOR, [actorSetting(), false]);
  }
}
