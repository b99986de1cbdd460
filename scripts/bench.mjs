#!/usr/bin/env node
// `npm run bench`: first-load JavaScript of every page route of a yellow build, as a browser loads it, against
// the budget, and the heavy packages no first load may carry (scripts/lib/heavyPackages.mjs).
//
// Serves the build (`next start` on :3310, the data service on a fresh database in .data/bench), signs in as
// the seed's demo agent and claims officer, and opens every page of build-manifest.json in Chromium (/account pages as the agent, /office as the officer or operations,
// `[id]` pages filled from the demo data): scripts/lib/firstLoad.mjs says what a route loads and how it is
// counted. A route that ends on another path is reported as a redirect and not counted. The packages come
// from the loaded files' source maps, so the build needs NEXT_BROWSER_SOURCE_MAPS=true (the e2e builds have
// it). scripts/bench-budget.json holds the budget and the ratchet (scripts/lib/firstLoadBudget.mjs). Every
// chunk a route loads must also start with V8's compile hint (scripts/lib/compileHints.cjs).
//
// Usage: node scripts/bench.mjs [--dist <dir>] [--data-service-port <n>] [--strict] [--json]
//   --dist: default NEXT_DIST_DIR, else .next. --data-service-port: where the build's NEXT_PUBLIC_GRAPHQL_URL
//   points (default 18080, the e2e builds'). --strict: exit 1 on a failure. --json: the measurements as JSON.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDataService, startNextApp, dataServiceUrl } from './lib/benchApp.mjs';
import { cookiesFor, routePath, signInDemoAgent } from './lib/demoAgent.mjs';
import { gzipSizer, launchChromium, measureFirstLoad } from './lib/firstLoad.mjs';
import { judgeFirstLoads, kB } from './lib/firstLoadBudget.mjs';
import { isStopping, onStop, stopAll, stopOnSignals, takenPort } from './lib/servers.mjs';
import { MissingSourceMapError, packagesInBuildFile } from './lib/sourcePackages.mjs';

const { hasCompileHint } = createRequire(import.meta.url)('./lib/compileHints.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};

const distArg = option('--dist') || process.env.NEXT_DIST_DIR || '.next';
const distDir = path.resolve(root, distArg);
const dataServicePort = Number(option('--data-service-port') ?? 18080);
const strict = args.includes('--strict');
const asJson = args.includes('--json');
// Away from the e2e (18080 with 3100–3104), dev (8080, 3000) and bench:web (18180, 3210, 3211).
const APP_PORT = 3310;
const WORK_DIR = path.join(root, '.data', 'bench'); // emptied at every start: the database, server logs
const BUDGET_FILE = path.join(root, 'scripts', 'bench-budget.json');
// Next's special pages are not routes of their own; /404 and /500 render only on an error.
const NOT_ROUTES = new Set(['/_app', '/_error', '/_document', '/404', '/500']);

const log = (line) => process.stderr.write(`bench: ${line}\n`);

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(2);
}

// A page whose query string shows another screen is measured in each: the new-claim page's order picker,
// and its form for one order (filled from the demo data like a dynamic route).
const OTHER_STATES = {
  '/account/warranty/new': ['/account/warranty/new?order=[id]'],
  // A payment waiting for the customer (the transfer account read out, the poll to come) besides a paid one.
  '/account/payments/[id]': ['/account/payments/[id] (pending)'],
};

function pagesOfBuild() {
  const manifestPath = path.join(distDir, 'build-manifest.json');
  if (!fs.existsSync(manifestPath)) {
    fail(`${path.relative(root, manifestPath)} not found: build first (or point at a build with --dist <dir> / NEXT_DIST_DIR)`);
  }
  const { pages } = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  return Object.keys(pages)
    .filter((page) => !NOT_ROUTES.has(page) && page !== '/api' && !page.startsWith('/api/'))
    .sort()
    .flatMap((page) => [page, ...(OTHER_STATES[page] ?? [])]);
}

/** What one page loads: its files with their gzip sizes and packages, or where it redirects. */
async function measurePage(browser, appUrl, page, agent, gzipSize) {
  const visited = routePath(page, agent);
  const { finalPath, files, bytes } = await measureFirstLoad(browser, appUrl + visited, cookiesFor(page, agent), gzipSize);
  if (finalPath !== visited) return { route: page, redirectsTo: finalPath };
  const packages = new Set();
  let mappedFiles = 0;
  for (const file of files) {
    try {
      for (const name of packagesInBuildFile(distDir, file)) packages.add(name);
      mappedFiles += 1;
    } catch (error) {
      // Next's small generated files (page loaders, manifests) have no map; a route with none at all fails
      // (a build without source maps).
      if (!(error instanceof MissingSourceMapError)) throw error;
    }
  }
  return {
    route: page,
    bytes,
    files,
    packages: mappedFiles === 0 ? undefined : [...packages].sort(),
    withoutCompileHint: files.filter((file) => file.startsWith('static/chunks/') && !hasCompileHint(fs.readFileSync(path.join(distDir, file), 'utf8'))),
  };
}

const verdict = (line) => [...line.failures.map((failure) => `FAIL ${failure}`), ...line.known].join('; ') || 'ok';

function printTable(judged, budget, gzipSize) {
  const rows = [
    ['route', 'first load', 'files', 'result'],
    ...judged.routes.map((line) =>
      line.redirectsTo !== undefined
        ? [line.route, '-', '-', `redirects to ${line.redirectsTo}`]
        : [line.route, `${kB(line.bytes)} kB`, String(line.files.length), verdict(line)],
    ),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const format = (row) => row.map((cell, i) => (i === 0 || i === 3 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ').trimEnd();
  console.log(`First-load JS (gzip -9, as Chromium loads it) of ${path.relative(root, distDir) || '.'}; budget ${budget.budgetKb} kB per route`);
  console.log(format(rows[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows.slice(1)) console.log(format(row));
  const rendered = judged.routes.filter((line) => line.redirectsTo === undefined);
  const everywhere = rendered.reduce((common, line) => common.filter((file) => line.files.includes(file)), rendered[0]?.files ?? []);
  console.log(`loaded by every route: ${kB(everywhere.reduce((total, file) => total + gzipSize(file), 0))} kB in ${everywhere.length} files`);
  for (const entry of judged.staleEntries) console.log(`FAIL ${entry}`);
}

async function main() {
  const pages = pagesOfBuild();
  const budget = JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8'));
  const taken = await takenPort([dataServicePort, APP_PORT]);
  if (taken !== undefined) {
    fail(`port ${taken} is in use: stop what holds it (an e2e run's data service, an earlier bench?) and run again`);
  }

  fs.rmSync(WORK_DIR, { recursive: true, force: true });
  fs.mkdirSync(WORK_DIR, { recursive: true });
  log(`serving ${path.relative(root, distDir)} on :${APP_PORT}, the data service on :${dataServicePort}`);
  const [appUrl] = await Promise.all([
    startNextApp({ root, distDir: path.relative(root, distDir), port: APP_PORT, dataServicePort, workDir: WORK_DIR }),
    startDataService({ root, port: dataServicePort, workDir: WORK_DIR }),
  ]);
  const agent = await signInDemoAgent(root, dataServiceUrl(dataServicePort));

  const browser = await launchChromium();
  const forgetBrowser = onStop(() => browser.close());
  const gzipSize = gzipSizer(distDir);
  const measured = [];
  for (const page of pages) {
    measured.push(await measurePage(browser, appUrl, page, agent, gzipSize));
    const line = measured.at(-1);
    log(`${page}: ${line.redirectsTo !== undefined ? `redirects to ${line.redirectsTo}` : `${kB(line.bytes)} kB in ${line.files.length} files`}`);
  }
  await browser.close();
  forgetBrowser();
  await stopAll();

  const judged = judgeFirstLoads(measured, budget);
  const failed = judged.routes.some((line) => line.failures.length > 0) || judged.staleEntries.length > 0;
  if (asJson) {
    console.log(JSON.stringify({ distDir: path.relative(root, distDir), budget, ...judged }, null, 2));
  } else {
    printTable(judged, budget, gzipSize);
    const excused = judged.routes.filter((line) => line.known.length > 0).length;
    console.log(
      failed
        ? 'bench: FAILED'
        : excused > 0
          ? `bench: ok; ${excused} routes only pass through the exceptions in ${path.relative(root, BUDGET_FILE)}`
          : `bench: ok; every route within ${budget.budgetKb} kB, no heavy package in a first load`,
    );
  }
  return failed && strict ? 1 : 0;
}

stopOnSignals(log);
main()
  .then((code) => process.exit(code))
  .catch(async (error) => {
    // After Ctrl-C the browser's disappearance is expected, not worth a stack trace.
    const interrupted = isStopping();
    if (!interrupted) console.error(`bench: ${error.stack ?? error}`);
    await stopAll();
    process.exit(interrupted ? 130 : 1);
  });
