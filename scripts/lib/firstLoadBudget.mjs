// What `npm run bench --strict` fails on, per route, from what the route loaded. The app is slimmed over
// several sessions, so scripts/bench-budget.json ratchets: a route listed in `knownOverBudget` may stay over
// the budget up to its ceiling, one listed in `knownHeavy` may still load those heavy packages; every entry
// must still be true (a route back within budget, a package gone, a route no longer measured fails until
// its entry is removed), so the lists only shrink.
import { heavyPackagesIn, HEAVY_PACKAGES } from './heavyPackages.mjs';

/** kB of 1000 bytes with one decimal, as Next showed them (pretty-bytes). */
export const kB = (bytes) => (bytes / 1000).toFixed(1);

/**
 * `measured`: [{ route, bytes, packages, withoutCompileHint }] for the routes that rendered (`packages`
 * undefined when none of the route's files has a source map; `withoutCompileHint`, the chunks loaded without
 * V8's compile hint), [{ route, redirectsTo }] for those that redirected. Returns per route
 * its `failures` and `known` (exceptions the budget file allows), and `staleEntries`: failures of budget-file
 * entries for routes that were not measured.
 */
export function judgeFirstLoads(measured, budget, heavyPackages = HEAVY_PACKAGES) {
  const budgetBytes = budget.budgetKb * 1000;
  const knownOverBudget = budget.knownOverBudget ?? {};
  const knownHeavy = budget.knownHeavy ?? {};

  const routes = measured.map((line) => {
    if (line.redirectsTo !== undefined) return { ...line, failures: [], known: [] };
    const failures = [];
    const known = [];

    const ceilingKb = knownOverBudget[line.route];
    if (ceilingKb === undefined) {
      if (line.bytes > budgetBytes) failures.push(`over ${budget.budgetKb} kB by ${kB(line.bytes - budgetBytes)} kB`);
    } else if (line.bytes > ceilingKb * 1000) {
      failures.push(`over its knownOverBudget ceiling ${ceilingKb} kB by ${kB(line.bytes - ceilingKb * 1000)} kB`);
    } else if (line.bytes <= budgetBytes) {
      failures.push(`within ${budget.budgetKb} kB now: remove it from knownOverBudget`);
    } else {
      known.push(`known over budget (ceiling ${ceilingKb} kB)`);
    }

    const unhinted = line.withoutCompileHint ?? [];
    if (unhinted.length > 0) {
      failures.push(`${unhinted.length} chunks without V8's compile hint (${unhinted[0]}…): a build without next.config.js's runAfterProductionCompile?`);
    }

    if (line.packages === undefined) {
      failures.push('build without source maps: set NEXT_BROWSER_SOURCE_MAPS=true (heavy packages not checked)');
      return { ...line, failures, known };
    }
    const allowed = knownHeavy[line.route] ?? [];
    const heavy = heavyPackagesIn(line.route, line.packages, heavyPackages);
    for (const name of heavy.filter((name) => !allowed.includes(name))) {
      failures.push(`loads ${name} (${heavyPackages.find((entry) => entry.name === name).reason})`);
    }
    const knownHeavyHere = heavy.filter((name) => allowed.includes(name));
    if (knownHeavyHere.length > 0) known.push(`known heavy: ${knownHeavyHere.join(', ')}`);
    for (const name of allowed.filter((name) => !line.packages.includes(name))) {
      failures.push(`no longer loads ${name}: remove it from knownHeavy`);
    }
    return { ...line, failures, known };
  });

  const rendered = new Set(routes.filter((line) => line.redirectsTo === undefined).map((line) => line.route));
  const unmeasured = (list) => Object.keys(list).filter((route) => !rendered.has(route));
  const staleEntries = [
    ...unmeasured(knownOverBudget).map((route) => `${route} is in knownOverBudget but was not measured: remove it`),
    ...unmeasured(knownHeavy).map((route) => `${route} is in knownHeavy but was not measured: remove it`),
  ];
  return { routes, staleEntries };
}
