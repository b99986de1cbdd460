import pg from 'pg';
import { PREPARED_STATEMENTS, StatementNames } from './statementNames';
import { normaliseDbError, type Database, type QueryOptions, type Queryable, type QueryResult, type Row } from './types';

/** A real PostgreSQL server through a `pg` connection pool. */
export interface PostgresOptions {
  poolSize?: number;
  /** Set per connection: `SET LOCAL` would need a transaction per request, which costs throughput. */
  statementTimeoutMs?: number;
  /** Most statement texts kept prepared (`QueryOptions.prepared`) on each connection. */
  preparedStatements?: number;
}


export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<Database> {
  const timeout = options.statementTimeoutMs ? ` -c statement_timeout=${Math.trunc(options.statementTimeoutMs)}` : '';
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    // One time zone for every connection, so timestamptz renders the same as under PGlite.
    options: `-c TimeZone=UTC${timeout}`,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => {
    process.stderr.write(`postgres pool: ${error.message}\n`);
  });

  const names = new StatementNames(options.preparedStatements ?? PREPARED_STATEMENTS);
  const run = async <T extends Row>(client: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[], queryOptions?: QueryOptions) => {
    try {
      const name = queryOptions?.prepared ? names.nameOf(sql) : undefined;
      // pg reads the values without changing them.
      const values = params as unknown[] | undefined;
      const result = await (name === undefined ? client.query<T>(sql, values) : client.query<T>({ name, text: sql, values }));
      return { rows: result.rows } satisfies QueryResult<T>;
    } catch (error) {
      throw normaliseDbError(error);
    }
  };

  // Without parameters pg uses the simple protocol, which accepts several statements.
  const runScript = async (client: pg.Pool | pg.PoolClient, sql: string) => {
    try {
      await client.query(sql);
    } catch (error) {
      throw normaliseDbError(error);
    }
  };

  // Fail at startup, not on the first request, when the server cannot be reached.
  await run(pool, 'SELECT 1');

  return {
    kind: 'postgres',
    description: `postgres ${describeUrl(connectionString)}`,
    query: (sql, params, options) => run(pool, sql, params, options),
    exec: (sql) => runScript(pool, sql),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      let broken = false;
      try {
        await run(client, 'BEGIN');
        const result = await fn({
          query: (sql, params, options) => run(client, sql, params, options),
          exec: (sql) => runScript(client, sql),
        });
        await run(client, 'COMMIT');
        return result;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch {
          broken = true; // the connection is unusable; the pool must not hand it out again
        }
        throw normaliseDbError(error);
      } finally {
        client.release(broken);
      }
    },
    async close() {
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
