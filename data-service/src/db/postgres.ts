import pg from 'pg';
import { createLogger, type Logger } from '../log';
import { createOutageLog } from './outageLog';
import { PREPARED_STATEMENTS, StatementNames } from './statementNames';
import { DatabaseUnavailableError, normaliseDbError, type Database, type QueryOptions, type Queryable, type QueryResult, type Row } from './types';

/** A real PostgreSQL server through a `pg` connection pool. */
export interface PostgresOptions {
  poolSize?: number;
  /** Set per connection: `SET LOCAL` would need a transaction per request, which costs throughput. */
  statementTimeoutMs?: number;
  /** Longest wait for a connection (a new one, or a free one from the pool) before the call fails as unavailable. */
  connectTimeoutMs?: number;
  /** Most statement texts kept prepared (`QueryOptions.prepared`) on each connection. */
  preparedStatements?: number;
  /** Where the outage lines go (one when the database is lost, one when it serves again). */
  log?: Logger;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 5000;
// Past the server's statement_timeout, a statement that has had no answer at all is on a dead connection
// (a failover that left no one to reset it): the pool must drop that connection rather than wait on it.
const QUERY_TIMEOUT_MARGIN_MS = 5000;

export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<Database> {
  const statementTimeoutMs = options.statementTimeoutMs;
  const timeout = statementTimeoutMs ? ` -c statement_timeout=${Math.trunc(statementTimeoutMs)}` : '';
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    // One time zone for every connection, so timestamptz renders the same as under PGlite.
    options: `-c TimeZone=UTC${timeout}`,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    query_timeout: statementTimeoutMs ? statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS : undefined,
    // A peer that vanished without closing (a failover) is noticed by the kernel instead of never.
    keepAlive: true,
  });
  const description = `postgres ${describeUrl(connectionString)}`;
  const log = options.log ?? createLogger();
  const outages = createOutageLog(log, description, () => pool.query('SELECT 1'));

  /** The error to throw for `error`, noting an outage's start. */
  const failure = (error: unknown): unknown => {
    const normalised = normaliseDbError(error);
    if (normalised instanceof DatabaseUnavailableError) outages.failed(normalised);
    return normalised;
  };
  // An idle client losing its connection must not crash the process: the pool drops it, the next call reconnects.
  pool.on('error', (error) => {
    if (!(failure(error) instanceof DatabaseUnavailableError)) log.warn(`postgres pool: ${error.message}`);
  });
  // pg emits 'error' on a client whose connection dies. A client checked out for a transaction (or being
  // handed over, which can happen in the very socket read that brings the error) has no pool listener, and
  // the event would crash the process. The caller learns of it from its next statement, and the pool
  // discards a client whose connection failed when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });

  const names = new StatementNames(options.preparedStatements ?? PREPARED_STATEMENTS);
  const run = async <T extends Row>(client: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[], queryOptions?: QueryOptions) => {
    try {
      const name = queryOptions?.prepared ? names.nameOf(sql) : undefined;
      // pg reads the values without changing them.
      const values = params as unknown[] | undefined;
      const result = await (name === undefined ? client.query<T>(sql, values) : client.query<T>({ name, text: sql, values }));
      outages.succeeded();
      return { rows: result.rows } satisfies QueryResult<T>;
    } catch (error) {
      throw failure(error);
    }
  };

  // Without parameters pg uses the simple protocol, which accepts several statements.
  const runScript = async (client: pg.Pool | pg.PoolClient, sql: string) => {
    try {
      await client.query(sql);
      outages.succeeded();
    } catch (error) {
      throw failure(error);
    }
  };

  const connect = async () => {
    try {
      return await pool.connect();
    } catch (error) {
      throw failure(error);
    }
  };

  // Fail at startup, not on the first request, when the server cannot be reached.
  try {
    await run(pool, 'SELECT 1');
  } catch (error) {
    outages.close();
    await pool.end();
    throw error;
  }

  return {
    kind: 'postgres',
    description,
    query: (sql, params, options) => run(pool, sql, params, options),
    exec: (sql) => runScript(pool, sql),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await connect();
      let broken = false;
      try {
        await run(client, 'BEGIN');
        const result = await fn({
          query: (sql, params, options) => run(client, sql, params, options),
          exec: (sql) => runScript(client, sql),
        });
        // A COMMIT that fails with the connection lost may still have committed: the actions' idempotency
        // keys make the client's retry answer the stored result instead of acting twice.
        await run(client, 'COMMIT');
        return result;
      } catch (error) {
        // `run` has normalised (and logged) a database's error already; our own code's passes unchanged.
        const failed = normaliseDbError(error);
        if (failed instanceof DatabaseUnavailableError) {
          broken = true; // the connection is gone or unanswering: PostgreSQL ends the transaction itself
        } else {
          try {
            await client.query('ROLLBACK');
          } catch {
            broken = true;
          }
        }
        throw failed;
      } finally {
        // A client whose connection failed is discarded, never handed out again.
        client.release(broken);
      }
    },
    async close() {
      outages.close();
      await pool.end();
    },
  };
}

/** host:port/database, without user or password. */
export function describeUrl(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    const host = url.hostname || url.searchParams.get('host') || 'localhost';
    return `${host}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return '(DATABASE_URL)';
  }
}
