import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * Creating a PGlite data directory runs initdb (~3 s); copying a freshly initialised, still empty one
 * takes milliseconds. Test targets start from such a copy, so every test still migrates and seeds
 * from nothing. The template is kept per PGlite version in the temp directory.
 */
const TEMPLATE = path.join(os.tmpdir(), 'data-service-test-cache', `pglite-${pgliteVersion()}-empty`);

/** The installed PGlite version (its package.json is not exported, so found from the entry point). */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (dir !== path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
    }
    dir = path.dirname(dir);
  }
  throw new Error('cannot find the version of @electric-sql/pglite');
}

async function ensureTemplate(): Promise<void> {
  if (fs.existsSync(path.join(TEMPLATE, 'PG_VERSION'))) return;
  // Built aside and renamed into place, so a parallel test process never copies half a directory.
  const partial = `${TEMPLATE}.${process.pid}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  const db = await PGlite.create(partial);
  await db.close();
  fs.mkdirSync(path.dirname(TEMPLATE), { recursive: true });
  try {
    fs.renameSync(partial, TEMPLATE);
  } catch {
    fs.rmSync(partial, { recursive: true, force: true }); // another process got there first
  }
}

/** Fills `dataDir` with an initialised, empty PGlite cluster. */
export async function initialiseFromTemplate(dataDir: string): Promise<void> {
  await ensureTemplate();
  fs.cpSync(TEMPLATE, dataDir, { recursive: true });
}
