#!/usr/bin/env node
// `npm run test:data-service`: the data-service suite on PGlite, then the same suite on a throwaway
// PostgreSQL cluster when the server binaries are installed (CI installs them). Exits non-zero if any
// run fails. The cluster lives in a temp dir and is stopped and removed however the run ends.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPostgresBin, PgCluster } from './lib/pgCluster.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEST_DIR = path.join('data-service', 'test');
const testFiles = fs
  .readdirSync(path.join(ROOT, TEST_DIR))
  .filter((name) => name.endsWith('.test.ts'))
  .sort()
  .map((name) => path.join(TEST_DIR, name));

// The run's migrated, seeded databases that the tests copy (data-service/test/support/seededTemplate.ts):
// one per run, so a change to the migrations or the seed is never served from an older run's copy.
const SEED_TEMPLATE_RUN = crypto.randomBytes(4).toString('hex');
const seedTemplateDir = path.join(os.tmpdir(), 'data-service-test-cache', `seeded-run-${SEED_TEMPLATE_RUN}`);

let activeChild;
let cluster;
let interrupted = false;

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    activeChild?.kill(signal);
    stopCluster();
    process.exit(130);
  });
}

/** Runs the suite with `env`; resolves with the exit code and the time taken. */
function runSuite(label, env) {
  console.log(`\n=== data service tests on ${label} ===`);
  const started = Date.now();
  return new Promise((resolve) => {
    activeChild = spawn(process.execPath, ['--import', 'tsx', '--test', ...testFiles], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, TEST_SEED_TEMPLATE_RUN: SEED_TEMPLATE_RUN, ...env },
    });
    activeChild.on('exit', (code, signal) => {
      activeChild = undefined;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const result = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
      console.log(`=== ${label}: ${result} in ${seconds} s ===`);
      resolve(code === 0 ? 0 : 1);
    });
  });
}

function stopCluster() {
  cluster?.stop();
  cluster = undefined;
  fs.rmSync(seedTemplateDir, { recursive: true, force: true });
}

async function main() {
  const failures = [];
  const pglite = await runSuite('PGlite', { TEST_DATABASE_URL: '' });
  if (pglite !== 0) failures.push('PGlite');
  if (interrupted) return 130;

  const bin = findPostgresBin();
  if (!bin) {
    console.log('\nskipped PostgreSQL: binaries not found (initdb, pg_ctl, createdb on PATH or under /usr/lib/postgresql/*/bin)');
  } else {
    try {
      cluster = new PgCluster(bin);
      const url = await cluster.start('data_service_test');
      console.log(`\nthrowaway PostgreSQL cluster from ${bin} on ${url.replace(/\/\/[^@]*@/, '//')}`);
      const pgResult = await runSuite('PostgreSQL', { TEST_DATABASE_URL: url });
      if (pgResult !== 0) failures.push('PostgreSQL');
    } catch (error) {
      console.error(`\nPostgreSQL run could not start: ${error.message}`);
      failures.push('PostgreSQL (setup)');
    } finally {
      stopCluster();
    }
  }

  stopCluster(); // and the run's seeded copies, with or without a cluster
  if (failures.length > 0) console.error(`\ndata service tests failed on: ${failures.join(', ')}`);
  return failures.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    stopCluster();
    process.exit(1);
  },
);
