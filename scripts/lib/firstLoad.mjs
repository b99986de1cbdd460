// First-load JavaScript of a route as a browser loads it: every same-origin `.js` file that Debian's Chromium
// (driven by Playwright) fetches for the route until the page is quiet (load, then no request for 500 ms,
// then 500 ms more), each counted once, gzipped on its own at level 9 from the build on disk, summed. That
// includes what the HTML names and what is fetched at once after it: next/dynamic chunks of server-rendered
// components, and an import() right after hydration. It leaves out other routes' code, which Next's router
// prefetches for the links on the page once it idles: it fetches a route's page loader as `<link
// rel=prefetch>` (Sec-Purpose: prefetch), then runs it, which fetches the route's chunks as plain scripts.
// Those prefetches are refused here; Next swallows the failure and never runs the loader.
// kB as Next showed them (gzip-size, level 9; 1000 bytes). Used by scripts/bench.mjs and scripts/bench-web.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const QUIET_MS = 500;
// The e2e's flags (playwright.config.ts reads the same file).
const CHROMIUM_ARGS = JSON.parse(fs.readFileSync(new URL('../../e2e/support/chromiumArgs.json', import.meta.url), 'utf8'));

/** Debian's Chromium, launched as playwright.config.ts launches it for the e2e. */
export async function launchChromium() {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
  return chromium.launch({
    executablePath: chromiumPath,
    args: CHROMIUM_ARGS,
  });
}

const isPrefetch = (request) => /prefetch/i.test(request.headers()['sec-purpose'] ?? '');

/**
 * Opens `url` in a fresh context (empty cache; `cookies` in its jar) and returns the path the page ended on
 * and the pathnames of the same-origin scripts it fetched, in order.
 */
async function loadedScripts(browser, url, cookies = []) {
  const { origin } = new URL(url);
  const context = await browser.newContext();
  try {
    if (cookies.length > 0) await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: origin, sameSite: 'Lax' })));
    await context.route('**/*', (route) => (isPrefetch(route.request()) ? route.abort() : route.continue()));
    const page = await context.newPage();
    const scripts = new Set();
    page.on('request', (request) => {
      const requested = new URL(request.url());
      if (requested.origin === origin && requested.pathname.endsWith('.js') && !isPrefetch(request)) scripts.add(requested.pathname);
    });
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    await page.waitForTimeout(QUIET_MS);
    // With its query: a query string may show another screen (a form for one order).
    const landed = new URL(page.url());
    return { finalPath: landed.pathname + landed.search, scripts: [...scripts] };
  } finally {
    await context.close();
  }
}

/**
 * The first load of `url`: the path the page ended on, the build files it loaded (relative to the build
 * folder) and their gzip bytes summed (`gzipSize` from gzipSizer()).
 */
export async function measureFirstLoad(browser, url, cookies, gzipSize) {
  const { finalPath, scripts } = await loadedScripts(browser, url, cookies);
  const files = scripts.map(buildFileOfScript);
  return { finalPath, files, bytes: files.reduce((total, file) => total + gzipSize(file), 0) };
}

/** Maps a script's URL path to its file in the build: `/_next/static/…` is `<distDir>/static/…`. */
function buildFileOfScript(scriptPath) {
  if (!scriptPath.startsWith('/_next/')) throw new Error(`${scriptPath} is not a file of the build (not under /_next/)`);
  return decodeURIComponent(scriptPath.slice('/_next/'.length));
}

/** gzip -9 size of each file (paths relative to `distDir`), cached per file. */
export function gzipSizer(distDir) {
  const sizes = new Map();
  return (file) => {
    if (!sizes.has(file)) {
      const full = path.join(distDir, file);
      if (!fs.existsSync(full)) throw new Error(`${file} was loaded but is not in ${distDir}: is the server serving another build?`);
      sizes.set(file, gzipSync(fs.readFileSync(full), { level: 9 }).length);
    }
    return sizes.get(file);
  };
}
