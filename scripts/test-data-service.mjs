#!/usr/bin/env node
// `npm run test:data-service`: the data-service suite on PGlite, then the same suite on a throwaway
// PostgreSQL cluster when the server binaries are installed (CI installs them). Exits non-zero if any
// run fails. The cluster lives in a temp dir and is stopped and removed however the run ends.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEST_DIR = path.join('data-service', 'test');
const testFiles = fs
  .readdirSync(path.join(ROOT, TEST_DIR))
  .filter((name) => name.endsWith('.test.ts'))
  .sort()
  .map((name) => path.join(TEST_DIR, name));

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
      env: { ...process.env, ...env },
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

/** A directory holding initdb, pg_ctl and createdb: PATH first, then Debian's /usr/lib/postgresql/<version>/bin. */
function findPostgresBin() {
  const hasAll = (dir) => ['initdb', 'pg_ctl', 'createdb'].every((tool) => fs.existsSync(path.join(dir, tool)));
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && hasAll(dir)) return dir;
  }
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return undefined;
  const versions = fs
    .readdirSync(base)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(base, v, 'bin')).find(hasAll);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL tool; as root, as the `postgres` user (initdb and pg_ctl refuse to run as root). */
function pgTool(bin, tool, args) {
  const command = path.join(bin, tool);
  const asRoot = process.getuid?.() === 0;
  const result = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${tool} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  }
}

async function startCluster(bin) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-service-pg-'));
  const dataDir = path.join(dir, 'data');
  cluster = { bin, dir, dataDir, started: false };
  if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'postgres:', dir]);
  const port = await freePort();
  pgTool(bin, 'initdb', ['-D', dataDir, '--auth=trust', '--username=postgres', '--encoding=UTF8', '--no-locale', '--no-sync']);
  pgTool(bin, 'pg_ctl', [
    '-D', dataDir,
    '-l', path.join(dir, 'server.log'),
    '-o', `-k ${dir} -p ${port} -c listen_addresses=127.0.0.1 -c fsync=off`,
    '-w', 'start',
  ]);
  cluster.started = true;
  pgTool(bin, 'createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'data_service_test']);
  return `postgresql://postgres@127.0.0.1:${port}/data_service_test`;
}

function stopCluster() {
  if (!cluster) return;
  const { bin, dir, dataDir, started } = cluster;
  cluster = undefined;
  if (started) {
    try {
      pgTool(bin, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch (error) {
      console.error(`could not stop the test cluster: ${error.message}`);
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
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
      const url = await startCluster(bin);
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
