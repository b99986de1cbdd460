// A throwaway PostgreSQL cluster for tests and benchmarks: initdb in a temp dir, a free loopback port,
// fsync off, run as the `postgres` user when we are root (initdb and pg_ctl refuse to run as root).
// Stopping is synchronous so it can run from a signal handler; it also removes the temp dir.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A directory holding initdb, pg_ctl and createdb: PATH first, then Debian's /usr/lib/postgresql/<version>/bin. */
export function findPostgresBin() {
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

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL tool; as root, as the `postgres` user. */
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

/** pgTool without blocking the event loop, for a test that keeps serving requests while the server restarts. */
function pgToolAsync(bin, tool, args) {
  const command = path.join(bin, tool);
  const [file, argv] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}):\n${output}`))));
  });
}

export class PgCluster {
  /**
   * Claims a temp dir at once, so `stop()` can clean up even when `start()` is interrupted half-way.
   * @param {string} bin directory of the PostgreSQL binaries (see findPostgresBin)
   * @param {{ prefix?: string, settings?: string[] }} [options] extra `-c name=value` server settings
   */
  constructor(bin, options = {}) {
    this.bin = bin;
    this.settings = options.settings ?? [];
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), options.prefix ?? 'data-service-pg-'));
    this.dataDir = path.join(this.dir, 'data');
    this.started = false;
    this.stopped = false;
  }

  /** initdb, start, create `database`; resolves with its `postgresql://` URL. */
  async start(database) {
    if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'postgres:', this.dir]);
    const port = await freePort();
    pgTool(this.bin, 'initdb', ['-D', this.dataDir, '--auth=trust', '--username=postgres', '--encoding=UTF8', '--no-locale', '--no-sync']);
    const settings = ['listen_addresses=127.0.0.1', 'fsync=off', ...this.settings].map((s) => `-c ${s}`).join(' ');
    this.startArgs = ['-D', this.dataDir, '-l', path.join(this.dir, 'server.log'), '-o', `-k ${this.dir} -p ${port} ${settings}`, '-w', 'start'];
    pgTool(this.bin, 'pg_ctl', this.startArgs);
    this.started = true;
    pgTool(this.bin, 'createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database]);
    return `postgresql://postgres@127.0.0.1:${port}/${database}`;
  }

  /**
   * A planned restart (`pg_ctl restart -m fast`: open sessions are ended, then the server starts again on
   * the same port); resolves once it accepts connections. Asynchronous, so the caller keeps serving meanwhile.
   */
  restart() {
    return pgToolAsync(this.bin, 'pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'restart']);
  }

  /** A crash (`pg_ctl stop -m immediate`: every backend quits at once, open transactions lost); see startAgain(). */
  crash() {
    return pgToolAsync(this.bin, 'pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']);
  }

  /** Starts the server again after crash(), as start() did (it recovers from its WAL first). */
  startAgain() {
    return pgToolAsync(this.bin, 'pg_ctl', this.startArgs);
  }

  /** Stops the server (immediate mode) and removes the temp dir. Safe to call twice. */
  stop() {
    if (this.stopped) return;
    this.stopped = true;
    if (this.started) {
      try {
        pgTool(this.bin, 'pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch (error) {
        console.error(`could not stop the throwaway PostgreSQL cluster: ${error.message}`);
      }
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
