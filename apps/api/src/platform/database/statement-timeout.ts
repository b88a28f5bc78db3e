import type { DataSource, EntityManager } from 'typeorm';

/** Anything that runs SQL inside the transaction: a manager or a query runner. */
interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/**
 * Sets statement_timeout (ms; 0: none) for the rest of the current transaction. Jobs run on the
 * request pool, whose connections stop statements after DB_STATEMENT_TIMEOUT_MS; their long
 * statements (an import's INSERT … SELECT, a sample's draw) raise it here, for their own
 * transaction only.
 */
export async function setTransactionStatementTimeout(db: Queryable, ms: number): Promise<void> {
  await db.query(`SELECT set_config('statement_timeout', $1, true)`, [String(ms)]);
}

/** Runs `work` in a transaction whose statements may run for `ms` (0: without limit). */
export function withStatementTimeout<T>(dataSource: DataSource, ms: number, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  return dataSource.transaction(async (manager) => {
    await setTransactionStatementTimeout(manager, ms);
    return work(manager);
  });
}
