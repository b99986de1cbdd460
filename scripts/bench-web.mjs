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
// (scripts/lib/firstLoad.mjs, as `npm run bench` counts it), and which budget each misses. Lighthouse's
// reports are kept in .data/bench-web/lighthouse/ for profiling (bootup-time, long-tasks, the trace).
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
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { kB, measureFirstLoad } from './lib/firstLoad.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const tsxBin = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'tsx.cmd' : 'tsx');
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Ports of their own: the e2e uses 18080 and 3100–3104, `npm run dev` 8080 and 3000.
const DATA_SERVICE_PORT = 18180;
const APP_PORT = 3210;
const BASELINE_PORT = 3211;
const DATA_SERVICE_URL = `http://127.0.0.1:${DATA_SERVICE_PORT}/v1/graphql`;

const APP_DIST = '.next-bench-yellow';
const BASELINE_DIR = 'scripts/bench-web-baseline';
const BASELINE_DIST = '.next-bench-baseline'; // set in the fixture's next.config.js
const WORK_DIR = '.data/bench-web'; // emptied at every start: the database, server logs, Lighthouse reports

// What goes into the app's build; a newer file here means the build is stale. Tests are left out.
const APP_SOURCES = [
  'pages', 'components', 'lib', 'theme', 'brands', 'public', 'middleware.ts', 'instrumentation.ts',
  'instrumentation-client.ts', 'sentry.client.config.ts', 'sentry.server.config.ts', 'next.config.js',
  'tsconfig.json', 'package-lock.json',
];

const BUDGET = { score: 90, tbtMs: 200, firstLoadKb: 200 };

/**
 * The routes measured, by Next page; `[id]` pages are filled in with the demo agent's data. Signed-out
 * routes get no cookies.
 */
const ROUTES = [
  { page: '/auth', signedIn: false },
  { page: '/account/dashboard', signedIn: true },
  { page: '/account/customers', signedIn: true },
  { page: '/account/customers/[id]', signedIn: true, id: 'customerId' },
  { page: '/account/onboarding', signedIn: true },
  { page: '/account/buy-plan', signedIn: true },
  { page: '/account/cards', signedIn: true },
  { page: '/account/cards/[id]', signedIn: true, id: 'cardOrderId' },
  { page: '/verify', signedIn: false },
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
  const unknown = pages.filter((page) => !ROUTES.some((route) => route.page === page));
  if (unknown.length > 0) fail(`unknown route ${unknown.join(', ')}; known: ${ROUTES.map((r) => r.page).join(', ')}`);
  return ROUTES.filter((route) => pages.includes(route.page));
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

// --------------------------------------------------------------------------------------------- servers

const servers = new Set(); // running child processes, each the leader of its own process group
const browsers = new Set(); // running chrome-launcher instances
let stopping;

function portIsFree(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** Starts a server in its own process group (stopping it stops what it spawned), logging to WORK_DIR. */
function startServer(name, command, commandArgs, env) {
  const logFile = path.join(root, WORK_DIR, `${name}.log`);
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, commandArgs, {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', out, out],
    detached: true,
  });
  fs.closeSync(out);
  child.benchName = name;
  child.logFile = path.relative(root, logFile);
  servers.add(child);
  child.once('exit', () => servers.delete(child));
  return child;
}

async function waitUntilAnswering(child, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${child.benchName} exited while starting; see ${child.logFile}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${child.benchName} did not answer ${url} within ${timeoutMs / 1000} s; see ${child.logFile}`);
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Stops every browser and server: SIGTERM, then SIGKILL for what is still there after 5 s. */
function stopAll() {
  stopping ??= (async () => {
    for (const chrome of browsers) chrome.kill();
    const running = [...servers];
    for (const child of running) signalGroup(child, 'SIGTERM');
    const exited = running.map((child) => new Promise((resolve) => (servers.has(child) ? child.once('exit', resolve) : resolve())));
    const timeout = new Promise((resolve) => setTimeout(resolve, 5_000).unref());
    await Promise.race([Promise.all(exited), timeout]);
    for (const child of servers) signalGroup(child, 'SIGKILL');
  })();
  return stopping;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    log(`${signal}: stopping the servers`);
    stopAll().then(() => process.exit(130));
  });
}
// Last resort when the process ends some other way (an uncaught error): nothing keeps a port.
process.on('exit', () => {
  for (const child of servers) signalGroup(child, 'SIGKILL');
});

// ------------------------------------------------------------------------------------- the demo agent

async function graphql(query, variables = {}, token) {
  const response = await fetch(DATA_SERVICE_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const answer = await response.json();
  if (answer.errors?.length || !answer.data) throw new Error(`GraphQL: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

// brands/yellow.ts is TypeScript, which this script cannot import: its partner code is read from the source.
function yellowPartnerCode() {
  const source = fs.readFileSync(path.join(root, 'brands', 'yellow.ts'), 'utf8');
  const match = /partnerCode:\s*'([^']+)'/.exec(source);
  if (!match) throw new Error('no partnerCode in brands/yellow.ts');
  return match[1];
}

/** Signs in as the seed's demo agent (e2e/support/dataService.ts DEMO_AGENT) and finds the ids to visit. */
async function signInDemoAgent() {
  const { login } = await graphql(
    `mutation ($p: String!, $i: String!, $w: String!) {
      login(partner_code: $p, identifier: $i, password: $w) { token first_name last_name }
    }`,
    { p: yellowPartnerCode(), i: '08030000001', w: 'demo-password' },
  );
  const data = await graphql(
    `{
      customer(limit: 1, order_by: [{ created_at: asc }, { id: asc }]) { id }
      plan_order(where: { status: { _eq: "ACTIVE" } }, limit: 1, order_by: [{ created_at: asc }, { id: asc }]) { id }
    }`,
    {},
    login.token,
  );
  if (!data.customer[0] || !data.plan_order[0]) throw new Error('the demo agent has no customer or no active order');
  // What the sign-in screen stores (components/auth/useSignIn.ts): nookies URI-encodes the values.
  const user = { first_name: login.first_name, last_name: login.last_name };
  const cookies = [
    { name: 'DC_AGENT_TOKEN', value: encodeURIComponent(login.token) },
    { name: 'DC_AGENT_USER', value: encodeURIComponent(JSON.stringify(user)) },
  ];
  return { cookies, ids: { customerId: data.customer[0].id, cardOrderId: data.plan_order[0].id } };
}

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
  browsers.add(chrome);
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
    browsers.delete(chrome);
  }
}

/** Lighthouse now and then fails to record a load (NO_NAVSTART, "run Lighthouse again"): up to 3 tries. */
async function lighthouseRunWithRetries(url, cookies, reportFile) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(url, cookies, reportFile);
    } catch (error) {
      if (!error.lighthouseFailed || attempt === 3 || stopping) throw error;
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
  for (const port of [DATA_SERVICE_PORT, APP_PORT, BASELINE_PORT]) {
    if (!(await portIsFree(port))) fail(`port ${port} is in use: stop what holds it (an earlier bench:web?) and run again`);
  }

  ensureBuild('the yellow app', APP_DIST, APP_SOURCES, [], {
    BRAND: 'yellow',
    NEXT_DIST_DIR: APP_DIST,
    NEXT_PUBLIC_GRAPHQL_URL: DATA_SERVICE_URL,
  });
  // Webpack: Turbopack (Next 16.4) picks up the repository's middleware.ts for a project nested below it.
  ensureBuild('the baseline', BASELINE_DIST, [BASELINE_DIR + '/pages', BASELINE_DIR + '/next.config.js', 'package-lock.json'], [
    '--webpack',
    BASELINE_DIR,
  ]);

  fs.rmSync(path.join(root, WORK_DIR), { recursive: true, force: true });
  fs.mkdirSync(path.join(root, WORK_DIR, 'lighthouse'), { recursive: true });

  log(`starting the data service on :${DATA_SERVICE_PORT}, the app on :${APP_PORT}, the baseline on :${BASELINE_PORT}`);
  const dataService = startServer('data-service', tsxBin, ['data-service/src/main.ts'], {
    DATA_SERVICE_PORT: String(DATA_SERVICE_PORT),
    DATA_DIR: `${WORK_DIR}/db`,
    DATA_SERVICE_USE_DEV_JWT_SECRET: 'true',
    // Every browser of the run is 127.0.0.1 to the data service (as in playwright.config.ts).
    DATA_SERVICE_ANONYMOUS_ROOT_FIELDS_PER_MINUTE: '6000',
    DATA_SERVICE_LOOKUP_MISSES_PER_HOUR: '1000',
  });
  const app = startServer('app', process.execPath, [nextBin, 'start', '-H', '127.0.0.1', '-p', String(APP_PORT)], {
    BRAND: 'yellow',
    NEXT_DIST_DIR: APP_DIST,
    GRAPHQL_INTERNAL_URL: DATA_SERVICE_URL,
  });
  const baseline = startServer('baseline', process.execPath, [nextBin, 'start', '-H', '127.0.0.1', '-p', String(BASELINE_PORT), BASELINE_DIR]);
  await Promise.all([
    waitUntilAnswering(dataService, `http://127.0.0.1:${DATA_SERVICE_PORT}/healthz`, 120_000),
    waitUntilAnswering(app, `http://127.0.0.1:${APP_PORT}/favicon.ico`, 60_000),
    waitUntilAnswering(baseline, `http://127.0.0.1:${BASELINE_PORT}/`, 60_000),
  ]);

  const agent = await signInDemoAgent();
  const appFirstLoad = new Map(measureFirstLoad(path.join(root, APP_DIST)).routes.map((r) => [r.route, r.firstLoadBytes]));
  const lines = [];
  for (const route of routes) {
    const pathname = route.id ? route.page.replace('[id]', agent.ids[route.id]) : route.page;
    const result = await measure(route.page, `http://127.0.0.1:${APP_PORT}${pathname}`, route.signedIn ? agent.cookies : []);
    const line = { label: route.page, ...result, firstLoadBytes: appFirstLoad.get(route.page) };
    lines.push({ ...line, misses: budgetMisses(line) });
  }
  const baselineLine = {
    label: 'baseline (bare Next page)',
    ...(await measure('baseline', `http://127.0.0.1:${BASELINE_PORT}/`, [])),
    firstLoadBytes: measureFirstLoad(path.join(root, BASELINE_DIST)).routes.find((r) => r.route === '/').firstLoadBytes,
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
    const interrupted = stopping !== undefined;
    if (!interrupted) console.error(`bench:web: ${error.stack ?? error}`);
    await stopAll();
    process.exit(interrupted ? 130 : 1);
  });
