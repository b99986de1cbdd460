import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Servers a spec starts for itself when the run's shared ones cannot answer its question (e.g. a data
 * service with its default limits: the shared one runs with raised ones, see playwright.config.ts). Each
 * is the leader of its own process group, so stopping it also stops what it spawned (`next start` leaves a
 * `next-server` child).
 */
export interface OwnServer {
  stop(): Promise<void>;
}

const root = path.resolve(__dirname, '..', '..');

// What the servers read from the environment: none of the runner's own may reach a server that must run
// with its defaults. Both take an empty variable as unset.
const SERVER_SETTING = /^(DATA_SERVICE_|HASURA_GRAPHQL_|DATABASE_URL$|DATA_DIR$|APP_PUBLIC_URL$)/;

type Env = Record<string, string>;

function start(command: string, args: string[], env: Env, logFile: string): ChildProcess {
  const unset = Object.fromEntries(Object.keys(process.env).filter((name) => SERVER_SETTING.test(name)).map((name) => [name, '']));
  const log = fs.openSync(logFile, 'w');
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...unset, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', log, log],
    detached: true,
  });
  fs.closeSync(log);
  return child;
}

async function answering(child: ChildProcess, url: string, logFile: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${url}: the server exited while starting; see ${logFile}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s; see ${logFile}`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Already gone.
    }
  };
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    signal('SIGTERM');
    const timeout = setTimeout(() => signal('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timeout);
  };
}

async function serve(command: string, args: string[], env: Env, readyUrl: string, logFile: string, timeoutMs: number): Promise<OwnServer> {
  const child = start(command, args, env, logFile);
  const stop = stopper(child);
  try {
    await answering(child, readyUrl, logFile, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

/**
 * The data service on a fresh database in `workDir` (migrated and seeded with the demo), with every limit at
 * its default unless `env` says otherwise.
 */
export function startOwnDataService({ port, workDir, env = {} }: { port: number; workDir: string; env?: Env }): Promise<OwnServer> {
  const dataDir = path.join(workDir, 'db');
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  return serve(
    tsx,
    ['data-service/src/main.ts'],
    { DATA_SERVICE_PORT: String(port), DATA_DIR: dataDir, DATA_SERVICE_USE_DEV_JWT_SECRET: 'true', ...env },
    `http://127.0.0.1:${port}/healthz`,
    path.join(workDir, 'data-service.log'),
    60_000,
  );
}

const nextStart = (port: number) => [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-H', '127.0.0.1', '-p', String(port)];
const appOrigin = (port: number) => `http://127.0.0.1:${port}`;
// A static file answers as soon as the server listens, without rendering a page.
const appReadyUrl = (port: number) => `${appOrigin(port)}/favicon.ico`;

/** `next start` on the e2e build of `brand` (scripts/e2e.mjs), its server asking the data service at `graphqlUrl`. */
export function startOwnApp({ brand, port, graphqlUrl, workDir }: { brand: string; port: number; graphqlUrl: string; workDir: string }): Promise<OwnServer> {
  fs.mkdirSync(workDir, { recursive: true });
  return serve(
    process.execPath,
    nextStart(port),
    { BRAND: brand, NEXT_DIST_DIR: `.next-e2e-${brand}`, GRAPHQL_INTERNAL_URL: graphqlUrl, APP_PUBLIC_URL: appOrigin(port) },
    appReadyUrl(port),
    path.join(workDir, 'app.log'),
    60_000,
  );
}

/**
 * What `next start` on the e2e build of `brand` does with `env`: `exited` with its code, or `served` (it
 * answered, and was stopped) — and what it printed.
 */
export async function appStartOutcome({ brand, port, env, workDir }: { brand: string; port: number; env: Env; workDir: string }) {
  fs.mkdirSync(workDir, { recursive: true });
  const logFile = path.join(workDir, 'app-start.log');
  const child = start(process.execPath, nextStart(port), { BRAND: brand, NEXT_DIST_DIR: `.next-e2e-${brand}`, ...env }, logFile);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const outcome = await Promise.race([
    exited.then((code) => ({ kind: 'exited' as const, code })),
    answering(child, appReadyUrl(port), logFile, 30_000).then(
      () => ({ kind: 'served' as const }),
      () => ({ kind: 'exited' as const, code: child.exitCode }),
    ),
  ]);
  await stopper(child)();
  return { ...outcome, output: fs.readFileSync(logFile, 'utf8') };
}
