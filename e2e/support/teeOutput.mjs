#!/usr/bin/env node
// `node e2e/support/teeOutput.mjs <log file> <command> [args…]`: runs a server of the e2e run with its output
// shown as before and also appended to <log file>, so the card-data sweep after the run
// (scripts/e2e-card-data-sweep.ts) reads what the servers logged. SIGTERM and SIGINT pass to the server;
// its exit code is this one's.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const [logFile, command, ...args] = process.argv.slice(2);
if (!logFile || !command) {
  console.error('usage: node e2e/support/teeOutput.mjs <log file> <command> [args…]');
  process.exit(2);
}
fs.mkdirSync(path.dirname(logFile), { recursive: true });
const log = fs.createWriteStream(logFile, { flags: 'a' });
const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  log.write(chunk);
});
child.stderr.on('data', (chunk) => {
  process.stderr.write(chunk);
  log.write(chunk);
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(`teeOutput: could not start ${command}: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => log.end(() => process.exit(code ?? (signal ? 1 : 0))));
