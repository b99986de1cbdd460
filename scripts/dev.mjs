#!/usr/bin/env node
// `npm run dev`: the Paystack and Termii stand-ins, the data service (tsx watch) and `next dev` together, with
// prefixed output. The data service is given each stand-in's address and key unless PAYSTACK_BASE_URL (or
// TERMII_BASE_URL) points elsewhere (then that stand-in is not started). The Termii stand-in's page,
// http://127.0.0.1:8091/, lists every SMS the app "sent".
// Next starts once the data service answers /healthz, so the first page load already has data.
// Ctrl-C, or either process exiting, stops both. Extra arguments go to `next dev` (`npm run dev -- -p 3005`).
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

const dataPort = process.env.DATA_SERVICE_PORT || '8080';
const healthUrl = `http://127.0.0.1:${dataPort}/healthz`;
const HEALTH_TIMEOUT_MS = Number(process.env.DEV_HEALTH_TIMEOUT_MS || 120_000);

// The stand-in's public defaults (stand-ins/paystack/constants.ts).
const STAND_IN_SECRET_KEY = 'sk_test_standin_devicecover_local';
const STAND_IN_URL = 'http://127.0.0.1:8090';
const useStandIn = !process.env.PAYSTACK_BASE_URL;
// The Termii stand-in's (stand-ins/termii/constants.ts); its keys are the data service's defaults outside production.
const TERMII_STAND_IN_URL = 'http://127.0.0.1:8091';
const useTermiiStandIn = !process.env.TERMII_BASE_URL;

const colour = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (colour ? `\x1b[${code}m${text}\x1b[0m` : text);
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: process.env.NEXT_TELEMETRY_DISABLED ?? '1',
  // Development only: without HASURA_GRAPHQL_JWT_SECRET the data service signs with the public dev key.
  DATA_SERVICE_USE_DEV_JWT_SECRET: process.env.DATA_SERVICE_USE_DEV_JWT_SECRET ?? 'true',
  // Payments go to the local Paystack stand-in (stand-ins/paystack), which sends its webhooks to this data service.
  PAYSTACK_SECRET_KEY: process.env.PAYSTACK_SECRET_KEY || STAND_IN_SECRET_KEY,
  PAYSTACK_BASE_URL: process.env.PAYSTACK_BASE_URL || STAND_IN_URL,
  PAYSTACK_WEBHOOK_URL: process.env.PAYSTACK_WEBHOOK_URL || `http://127.0.0.1:${dataPort}/v1/payments/paystack/webhook`,
  // SMS go to the local Termii stand-in, which sends its delivery reports to this data service.
  TERMII_BASE_URL: process.env.TERMII_BASE_URL || TERMII_STAND_IN_URL,
  TERMII_REPORT_URL: process.env.TERMII_REPORT_URL || `http://127.0.0.1:${dataPort}/v1/messages/termii/report`,
  // A data service on another port is where the browser must find it too.
  NEXT_PUBLIC_GRAPHQL_URL: process.env.NEXT_PUBLIC_GRAPHQL_URL || `http://localhost:${dataPort}/v1/graphql`,
  ...(colour ? { FORCE_COLOR: '1' } : {}),
};

const children = new Map(); // name -> ChildProcess
let stopping = false;
let exitCode = 0;

function log(name, colourCode, line) {
  process.stdout.write(`${paint(colourCode, `[${name}]`)} ${line}\n`);
}

function start(name, colourCode, command, args) {
  log(name, colourCode, paint('2', `$ ${[path.basename(command), ...args].join(' ')}`));
  // Its own process group, so stopping it also stops what it spawned (tsx's watcher child, Next's workers).
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: process.platform !== 'win32' });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => log(name, colourCode, line));
  }
  child.on('error', (error) => {
    log(name, colourCode, paint('31', `could not start: ${error.message}`));
    stop(1);
  });
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      log(name, colourCode, paint('31', `exited (${signal ?? `code ${code}`}); stopping the other processes`));
      stop(code || 1);
    } else if (children.size === 0) {
      process.exit(exitCode);
    }
  });
  children.set(name, child);
  return child;
}

function signalTree(child, signal) {
  try {
    if (process.platform === 'win32') child.kill(signal);
    else process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  if (children.size === 0) process.exit(exitCode);
  log('dev', '35', `stopping ${[...children.keys()].join(' and ')}`);
  for (const child of children.values()) signalTree(child, 'SIGTERM');
  // Whatever ignores SIGTERM for 5 s is killed.
  setTimeout(() => {
    for (const child of children.values()) signalTree(child, 'SIGKILL');
    process.exit(exitCode);
  }, 5000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('SIGHUP', () => stop(0));

async function waitForHealth() {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (!stopping && Date.now() < deadline) {
    try {
      const response = await fetch(healthUrl, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

const started = Date.now();
if (useStandIn) start('paystack', '33', bin('tsx'), ['stand-ins/paystack/main.ts']);
if (useTermiiStandIn) start('termii', '34', bin('tsx'), ['stand-ins/termii/main.ts']);
start('data', '36', bin('tsx'), ['watch', 'data-service/src/main.ts']);
const healthy = await waitForHealth();
if (!stopping) {
  if (healthy) {
    log('dev', '35', `data service ready at ${healthUrl} after ${((Date.now() - started) / 1000).toFixed(1)} s; starting Next`);
  } else {
    log('dev', '33', `data service not healthy at ${healthUrl} after ${HEALTH_TIMEOUT_MS / 1000} s; starting Next anyway`);
  }
  start('app', '32', bin('next'), ['dev', ...process.argv.slice(2)]);
}
