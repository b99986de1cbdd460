#!/usr/bin/env node
// `npm run test:data-service`: the data-service suite on PGlite and, at the same time, the same suite on a
// throwaway PostgreSQL cluster when the server binaries are installed (CI installs them). The two runs share
// nothing (each test opens its own database, on ports the system picks) and mostly wait (timeouts,
// restarts, sleeps), so side by side they take little more than the longer one. Each run's output goes out
// line by line, each line whole and marked with its database. Exits non-zero if any run fails. The cluster
// lives in a temp dir and is stopped and removed however the run ends.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
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

const activeChildren = new Set();
let cluster;
let interrupted = false;

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    for (const child of activeChildren) child.kill(signal);
    stopCluster();
    process.exit(130);
  });
}

/** Writes `stream`'s output to `out` one whole line at a time, each marked with `label`. */
function forwardLines(stream, out, label) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    if (lines.length > 0) out.write(lines.map((line) => `[${label}] ${line}\n`).join(''));
  });
  stream.on('end', () => {
    if (rest !== '') out.write(`[${label}] ${rest}\n`);
  });
}

/** Runs the suite with `env`; resolves with the exit code and the time taken. */
function runSuite(label, env) {
  console.log(`\n=== data service tests on ${label} ===`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', ...testFiles], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    activeChildren.add(child);
    forwardLines(child.stdout, process.stdout, label);
    forwardLines(child.stderr, process.stderr, label);
    child.on('close', (code, signal) => {
      activeChildren.delete(child);
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
}

async function main() {
  const failures = [];
  const runs = [runSuite('PGlite', { TEST_DATABASE_URL: '' }).then((code) => code === 0 || failures.push('PGlite'))];

  const bin = findPostgresBin();
  if (!bin) {
    console.log('\nskipped PostgreSQL: binaries not found (initdb, pg_ctl, createdb on PATH or under /usr/lib/postgresql/*/bin)');
  } else {
    try {
      cluster = new PgCluster(bin);
      const url = await cluster.start('data_service_test');
      console.log(`\nthrowaway PostgreSQL cluster from ${bin} on ${url.replace(/\/\/[^@]*@/, '//')}`);
      runs.push(runSuite('PostgreSQL', { TEST_DATABASE_URL: url }).then((code) => code === 0 || failures.push('PostgreSQL')));
    } catch (error) {
      console.error(`\nPostgreSQL run could not start: ${error.message}`);
      failures.push('PostgreSQL (setup)');
    }
  }
  await Promise.all(runs);
  stopCluster();
  if (interrupted) return 130;
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
