import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/db/openDatabase';
import { migrate } from '../../src/migrate/migrate';
import { seed } from '../../src/seed/seed';
import { initialiseFromTemplate } from './pgliteTemplate';

/**
 * Migrating and seeding a fresh database costs about a second (more on a busy machine), and most suites
 * start one or more: across the suite's two passes that was minutes of `npm test`. Within one run of the
 * suite (scripts/test-data-service.mjs sets TEST_SEED_TEMPLATE_RUN), a target that wants a seeded database
 * copies one migrated and seeded for this run and this Lagos date instead: a PGlite directory, or a
 * PostgreSQL template database. The code under test is the same for the whole run, so the copy holds what
 * migrating and seeding would write; the date is in the key because the demo's dates count from it.
 * Outside the runner (one file run by hand) nothing is cached and the caller migrates and seeds.
 * `lifecycle.test.ts` still migrates and seeds from nothing.
 */
export const SEED_TEMPLATE_RUN = process.env.TEST_SEED_TEMPLATE_RUN?.replace(/[^a-z0-9]/gi, '').toLowerCase() || undefined;

/** The cache of one run, removed by the runner when the run ends. */
export function seedTemplateRunDir(run: string): string {
  return path.join(os.tmpdir(), 'data-service-test-cache', `seeded-run-${run}`);
}

function lagosDate(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date()).replace(/-/g, '');
}

async function migrateAndSeed(where: { dataDir: string; databaseUrl: string | undefined }): Promise<void> {
  const db = await openDatabase(where);
  try {
    await migrate(db);
    await seed(db);
  } finally {
    await db.close();
  }
}

/** Fills `dataDir` with a copy of this run's migrated, seeded PGlite cluster (built on first use). */
export async function copySeededPglite(run: string, dataDir: string): Promise<void> {
  const template = path.join(seedTemplateRunDir(run), `pglite-${lagosDate()}`);
  if (!fs.existsSync(path.join(template, 'PG_VERSION'))) {
    // Built aside and renamed into place, so a parallel test process never copies half a directory.
    const partial = `${template}.${process.pid}.partial`;
    fs.rmSync(partial, { recursive: true, force: true });
    fs.mkdirSync(partial, { recursive: true });
    await initialiseFromTemplate(partial);
    await migrateAndSeed({ dataDir: partial, databaseUrl: undefined });
    try {
      fs.renameSync(partial, template);
    } catch {
      fs.rmSync(partial, { recursive: true, force: true }); // another process got there first
    }
  }
  fs.cpSync(template, dataDir, { recursive: true });
}

/** Creates database `name` on the server at `adminUrl` as a copy of this run's migrated, seeded one. */
export async function createSeededPostgres(run: string, adminUrl: string, name: string): Promise<void> {
  const template = `ds_seeded_${run}_${lagosDate()}`.slice(0, 63);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // One builder per template across the test processes sharing the server.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (rows.length === 0) {
        await admin.query(`CREATE DATABASE "${template}"`);
        const url = new URL(adminUrl);
        url.pathname = `/${template}`;
        await migrateAndSeed({ dataDir: '(unused)', databaseUrl: url.toString() });
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
}
