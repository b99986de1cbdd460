// Usage: node scripts/lockfile-resolution.mjs [package-lock.json]
// Prints what the lockfile resolves, platform binaries aside (scripts/lib/lockfileResolution.mjs).
// .ci/run compares it before and after `npm install`: a change in what is resolved fails the run.
import fs from 'node:fs';
import { lockfileResolution } from './lib/lockfileResolution.mjs';

const lockPath = process.argv[2] ?? 'package-lock.json';
process.stdout.write(`${JSON.stringify(lockfileResolution(JSON.parse(fs.readFileSync(lockPath, 'utf8'))), null, 1)}\n`);
