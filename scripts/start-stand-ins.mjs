#!/usr/bin/env node
// `npm run start:stand-ins`: every local stand-in of an outside service, each on its default port, for a
// production-style demo (`npm start` beside it) or a test run from outside. Ctrl-C stops them all; one
// exiting stops the others. Each reads its own variables (stand-ins/README.md).
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'tsx.cmd' : 'tsx');

/** One line each: its name, its entry, its default port. */
export const STAND_INS = [
  { name: 'paystack', entry: 'stand-ins/paystack/main.ts', port: 8090 },
  { name: 's3', entry: 'stand-ins/s3/main.ts', port: 9000 },
  { name: 'termii', entry: 'stand-ins/termii/main.ts', port: 8091 },
];

const children = new Map();
let stopping = false;

function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children.values()) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(code);
  }, 5000).unref();
  if (children.size === 0) process.exit(code);
}

for (const standIn of STAND_INS) {
  const child = spawn(tsx, [standIn.entry], { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${standIn.name}] ${line}\n`));
  }
  child.on('exit', (code, signal) => {
    children.delete(standIn.name);
    if (!stopping) {
      process.stdout.write(`[${standIn.name}] exited (${signal ?? `code ${code}`}); stopping the others\n`);
      stop(code || 1);
    } else if (children.size === 0) {
      process.exit(0);
    }
  });
  children.set(standIn.name, child);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
