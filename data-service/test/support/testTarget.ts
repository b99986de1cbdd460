import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEFAULT_TOKEN_LIFETIME_MS } from '../../src/auth/jwt';
import { DEV_JWT_SECRET } from '../../src/auth/jwtSecret';
import { DEFAULT_CORS_DOMAINS, DEFAULT_UNAUTHORIZED_ROLE, type DataServiceConfig } from '../../src/config';
import { parseCorsDomains } from '../../src/http/cors';
import { DEFAULT_LIMITS } from '../../src/limits';
import { initialiseFromTemplate } from './pgliteTemplate';
import { copySeededPglite, createSeededPostgres, SEED_TEMPLATE_RUN } from './seededTemplate';

/**
 * Where a test's data lives: a fresh PGlite directory, or — when TEST_DATABASE_URL is set — a fresh
 * database on that PostgreSQL server. The same tests run against either.
 */
export interface TestTarget {
  kind: 'pglite' | 'postgres';
  /** Configuration for a service on this target, listening on a free port. */
  config: DataServiceConfig;
  /** Environment for a spawned `main.ts` on this target. */
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

export interface TestTargetOptions {
  /**
   * Start from a migrated, seeded database when the suite's runner keeps one for this run
   * (support/seededTemplate.ts); the caller still runs `migrate` and `seed`, which then find nothing to do.
   */
  seeded?: boolean;
}

export async function createTestTarget(options: TestTargetOptions = {}): Promise<TestTarget> {
  const seededRun = options.seeded ? SEED_TEMPLATE_RUN : undefined;
  const base = {
    port: 0,
    corsDomains: DEFAULT_CORS_DOMAINS,
    cors: parseCorsDomains(DEFAULT_CORS_DOMAINS),
    // The dev secret, so tokens from support/tokens.ts are accepted; an admin secret only when a test asks.
    jwtSecret: DEV_JWT_SECRET,
    adminSecret: undefined,
    unauthorizedRole: DEFAULT_UNAUTHORIZED_ROLE,
    tokenLifetimeMs: DEFAULT_TOKEN_LIFETIME_MS,
    // Every test request comes from 127.0.0.1 without a token or a forwarded address: one visitor asking
    // thousands of times. Per-address budgets are off unless a test sets them (security-limits.test.ts).
    limits: { ...DEFAULT_LIMITS, anonymousRootFieldsPerMinute: 0, lookupMissesPerHour: 0 },
  };
  // Evidence files of this target only, removed with it (the default, beside DATA_DIR, is shared).
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-service-test-files-'));
  const storage = { driver: 'disk' as const, dir: filesDir };
  const removeFiles = () => fs.rmSync(filesDir, { recursive: true, force: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-service-test-'));
    if (seededRun) await copySeededPglite(seededRun, dataDir);
    else await initialiseFromTemplate(dataDir);
    return {
      kind: 'pglite',
      config: { ...base, dataDir, databaseUrl: undefined, storage },
      env: { DATA_DIR: dataDir, STORAGE_DIR: filesDir },
      cleanup: async () => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        removeFiles();
      },
    };
  }

  const name = `ds_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  if (seededRun) await createSeededPostgres(seededRun, adminUrl, name);
  else await withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    kind: 'postgres',
    config: { ...base, dataDir: '(unused)', databaseUrl, storage },
    env: { DATABASE_URL: databaseUrl, STORAGE_DIR: filesDir },
    cleanup: async () => {
      await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      removeFiles();
    },
  };
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
