import type { DataSource, EntityManager } from 'typeorm';

/** Runs `work` in one transaction: multi-row changes land whole or not at all. */
export function inTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  return dataSource.transaction(work);
}
