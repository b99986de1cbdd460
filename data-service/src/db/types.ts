/** What every caller of the database sees, whichever engine (PGlite or PostgreSQL) sits behind it. */

import type { ServiceAvailabilityErrorCode } from '@/lib/domain/errorCodes';
import { connectionLossOf } from './connectionLoss';

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
  /**
   * The service's own work with nobody waiting on it (the job queue's statements): on PGlite it waits its
   * turn however long the queue is, never refused as `database-busy` — that bound answers a waiting phone
   * quickly, and refusing the start-up's own job sends failed the service's start on a busy machine.
   */
  background?: boolean;
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

/** What PostgreSQL says about an error besides its text: enough to answer in our own words. */
export interface DbErrorFields {
  /** The SQLSTATE, e.g. `23505`. */
  code?: string;
  /** The constraint broken (integrity errors). */
  constraint?: string;
  /** The column concerned (a NOT NULL violation). */
  column?: string;
}

/**
 * A database error reduced to the fields both drivers report, so callers never depend on a driver. The
 * message is PostgreSQL's own: for the server log, never for a client (engine/pgErrors.ts words answers).
 */
export class DbError extends Error {
  readonly code: string | undefined;
  readonly constraint: string | undefined;
  readonly column: string | undefined;

  constructor(message: string, fields: DbErrorFields, cause?: unknown) {
    super(message, { cause });
    this.name = 'DbError';
    this.code = fields.code;
    this.constraint = fields.constraint;
    this.column = fields.column;
  }
}

/**
 * The database cannot serve now, through no fault of the request: its connection was lost or refused (a
 * restart, a failover), or PGlite's queue is too long (`database-busy`). Nothing of the request was kept,
 * except that a COMMIT whose connection died may have committed: the actions' idempotency keys make the
 * same request sent again safe either way. The HTTP layer answers 503 with `Retry-After`.
 */
export class DatabaseUnavailableError extends Error {
  readonly code: ServiceAvailabilityErrorCode;
  readonly retryAfterSeconds: number;

  constructor(code: ServiceAvailabilityErrorCode, reason: string, retryAfterSeconds: number, cause?: unknown) {
    super(`${code === 'database-busy' ? 'database busy' : 'database unavailable'}: ${reason}`, { cause });
    this.name = 'DatabaseUnavailableError';
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** How long a client should wait before sending again after a lost connection: a restart takes a few seconds. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * Turns an error a driver threw into a DatabaseUnavailableError when the connection is lost or refused
 * (connectionLoss.ts), else a DbError (both drivers report PostgreSQL's `severity` and SQLSTATE `code`);
 * anything else — an error thrown by our own code inside a transaction — passes unchanged.
 */
export function normaliseDbError(error: unknown): unknown {
  if (error instanceof DbError || error instanceof DatabaseUnavailableError) return error;
  const lost = connectionLossOf(error);
  if (lost !== undefined) return new DatabaseUnavailableError('database-unavailable', lost, UNAVAILABLE_RETRY_AFTER_SECONDS, error);
  const e = error as { message?: unknown; code?: unknown; constraint?: unknown; column?: unknown; severity?: unknown } | null;
  if (!e || typeof e !== 'object' || typeof e.severity !== 'string') return error;
  const message = typeof e.message === 'string' ? e.message : String(error);
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const code = typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : undefined;
  return new DbError(message, { code, constraint: text(e.constraint), column: text(e.column) }, error);
}
