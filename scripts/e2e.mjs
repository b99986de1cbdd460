#!/usr/bin/env node
// End-to-end run: builds the four brands (each into .next-e2e-<brand>), then `playwright test`, which
// starts the data service and one app server per build (see playwright.config.ts).
// Arguments pass through to Playwright: `node scripts/e2e.mjs --project brand-red`.
// BASE_URL set: nothing is built or started; the suite targets that deployment.
// E2E_SKIP_BUILD=1: reuse the builds already there (fails clearly when one is missing).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const brandCodes = JSON.parse(fs.readFileSync(path.join(root, 'brands', 'codes.json'), 'utf8'));
const bin = (name) => path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const targetsDeployment = Boolean(process.env.BASE_URL?.trim());
const skipBuild = process.env.E2E_SKIP_BUILD === '1';
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

// Build brands in the order the servers use them; yellow (the default) first.
const buildOrder = ['yellow', ...brandCodes.filter((code) => code !== 'yellow')];
// The generic build doubles as the "Intercom configured" build (e2e/chat-intercom.spec.ts): an app id is
// inlined at build time, and one more build would cost ~40 s of CI for one test. Likewise the red build
// reports errors (Sentry) to 127.0.0.1:18090, where e2e/security-error-reporting.spec.ts runs a recorder
// (e2e/support/errorRecorder.ts); with nothing listening the SDK's sends fail quietly.
const extraBuildEnv = {
  generic: { NEXT_PUBLIC_INTERCOM_APP_ID: 'e2e-intercom' },
  red: { NEXT_PUBLIC_SENTRY_DSN: 'http://e2epublickey@127.0.0.1:18090/1' },
};

if (targetsDeployment) {
  console.log(`e2e: BASE_URL=${process.env.BASE_URL} — building and starting nothing`);
} else if (skipBuild) {
  const missing = buildOrder.filter((code) => !fs.existsSync(path.join(root, `.next-e2e-${code}`, 'BUILD_ID')));
  if (missing.length > 0) {
    console.error(`e2e: E2E_SKIP_BUILD=1 but no build for ${missing.join(', ')}: run node scripts/e2e.mjs without it once`);
    process.exit(1);
  }
  console.log('e2e: E2E_SKIP_BUILD=1 — reusing .next-e2e-* builds');
} else {
  // `next build` points next-env.d.ts at its own output folder; put back what the developer had.
  const nextEnvPath = path.join(root, 'next-env.d.ts');
  const nextEnvBefore = fs.existsSync(nextEnvPath) ? fs.readFileSync(nextEnvPath, 'utf8') : undefined;
  const allStarted = Date.now();
  try {
    for (const code of buildOrder) {
      const started = Date.now();
      console.log(`\ne2e: building brand ${code} into .next-e2e-${code}`);
      const result = spawnSync(bin('next'), ['build'], {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...env,
          BRAND: code,
          NEXT_DIST_DIR: `.next-e2e-${code}`,
          NEXT_PUBLIC_GRAPHQL_URL: 'http://localhost:18080/v1/graphql',
          // `npm test`'s bench stage reads the yellow build's maps to name the packages in each first load;
          // no other build's maps are read, and writing them costs each build time.
          NEXT_BROWSER_SOURCE_MAPS: String(code === 'yellow'),
          // `npm test` type-checks the project in its typecheck stage: four builds need not check it again.
          NEXT_SKIP_TYPECHECK: 'true',
          ...extraBuildEnv[code],
        },
      });
      if (result.status !== 0) {
        console.error(`e2e: build of ${code} failed (${result.signal ?? `exit ${result.status}`}) after ${seconds(started)}`);
        process.exit(1);
      }
      console.log(`e2e: built ${code} in ${seconds(started)}`);
    }
  } finally {
    if (nextEnvBefore !== undefined) fs.writeFileSync(nextEnvPath, nextEnvBefore);
  }
  console.log(`e2e: ${buildOrder.length} builds in ${seconds(allStarted)}`);
}

const started = Date.now();
console.log(`\ne2e: playwright test ${process.argv.slice(2).join(' ')}`.trimEnd());
const result = spawnSync(bin('playwright'), ['test', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', env });
console.log(`e2e: playwright finished in ${seconds(started)}`);
if (targetsDeployment || result.status === null) process.exit(result.status ?? 1);

// No card number in what the run kept: its database, its servers' logs, its error reports.
const sweep = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/e2e-card-data-sweep.ts', '.data/e2e', '.data/e2e-logs'], { cwd: root, stdio: 'inherit', env });
if (sweep.status !== 0) console.error('e2e: FAILED: the card-data sweep found a card number (above), or could not read the run');
process.exit(result.status !== 0 ? result.status : sweep.status === 0 ? 0 : 1);
