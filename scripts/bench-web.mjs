#!/usr/bin/env node
// `npm run bench:web`: how the app boots on a cheap phone, measured by Lighthouse beside a bare Next page.
//
// Builds the yellow app into .next-bench-yellow (its own folder: NEXT_PUBLIC_GRAPHQL_URL is inlined at build
// time, also into the Content-Security-Policy's connect-src, and must name this bench's data service, not the
// e2e's on 18080) and the baseline fixture scripts/bench-web-baseline/ into .next-bench-baseline; either build
// is reused while it is newer than its sources. Then starts the data service on a fresh database, `next start`
// for both builds, signs in as the seed's demo agent, and runs Lighthouse (default config = the mobile preset:
// simulated slow 4G and 4× CPU slowdown; performance only) in Debian's Chromium, a fresh browser per run, N
// runs per route. Prints per route the medians of score, TBT, FCP, LCP and CLS, the route's first-load JS
// (measured once per route before the Lighthouse runs, as `npm run bench` measures it: scripts/lib/firstLoad.mjs),
// and which budget each misses. The app is built with browser source maps, so Lighthouse's reports, kept in
// .data/bench-web/lighthouse/ for profiling (bootup-time, long-tasks, the trace), name the modules.
//
// Signed-in routes carry the cookies the sign-in screen writes (DC_AGENT_TOKEN and DC_AGENT_USER), set in the
// browser's cookie jar: the server reads them from the request and the browser's Apollo client from
// document.cookie, as on a signed-in phone.
//
// Not part of `npm test`: the scores move by a few points from run to run, and the baseline line says how
// busy the machine was. Servers and browsers are stopped however the run ends (Ctrl-C too).
//
// Usage: node scripts/bench-web.mjs [--routes /auth,/account/dashboard] [--runs N] [--reuse] [--strict]
//   --routes: a subset of ROUTES below, by page (`/account/customers/[id]`); --runs: default 3;
//   --reuse: serve the builds there without checking their age; --strict: exit 1 when a route misses a budget.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { dataServiceUrl, nextBin as nextBinOf, startDataService, startNextApp } from './lib/benchApp.mjs';
import { cookiesFor, routePath, signInDemoAgent } from './lib/demoAgent.mjs';
import { gzipSizer, launchChromium, measureFirstLoad } from './lib/firstLoad.mjs';
import { kB } from './lib/firstLoadBudget.mjs';
import { isStopping, onStop, startServer, stopAll, stopOnSignals, takenPort, waitUntilAnswering } from './lib/servers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nextBin = nextBinOf(root);
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Ports of their own: the e2e uses 18080 and 3100–3104, `npm run dev` 8080 and 3000.
const DATA_SERVICE_PORT = 18180;
const APP_PORT = 3210;
const BASELINE_PORT = 3211;

const APP_DIST = '.next-bench-yellow';
const BASELINE_DIR = 'scripts/bench-web-baseline';
const BASELINE_DIST = '.next-bench-baseline'; // set in the fixture's next.config.js
const WORK_DIR = '.data/bench-web'; // emptied at every start: the database, server logs, Lighthouse reports

// What goes into the app's build; a newer file here means the build is stale. Tests are left out.
const APP_SOURCES = [
  'pages', 'components', 'lib', 'theme', 'brands', 'public', 'middleware.ts', 'instrumentation.ts',
  'instrumentation-client.ts', 'sentry.client.config.ts', 'sentry.server.config.ts', 'next.config.js',
  'tsconfig.json', 'package-lock.json', 'scripts/lib/compileHints.cjs',
];

const BUDGET = { score: 95, tbtMs: 150, firstLoadKb: 200 };

/**
 * The routes measured, by Next page; `[id]` pages are filled in with the demo data, /account pages are
 * visited signed in as the demo agent, /office pages as the claims officer or operations (scripts/lib/demoAgent.mjs).
 */
const ROUTES = [
  '/auth',
  '/account/dashboard',
  '/account/customers',
  '/account/customers/[id]',
  '/account/onboarding',
  '/account/buy-plan',
  '/account/cards',
  '/account/cards/[id]',
  '/account/orders',
  '/account/orders/[id]',
  '/account/orders/[id]/cancel',
  '/account/wallet',
  '/account/payments/[id]',
  '/account/payments/[id] (pending)',
  '/account/renewals',
  '/account/warranty',
  '/account/warranty/[id]',
  '/account/warranty/new',
  '/account/warranty/new?order=[id]',
  '/account/chat',
  '/account/profile',
  '/office/claims',
  '/office/claims/[id]',
  '/office/agents',
  '/office/agents/invite',
  '/office/agents/[id]',
  '/office/audit',
  '/office/customers',
  '/office/customers/[id]',
  '/office/plans',
  '/office/team',
  '/password/[token]',
  '/verify',
  '/verify/[code]',
];

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const runs = Number(option('--runs') ?? 3);
const reuse = args.includes('--reuse');
const strict = args.includes('--strict');
const routes = selectRoutes(option('--routes'));
if (!Number.isInteger(runs) || runs < 1) fail(`--runs must be a whole number ≥ 1, got ${option('--runs')}`);

const log = (line) => process.stderr.write(`bench:web: ${line}\n`);

function fail(message) {
  console.error(`bench:web: ${message}`);
  process.exit(2);
}

function selectRoutes(list) {
  if (!list) return ROUTES;
  const pages = list.split(',').map((page) => page.trim()).filter(Boolean);
  const unknown = pages.filter((page) => !ROUTES.includes(page));
  if (unknown.length > 0) fail(`unknown route ${unknown.join(', ')}; known: ${ROUTES.join(', ')}`);
  return ROUTES.filter((page) => pages.includes(page));
}

// ---------------------------------------------------------------------------------------------- builds

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(entry) ? 0 : stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(full).map((name) => newestMtime(path.join(entry, name))));
}

function buildIsFresh(distDir, sources) {
  const buildId = path.join(root, distDir, 'BUILD_ID');
  if (!fs.existsSync(buildId)) return false;
  return fs.statSync(buildId).mtimeMs > Math.max(...sources.map(newestMtime));
}

/** Builds unless a fresh build is there (or --reuse and any build is there). */
function ensureBuild(name, distDir, sources, buildArgs, env) {
  if (fs.existsSync(path.join(root, distDir, 'BUILD_ID')) && (reuse || buildIsFresh(distDir, sources))) {
    log(`reusing ${name} build in ${distDir}`);
    return;
  }
  log(`building ${name} into ${distDir}`);
  const started = Date.now();
  // `next build` points next-env.d.ts at its own output folder; put back what the developer had.
  const nextEnvPath = path.join(root, 'next-env.d.ts');
  const nextEnvBefore = fs.existsSync(nextEnvPath) ? fs.readFileSync(nextEnvPath, 'utf8') : undefined;
  try {
    const result = spawnSync(process.execPath, [nextBin, 'build', ...buildArgs], {
      cwd: root,
      stdio: ['ignore', process.stderr, process.stderr],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    });
    if (result.status !== 0) fail(`build of ${name} failed (${result.signal ?? `exit ${result.status}`})`);
  } finally {
    if (nextEnvBefore !== undefined) fs.writeFileSync(nextEnvPath, nextEnvBefore);
  }
  log(`built ${name} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

// Servers and browsers are stopped however the run ends (scripts/lib/servers.mjs).
stopOnSignals(log);

// -------------------------------------------------------------------------------------------- lighthouse

// Lighthouse's own launcher and browser driver, resolved from Lighthouse: its dependencies, not ours.
const fromLighthouse = createRequire(fileURLToPath(import.meta.resolve('lighthouse')));
const importFromLighthouse = (name) => import(pathToFileURL(fromLighthouse.resolve(name)).href);
const { launch: launchChrome } = await importFromLighthouse('chrome-launcher');
const { default: puppeteer } = await importFromLighthouse('puppeteer-core');

let lighthouseVersion = '?'; // as the reports say

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One Lighthouse run in a fresh browser; `cookies` go into its jar for the URL's host first. */
async function lighthouseRun(url, cookies, reportFile) {
  // handleSIGINT off: this script's own handler stops the browsers and the servers together.
  const chrome = await launchChrome({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox'],
    handleSIGINT: false,
  });
  const forgetChrome = onStop(() => chrome.kill());
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    const { hostname } = new URL(url);
    const jar = cookies.map((cookie) => ({ ...cookie, domain: hostname, path: '/', sameSite: 'Lax' }));
    if (jar.length > 0) await browser.setCookie(...jar);
    const result = await lighthouse(url, { onlyCategories: ['performance'], output: 'json', logLevel: 'error' }, undefined, page);
    await browser.disconnect();
    fs.writeFileSync(reportFile, result.report);
    const { lhr } = result;
    lighthouseVersion = lhr.lighthouseVersion;
    if (lhr.runtimeError) {
      throw Object.assign(new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code}`), { lighthouseFailed: true });
    }
    // A signed-in page that lands on /auth measured the wrong page.
    if (new URL(lhr.mainDocumentUrl).pathname !== new URL(url).pathname) {
      throw new Error(`${url} ended on ${lhr.mainDocumentUrl}`);
    }
    const metric = (id) => lhr.audits[id].numericValue;
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      tbt: metric('total-blocking-time'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      cls: metric('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
    forgetChrome();
  }
}

/** Lighthouse now and then fails to record a load (NO_NAVSTART, "run Lighthouse again"): up to 3 tries. */
async function lighthouseRunWithRetries(url, cookies, reportFile) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(url, cookies, reportFile);
    } catch (error) {
      if (!error.lighthouseFailed || attempt === 3 || isStopping()) throw error;
      log(`${error.message}; trying again`);
    }
  }
}

/** N runs of one URL after one unmeasured request (the server's first render of a page loads its modules). */
async function measure(label, url, cookies) {
  const cookieHeader = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  await fetch(url, { headers: cookieHeader ? { cookie: cookieHeader } : {}, redirect: 'manual' });
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    const slug = label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
    const reportFile = path.join(root, WORK_DIR, 'lighthouse', `${slug}-${run}.json`);
    const result = await lighthouseRunWithRetries(url, cookies, reportFile);
    log(`${label} run ${run}/${runs}: score ${result.score}, TBT ${Math.round(result.tbt)} ms`);
    results.push(result);
  }
  const scores = results.map((r) => r.score);
  return {
    score: median(scores),
    scoreRange: [Math.min(...scores), Math.max(...scores)],
    tbt: median(results.map((r) => r.tbt)),
    fcp: median(results.map((r) => r.fcp)),
    lcp: median(results.map((r) => r.lcp)),
    cls: median(results.map((r) => r.cls)),
  };
}

/** Each visit's first-load bytes, by page, in one Chromium closed before Lighthouse starts. */
async function measureFirstLoads(visits) {
  const browser = await launchChromium();
  const forgetBrowser = onStop(() => browser.close());
  const sizers = new Map();
  const gzipSize = (distDir) => sizers.get(distDir) ?? sizers.set(distDir, gzipSizer(path.join(root, distDir))).get(distDir);
  try {
    const bytes = new Map();
    for (const { page, url, cookies, distDir } of visits) {
      const firstLoad = await measureFirstLoad(browser, url, cookies, gzipSize(distDir));
      const { pathname, search } = new URL(url);
      if (firstLoad.finalPath !== pathname + search) throw new Error(`${url} ended on ${firstLoad.finalPath}`);
      bytes.set(page, firstLoad.bytes);
    }
    return bytes;
  } finally {
    await browser.close();
    forgetBrowser();
  }
}

// ----------------------------------------------------------------------------------------------- report

/** The budgets a line misses. CLS counts as 0 when Lighthouse would show 0.000. */
function budgetMisses(line) {
  const misses = [];
  if (line.score < BUDGET.score) misses.push(`score<${BUDGET.score}`);
  if (line.tbt > BUDGET.tbtMs) misses.push(`TBT>${BUDGET.tbtMs}`);
  if (Math.round(line.cls * 1000) > 0) misses.push('CLS>0');
  if (line.firstLoadBytes > BUDGET.firstLoadKb * 1000) misses.push(`JS>${BUDGET.firstLoadKb}kB`);
  return misses;
}

function printTable(lines, baseline) {
  const seconds = (ms) => (ms / 1000).toFixed(2);
  const row = (line, misses) => [
    line.label,
    `${line.score} (${line.scoreRange[0]}–${line.scoreRange[1]})`,
    String(Math.round(line.tbt)),
    seconds(line.fcp),
    seconds(line.lcp),
    line.cls.toFixed(3),
    `${kB(line.firstLoadBytes)} kB`,
    misses,
  ];
  const rows = [
    ['route', 'score (range)', 'TBT ms', 'FCP s', 'LCP s', 'CLS', 'first load', 'budgets'],
    ...lines.map((line) => row(line, line.misses.length === 0 ? 'ok' : `MISSES ${line.misses.join(', ')}`)),
    row(baseline, 'same-run baseline'),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((cells) => cells[i].length)));
  const leftAligned = new Set([0, 7]);
  const format = (cells) => cells.map((cell, i) => (leftAligned.has(i) ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ').trimEnd();
  console.log(
    `Lighthouse ${lighthouseVersion} mobile (simulated slow 4G, 4× CPU), performance only; median of ${runs} run${runs === 1 ? '' : 's'} per route`,
  );
  console.log(`Budgets: score ≥ ${BUDGET.score}, TBT ≤ ${BUDGET.tbtMs} ms, CLS 0, first-load JS ≤ ${BUDGET.firstLoadKb} kB (gzip)`);
  console.log(format(rows[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  rows.slice(1, -1).forEach((cells) => console.log(format(cells)));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  console.log(format(rows.at(-1)));
  const missing = lines.filter((line) => line.misses.length > 0);
  console.log(
    missing.length === 0
      ? `bench:web: all ${lines.length} routes within budget`
      : `bench:web: ${missing.length} of ${lines.length} routes miss a budget: ${missing.map((line) => line.label).join(', ')}`,
  );
}

// ------------------------------------------------------------------------------------------------- main

async function main() {
  if (!fs.existsSync(chromiumPath)) fail(`Chromium not found at ${chromiumPath}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  const taken = await takenPort([DATA_SERVICE_PORT, APP_PORT, BASELINE_PORT]);
  if (taken !== undefined) fail(`port ${taken} is in use: stop what holds it (an earlier bench:web?) and run again`);

  ensureBuild('the yellow app', APP_DIST, APP_SOURCES, [], {
    BRAND: 'yellow',
    NEXT_DIST_DIR: APP_DIST,
    NEXT_PUBLIC_GRAPHQL_URL: dataServiceUrl(DATA_SERVICE_PORT),
    NEXT_BROWSER_SOURCE_MAPS: 'true',
  });
  // Webpack: Turbopack (Next 16.4) picks up the repository's middleware.ts for a project nested below it.
  ensureBuild('the baseline', BASELINE_DIST, [BASELINE_DIR + '/pages', BASELINE_DIR + '/next.config.js', 'package-lock.json'], [
    '--webpack',
    BASELINE_DIR,
  ]);

  fs.rmSync(path.join(root, WORK_DIR), { recursive: true, force: true });
  fs.mkdirSync(path.join(root, WORK_DIR, 'lighthouse'), { recursive: true });

  log(`starting the data service on :${DATA_SERVICE_PORT}, the app on :${APP_PORT}, the baseline on :${BASELINE_PORT}`);
  const workDir = path.join(root, WORK_DIR);
  const baseline = startServer('baseline', process.execPath, [nextBin, 'start', '-H', '127.0.0.1', '-p', String(BASELINE_PORT), BASELINE_DIR], {
    cwd: root,
    logFile: path.join(workDir, 'baseline.log'),
  });
  const [appUrl] = await Promise.all([
    startNextApp({ root, distDir: APP_DIST, port: APP_PORT, dataServicePort: DATA_SERVICE_PORT, workDir }),
    startDataService({ root, port: DATA_SERVICE_PORT, workDir }),
    waitUntilAnswering(baseline, `http://127.0.0.1:${BASELINE_PORT}/`, 60_000),
  ]);
  const baselineUrl = `http://127.0.0.1:${BASELINE_PORT}/`;

  const agent = await signInDemoAgent(root, dataServiceUrl(DATA_SERVICE_PORT));
  const visits = routes.map((page) => ({ page, url: appUrl + routePath(page, agent), cookies: cookiesFor(page, agent) }));
  const firstLoads = await measureFirstLoads([
    ...visits.map((visit) => ({ ...visit, distDir: APP_DIST })),
    { page: 'baseline', url: baselineUrl, cookies: [], distDir: BASELINE_DIST },
  ]);
  const lines = [];
  for (const visit of visits) {
    const result = await measure(visit.page, visit.url, visit.cookies);
    const line = { label: visit.page, ...result, firstLoadBytes: firstLoads.get(visit.page) };
    lines.push({ ...line, misses: budgetMisses(line) });
  }
  const baselineLine = {
    label: 'baseline (bare Next page)',
    ...(await measure('baseline', baselineUrl, [])),
    firstLoadBytes: firstLoads.get('baseline'),
  };

  await stopAll();
  console.log('');
  printTable(lines, baselineLine);
  log(`Lighthouse reports: ${WORK_DIR}/lighthouse/`);
  return lines.some((line) => line.misses.length > 0) && strict ? 1 : 0;
}

main()
  .then((code) => process.exit(code))
  .catch(async (error) => {
    // After Ctrl-C the browser's disappearance is expected, not worth a stack trace.
    const interrupted = isStopping();
    if (!interrupted) console.error(`bench:web: ${error.stack ?? error}`);
    await stopAll();
    process.exit(interrupted ? 130 : 1);
  });
