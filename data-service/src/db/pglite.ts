import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { createLogger, type Logger } from '../log';
import { acquireDataDirLock } from './dataDirLock';
import { preparedRunner } from './pglitePrepared';
import { PREPARED_STATEMENTS } from './statementNames';
import { createOutageLog } from './outageLog';
import { SerialQueue } from './serialQueue';
import { normaliseDbError, type Database, type QueryOptions, type Queryable, type QueryResult, type Row } from './types';

export interface PgliteOptions {
  /** As configured (may be relative); used in messages. */
  dataDirLabel?: string;
  /** Longest a call may wait for its turn in the queue before it is refused as `database-busy` (serialQueue.ts). */
  maxQueueWaitMs?: number;
  /** Where the busy lines go (one when the queue starts refusing, one when it stops). */
  log?: Logger;
}

/** Long enough for a burst to drain, short enough that a phone on the other end does not give up first. */
export const DEFAULT_PGLITE_MAX_QUEUE_WAIT_MS = 2000;

/**
 * Embedded PostgreSQL (PGlite, WASM) in a data directory. PGlite has one connection, so every query
 * and transaction goes through one queue, bounded by `maxQueueWaitMs`; a query on the database from
 * inside a transaction would wait for that transaction forever, so it fails at once with a message instead.
 */
export async function openPglite(dataDir: string, options: PgliteOptions = {}): Promise<Database> {
  const dataDirLabel = options.dataDirLabel ?? dataDir;
  const lock = acquireDataDirLock(dataDir, dataDirLabel);
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir);
    await db.query(`SET TIME ZONE 'UTC'`);
  } catch (error) {
    lock.release();
    throw error;
  }

  const description = `pglite ${dataDirLabel}`;
  // Getting a turn again proves the queue serves: the end of a busy spell is logged without waiting for traffic.
  const busy = createOutageLog(options.log ?? createLogger(), description, () => queue.run(async () => undefined));
  const queue = new SerialQueue({ maxWaitMs: options.maxQueueWaitMs ?? DEFAULT_PGLITE_MAX_QUEUE_WAIT_MS, onRefused: (error) => busy.failed(error) });
  /** Runs `task` in its turn; a call that gets its turn ends a busy spell. */
  const inTurn = <T>(task: () => Promise<T>, bounded = true): Promise<T> =>
    queue.run(
      () => {
        busy.succeeded();
        return task();
      },
      { bounded },
    );
  const inTransaction = new AsyncLocalStorage<true>();
  let closed = false;

  const prepared = preparedRunner(db, PREPARED_STATEMENTS);
  const run = async <T extends Row>(handle: PGlite | Transaction, sql: string, params?: readonly unknown[], options?: QueryOptions) => {
    try {
      const rows = options?.prepared ? await prepared(sql, params ?? []) : undefined;
      if (rows) return { rows: rows as T[] } satisfies QueryResult<T>;
      const result = await handle.query<T>(sql, params ? [...params] : undefined);
      return { rows: result.rows } satisfies QueryResult<T>;
    } catch (error) {
      throw normaliseDbError(error);
    }
  };

  const runScript = async (handle: PGlite | Transaction, sql: string) => {
    try {
      await handle.exec(sql);
    } catch (error) {
      throw normaliseDbError(error);
    }
  };

  const guard = () => {
    if (closed) throw new Error('the database is closed');
    if (inTransaction.getStore()) {
      throw new Error('query on the database inside a transaction: use the transaction handle');
    }
  };

  return {
    kind: 'pglite',
    description,
    query<T extends Row = Row>(sql: string, params?: readonly unknown[], options?: QueryOptions) {
      guard();
      return inTurn(() => run<T>(db, sql, params, options), !options?.background);
    },
    exec(sql: string) {
      guard();
      return inTurn(() => runScript(db, sql));
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      guard();
      return inTurn(() =>
        inTransaction.run(true, () =>
          db.transaction(async (tx) => {
            const handle: Queryable = {
              query: (sql, params, options) => run(tx, sql, params, options),
              exec: (sql) => runScript(tx, sql),
            };
            return fn(handle);
          }),
        ),
      ).catch((error: unknown) => {
        throw normaliseDbError(error);
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      busy.close();
      try {
        // Let queued work finish first, so close never cuts a transaction in half.
        await queue.run(() => db.close(), { bounded: false });
      } finally {
        lock.release();
      }
    },
  };
}
