import { PREPARED, type Database, type Queryable } from '../db/types';

/**
 * `db`, with the parameterised statements of its transactions kept prepared: what runs there (action
 * handlers' SQL, compiled mutations) has fixed texts that repeat request after request.
 */
export function preparingTransactions(db: Database): Database {
  const preparing = (tx: Queryable): Queryable => ({
    query: (sql, params, options) => tx.query(sql, params, params && params.length > 0 ? PREPARED : options),
    exec: (sql) => tx.exec(sql),
  });
  return {
    kind: db.kind,
    description: db.description,
    query: (sql, params, options) => db.query(sql, params, options),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction((tx) => fn(preparing(tx))),
    close: () => db.close(),
  };
}
