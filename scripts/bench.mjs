#!/usr/bin/env node
// `npm run bench`: first-load JavaScript per page route of the last build, against a budget.
//
// Next 16 no longer prints the "First Load JS" column; scripts/lib/firstLoad.mjs recomputes it the way
// Next 15 did (gzip -9 of the `.js` files build-manifest.json lists for `/_app` and the route).
//
// Usage: node scripts/bench.mjs [--dist <dir>] [--budget <kB>] [--strict] [--json]
//   distDir: --dist, else NEXT_DIST_DIR, else .next. --strict exits 1 when any route is over budget.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildManifestPath, kB, measureFirstLoad } from './lib/firstLoad.mjs';

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

const manifestPath = buildManifestPath(distDir);
if (!fs.existsSync(manifestPath)) {
  console.error(`bench: ${path.relative(root, manifestPath)} not found — run npm run build first`);
  console.error('       (or point at another build with NEXT_DIST_DIR=<dir> / --dist <dir>)');
  process.exit(2);
}
const { sharedBytes: shared, sharedFileCount, routes: measured } = measureFirstLoad(distDir);
const routes = measured.map((r) => ({ ...r, overBudget: r.firstLoadBytes > budgetKb * 1000 }));

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
  console.log(`shared by all (/_app): ${kB(shared)} kB in ${sharedFileCount} files`);
  console.log(
    over.length === 0
      ? `bench: all ${routes.length} routes within ${budgetKb} kB`
      : `bench: ${over.length} of ${routes.length} routes over ${budgetKb} kB: ${over.map((r) => r.route).join(', ')}`,
  );
}

if (strict && over.length > 0) process.exit(1);
