import path from 'node:path';
import type { Logger } from '../log';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Database } from './types';

export interface DatabaseConfig {
  /** When set, a real PostgreSQL server; otherwise PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** As configured (may be relative to the working directory); used in messages. */
  dataDir: string;
  /** PostgreSQL only (PGlite ignores `statement_timeout`): longest a statement may run before it is cancelled. */
  statementTimeoutMs?: number;
  /** PostgreSQL only: longest wait for a connection before a call is answered `database-unavailable`. */
  connectTimeoutMs?: number;
  /** PGlite only: longest a call may wait for its turn before it is answered `database-busy`. */
  pgliteMaxQueueWaitMs?: number;
  /** Where the database's outage lines go; stdout/stderr when absent. */
  log?: Logger;
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;

export function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) {
    return openPostgres(config.databaseUrl, {
      statementTimeoutMs: config.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
      connectTimeoutMs: config.connectTimeoutMs,
      log: config.log,
    });
  }
  return openPglite(path.resolve(config.dataDir), { dataDirLabel: config.dataDir, maxQueueWaitMs: config.pgliteMaxQueueWaitMs, log: config.log });
}
