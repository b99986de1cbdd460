import type { Database, Queryable } from '../db/types';
import type { Logger } from '../log';

/** A write a handler keeps for after a rollback (ActionContext.afterRollback). */
export type KeptWrite = (tx: Queryable) => Promise<void>;

export interface TransactionOptions {
  /**
   * Queries (with query actions) read one snapshot and may not write; mutations run at READ COMMITTED,
   * where actions lock the rows they change (`SELECT … FOR UPDATE`).
   */
  readOnly: boolean;
  log: Logger;
}

/**
 * Runs `work` in one transaction. Writes it registers with `afterRollback` are dropped when the
 * transaction commits; when it fails, each runs after the rollback in its own new transaction, in
 * order (a failing one is logged and changes nothing else), and then the error is thrown on.
 */
export async function inTransactionKeepingWrites<T>(
  db: Database,
  options: TransactionOptions,
  work: (tx: Queryable, afterRollback: (write: KeptWrite) => void) => Promise<T>,
): Promise<T> {
  const keptWrites: KeptWrite[] = [];
  const afterRollback = (write: KeptWrite) => {
    keptWrites.push(write);
  };
  try {
    return await db.transaction(async (tx) => {
      if (options.readOnly) await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      return work(tx, afterRollback);
    });
  } catch (error) {
    for (const write of keptWrites) {
      try {
        await db.transaction(write);
      } catch (writeError) {
        options.log.error('a write kept after a rollback failed', writeError);
      }
    }
    throw error;
  }
}
