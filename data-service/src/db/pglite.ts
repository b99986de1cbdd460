import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { acquireDataDirLock } from './dataDirLock';
import { preparedRunner } from './pglitePrepared';
import { PREPARED_STATEMENTS } from './statementNames';
import { SerialQueue } from './serialQueue';
import { normaliseDbError, type Database, type QueryOptions, type Queryable, type QueryResult, type Row } from './types';

/**
 * Embedded PostgreSQL (PGlite, WASM) in a data directory. PGlite has one connection, so every query
 * and transaction goes through one queue; a query on the database from inside a transaction would
 * wait for that transaction forever, so it fails at once with a message instead.
 */
export async function openPglite(dataDir: string, dataDirLabel: string = dataDir): Promise<Database> {
  const lock = acquireDataDirLock(dataDir, dataDirLabel);
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir);
    await db.query(`SET TIME ZONE 'UTC'`);
  } catch (error) {
    lock.release();
    throw error;
  }

  const queue = new SerialQueue();
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
    description: `pglite ${dataDirLabel}`,
    query<T extends Row = Row>(sql: string, params?: readonly unknown[], options?: QueryOptions) {
      guard();
      return queue.run(() => run<T>(db, sql, params, options));
    },
    exec(sql: string) {
      guard();
      return queue.run(() => runScript(db, sql));
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      guard();
      return queue.run(() =>
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
      try {
        // Let queued work finish first, so close never cuts a transaction in half.
        await queue.run(() => db.close());
      } finally {
        lock.release();
      }
    },
  };
}
