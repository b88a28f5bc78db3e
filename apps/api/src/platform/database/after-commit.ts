import { Logger } from '@nestjs/common';
import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';

type Action = () => Promise<void>;

/** Actions waiting for their transaction, with the nesting depth (savepoint) they were queued at. */
const waiting = new WeakMap<QueryRunner, { depth: number; action: Action }[]>();
const subscribed = new WeakSet<DataSource>();
const logger = new Logger('platform');

/** TypeORM keeps the nesting depth protected; savepoints of a nested transaction count from 1. */
const depthOf = (runner: QueryRunner): number => (runner as unknown as { transactionDepth: number }).transactionDepth;

/**
 * Runs what a transaction's change must cause outside the database (forgetting cached sessions,
 * telling sockets) once the change is visible to everyone: after the outermost commit, or at once
 * when the manager is in no transaction. A rollback drops what the rolled-back part queued. The
 * commit waits for the actions, so the caller answers after them; their failures are logged, never
 * turned into the caller's failure (the change is committed and the answer must say so).
 */
export async function afterCommit(manager: EntityManager, action: Action): Promise<void> {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) return action();
  subscribe(runner.connection);
  const queue = waiting.get(runner) ?? [];
  queue.push({ depth: depthOf(runner), action });
  waiting.set(runner, queue);
}

function subscribe(dataSource: DataSource): void {
  if (subscribed.has(dataSource)) return;
  subscribed.add(dataSource);
  dataSource.subscribers.push(new AfterCommitSubscriber());
}

class AfterCommitSubscriber implements EntitySubscriberInterface {
  async afterTransactionCommit({ queryRunner }: TransactionCommitEvent): Promise<void> {
    if (queryRunner.isTransactionActive) return;
    const queue = waiting.get(queryRunner);
    waiting.delete(queryRunner);
    for (const { action } of queue ?? []) {
      await action().catch((error: unknown) => logger.error(`After a commit: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`));
    }
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    const queue = waiting.get(queryRunner);
    if (!queue) return;
    if (!queryRunner.isTransactionActive) return void waiting.delete(queryRunner);
    // A savepoint was rolled back: what was queued inside it goes with it.
    const depth = depthOf(queryRunner);
    waiting.set(
      queryRunner,
      queue.filter((entry) => entry.depth <= depth),
    );
  }
}
