import path from 'node:path';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Database } from './types';

export interface DatabaseConfig {
  /** When set, a real PostgreSQL server; otherwise PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** As configured (may be relative to the working directory); used in messages. */
  dataDir: string;
}

export function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(path.resolve(config.dataDir), config.dataDir);
}
