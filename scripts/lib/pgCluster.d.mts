// Types of pgCluster.mjs for the TypeScript tests that run their own cluster (data-service/test/database-outage.test.ts).

/** A directory holding initdb, pg_ctl and createdb, if PostgreSQL is installed. */
export function findPostgresBin(): string | undefined;

export function freePort(): Promise<number>;

export class PgCluster {
  constructor(bin: string, options?: { prefix?: string; settings?: string[] });
  readonly dir: string;
  readonly dataDir: string;
  /** initdb, start, create `database`; resolves with its `postgresql://` URL. */
  start(database: string): Promise<string>;
  /** `pg_ctl restart -m fast`; resolves once the server accepts connections again. */
  restart(): Promise<void>;
  /** `pg_ctl stop -m immediate`: a crash, open transactions lost. */
  crash(): Promise<void>;
  /** Starts again after crash(). */
  startAgain(): Promise<void>;
  /** Stops the server and removes its temp dir; safe to call twice. */
  stop(): void;
}
