// The servers a bench starts (data service, `next start`), each the leader of its own process group so that
// stopping it stops what it spawned (`next start` leaves a `next-server` child). Stopped however the run
// ends: stopAll() at the end, on SIGINT/SIGTERM/SIGHUP (stopOnSignals), SIGKILL on any other exit.
// Used by scripts/bench.mjs and scripts/bench-web.mjs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

const servers = new Set(); // running children
const cleanups = new Set(); // what else stopAll() stops first (browsers)
let stopping;

/** True while nothing accepts connections on 127.0.0.1:`port`. */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** The first of `ports` that is taken, or undefined. */
export async function takenPort(ports) {
  for (const port of ports) if (!(await portIsFree(port))) return port;
  return undefined;
}

/** Starts `command` in `cwd` in its own process group, its output appended to `logFile`. */
export function startServer(name, command, args, { cwd, env, logFile }) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', out, out],
    detached: true,
  });
  fs.closeSync(out);
  child.serverName = name;
  child.logFile = logFile;
  servers.add(child);
  child.once('exit', () => servers.delete(child));
  return child;
}

/** Resolves once `url` answers 2xx; throws when the server exits first or `timeoutMs` passes. */
export async function waitUntilAnswering(child, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${child.serverName} exited while starting; see ${child.logFile}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${child.serverName} did not answer ${url} within ${timeoutMs / 1000} s; see ${child.logFile}`);
}

/** Adds something stopAll() stops before the servers (a browser); returns the function that removes it. */
export function onStop(cleanup) {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** True once stopAll() has begun (errors after that are the stop's, not the run's). */
export const isStopping = () => stopping !== undefined;

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Stops what onStop() registered, then every server: SIGTERM, SIGKILL for what is left after 5 s. */
export function stopAll() {
  stopping ??= (async () => {
    for (const cleanup of cleanups) await Promise.resolve(cleanup()).catch(() => {});
    const running = [...servers];
    for (const child of running) signalGroup(child, 'SIGTERM');
    const exited = running.map((child) => new Promise((resolve) => (servers.has(child) ? child.once('exit', resolve) : resolve())));
    const timeout = new Promise((resolve) => setTimeout(resolve, 5_000).unref());
    await Promise.race([Promise.all(exited), timeout]);
    for (const child of servers) signalGroup(child, 'SIGKILL');
  })();
  return stopping;
}

/** Ctrl-C and friends stop everything and exit 130; any other exit kills what is still running. */
export function stopOnSignals(log) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      log(`${signal}: stopping the servers`);
      stopAll().then(() => process.exit(130));
    });
  }
  process.on('exit', () => {
    for (const child of servers) signalGroup(child, 'SIGKILL');
  });
}
