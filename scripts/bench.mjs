#!/usr/bin/env node
// `npm run bench`: first-load JavaScript per page route of the last build, against a budget.
//
// Next 16 no longer prints the "First Load JS" column, so this recomputes it the way Next 15 did
// (next/dist/build/utils.js getJsPageSizeInKb): the `.js` files that build-manifest.json lists for
// `/_app` and for the route, each file counted once, each gzipped on its own at level 9 (Next used the
// gzip-size package, whose default level is 9), summed, and shown in kB of 1000 bytes (pretty-bytes).
// `polyfillFiles` are left out as Next did (nomodule scripts modern browsers skip); `rootMainFiles`
// belongs to the app router and is empty for the pages router — if a build lists any, they are loaded
// by every page and are added.
//
// Usage: node scripts/bench.mjs [--dist <dir>] [--budget <kB>] [--strict] [--json]
//   distDir: --dist, else NEXT_DIST_DIR, else .next. --strict exits 1 when any route is over budget.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};

const distDir = path.resolve(root, option('--dist') || process.env.NEXT_DIST_DIR || '.next');
const budgetKb = Number(option('--budget') || process.env.BENCH_BUDGET_KB || 200);
const strict = args.includes('--strict');
const asJson = args.includes('--json');

// Next's special pages are not routes of their own: /_app is paid by every page (shown as "shared"),
// /_error only renders when no 404/500 page exists, /_document never reaches the browser.
const NOT_ROUTES = new Set(['/_app', '/_error', '/_document']);

const manifestPath = path.join(distDir, 'build-manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`bench: ${path.relative(root, manifestPath)} not found — run npm run build first`);
  console.error('       (or point at another build with NEXT_DIST_DIR=<dir> / --dist <dir>)');
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const pages = manifest.pages ?? {};

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) {
    const full = path.join(distDir, file);
    if (!fs.existsSync(full)) throw new Error(`bench: ${file} is in the manifest but not in ${distDir}`);
    gzipCache.set(file, gzipSync(fs.readFileSync(full), { level: 9 }).length);
  }
  return gzipCache.get(file);
}
const isJs = (file) => file.endsWith('.js');
const sum = (files) => files.reduce((total, file) => total + gzipBytes(file), 0);
const kB = (bytes) => (bytes / 1000).toFixed(1);

const everyPage = [...(manifest.rootMainFiles ?? [])].filter(isJs);
const appFiles = [...new Set([...everyPage, ...(pages['/_app'] ?? []).filter(isJs)])];
const shared = sum(appFiles);

const routes = Object.keys(pages)
  .filter((route) => !NOT_ROUTES.has(route))
  .sort()
  .map((route) => {
    const own = pages[route].filter(isJs);
    const all = [...new Set([...own, ...appFiles])];
    const firstLoad = sum(all);
    const self = sum(own.filter((file) => !appFiles.includes(file)));
    return { route, selfBytes: self, firstLoadBytes: firstLoad, overBudget: firstLoad > budgetKb * 1000 };
  });

const over = routes.filter((r) => r.overBudget);

if (asJson) {
  console.log(JSON.stringify({ distDir: path.relative(root, distDir), budgetKb, sharedBytes: shared, routes }, null, 2));
} else {
  console.log(`First-load JS (gzip -9) of ${path.relative(root, distDir) || '.'}; budget ${budgetKb} kB per route`);
  const rows = [
    ['route', 'page', 'first load', ''],
    ...routes.map((r) => [r.route, `${kB(r.selfBytes)} kB`, `${kB(r.firstLoadBytes)} kB`, r.overBudget ? `OVER by ${kB(r.firstLoadBytes - budgetKb * 1000)} kB` : 'ok']),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  for (const [i, row] of rows.entries()) {
    console.log(row.map((cell, c) => (c === 0 || c === 3 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ').trimEnd());
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  console.log(`shared by all (/_app): ${kB(shared)} kB in ${appFiles.length} files`);
  console.log(
    over.length === 0
      ? `bench: all ${routes.length} routes within ${budgetKb} kB`
      : `bench: ${over.length} of ${routes.length} routes over ${budgetKb} kB: ${over.map((r) => r.route).join(', ')}`,
  );
}

if (strict && over.length > 0) process.exit(1);
