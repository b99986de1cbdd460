/** What every caller of the database sees, whichever engine (PGlite or PostgreSQL) sits behind it. */

export type Row = Record<string, unknown>;

export interface QueryResult<T extends Row = Row> {
  rows: T[];
}

/** Something that runs one parameterised statement: the database itself, or an open transaction. */
export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
  /** Runs a script of one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface QueryOptions {
  /**
   * The same text runs again and again (a cached plan's statement): the server may keep its parse and plan
   * (a named prepared statement on PostgreSQL, see statementNames.ts). Only the text is reused; values
   * are always parameters.
   */
  prepared?: boolean;
}

/** The options of a statement whose text repeats request after request. */
export const PREPARED: QueryOptions = { prepared: true };

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Human-readable location for logs, never containing a password. */
  readonly description: string;
  /**
   * Runs `fn` in one transaction: COMMIT when it resolves, ROLLBACK when it throws.
   * Inside `fn`, use only `tx` — with PGlite a query on the database itself would wait for this
   * transaction to end, and so deadlock.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A database error reduced to the fields both drivers report, so callers never depend on a driver. */
export class DbError extends Error {
  readonly code: string | undefined;
  readonly constraint: string | undefined;

  constructor(message: string, code: string | undefined, constraint: string | undefined, cause: unknown) {
    super(message, { cause });
    this.name = 'DbError';
    this.code = code;
    this.constraint = constraint;
  }
}

/**
 * Turns an error a driver threw (both report PostgreSQL's `severity` and SQLSTATE `code`) into a
 * DbError; anything else — an error thrown by our own code inside a transaction — passes unchanged.
 */
export function normaliseDbError(error: unknown): unknown {
  if (error instanceof DbError) return error;
  const e = error as { message?: unknown; code?: unknown; constraint?: unknown; severity?: unknown } | null;
  if (!e || typeof e !== 'object' || typeof e.severity !== 'string') return error;
  const message = typeof e.message === 'string' ? e.message : String(error);
  const code = typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : undefined;
  const constraint = typeof e.constraint === 'string' ? e.constraint : undefined;
  return new DbError(message, code, constraint, error);
}
