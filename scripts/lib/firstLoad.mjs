// First-load JavaScript per page route of a Next build (pages router), as Next 15 printed it and Next 16
// no longer does (next/dist/build/utils.js getJsPageSizeInKb): the `.js` files that build-manifest.json
// lists for `/_app` and for the route, each file counted once, each gzipped on its own at level 9 (Next used
// the gzip-size package, whose default level is 9), summed. `polyfillFiles` are left out as Next did
// (nomodule scripts modern browsers skip); `rootMainFiles` belongs to the app router and is empty for the
// pages router — if a build lists any, they are loaded by every page and are added.
// Used by scripts/bench.mjs (every route) and scripts/bench-web.mjs (the routes Lighthouse loads).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// Next's special pages are not routes of their own: /_app is paid by every page (shown as "shared"),
// /_error only renders when no 404/500 page exists, /_document never reaches the browser.
const NOT_ROUTES = new Set(['/_app', '/_error', '/_document']);

/** kB of 1000 bytes with one decimal, as Next showed them (pretty-bytes). */
export const kB = (bytes) => (bytes / 1000).toFixed(1);

/** Where `distDir`'s build manifest is; it exists once `next build` has finished. */
export const buildManifestPath = (distDir) => path.join(distDir, 'build-manifest.json');

/**
 * Every route's own and first-load bytes (gzip -9) in the build at `distDir`, sorted by route, and what
 * `/_app` costs every route. Throws when the build or one of its files is missing.
 */
export function measureFirstLoad(distDir) {
  const manifest = JSON.parse(fs.readFileSync(buildManifestPath(distDir), 'utf8'));
  const pages = manifest.pages ?? {};

  const gzipCache = new Map();
  const gzipBytes = (file) => {
    if (!gzipCache.has(file)) {
      const full = path.join(distDir, file);
      if (!fs.existsSync(full)) throw new Error(`${file} is in the manifest but not in ${distDir}`);
      gzipCache.set(file, gzipSync(fs.readFileSync(full), { level: 9 }).length);
    }
    return gzipCache.get(file);
  };
  const isJs = (file) => file.endsWith('.js');
  const sum = (files) => files.reduce((total, file) => total + gzipBytes(file), 0);

  const everyPage = [...(manifest.rootMainFiles ?? [])].filter(isJs);
  const appFiles = [...new Set([...everyPage, ...(pages['/_app'] ?? []).filter(isJs)])];

  const routes = Object.keys(pages)
    .filter((route) => !NOT_ROUTES.has(route))
    .sort()
    .map((route) => {
      const own = pages[route].filter(isJs);
      return {
        route,
        selfBytes: sum(own.filter((file) => !appFiles.includes(file))),
        firstLoadBytes: sum([...new Set([...own, ...appFiles])]),
      };
    });

  return { sharedBytes: sum(appFiles), sharedFileCount: appFiles.length, routes };
}
