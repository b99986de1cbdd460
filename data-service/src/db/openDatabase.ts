import path from 'node:path';
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
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;

export function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) {
    return openPostgres(config.databaseUrl, { statementTimeoutMs: config.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS });
  }
  return openPglite(path.resolve(config.dataDir), config.dataDir);
}
