// The npm packages a built browser file carries code from, read from its source map. Turbopack names every
// module `turbopack:///[project]/<path>`, so a module from a package is `…/node_modules/<name>/…` (the
// innermost node_modules for a nested copy). A map's `sources` also lists modules that left no code in the
// file (tree-shaken re-exports, inlined constants: 57 of 2247 in the yellow build), so a package counts only
// when at least one mapping points into it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FlattenMap, decodedMappings } from '@jridgewell/trace-mapping';

const { sourceMapNameOf } = createRequire(import.meta.url)('./sourceMapName.cjs');

const NODE_MODULES = '/node_modules/';

/** The package a source path belongs to (`@scope/name` or `name`), or undefined for the project's own code. */
export function packageOfSource(source) {
  const start = source.lastIndexOf(NODE_MODULES);
  if (start < 0) return undefined;
  const [first, second] = source.slice(start + NODE_MODULES.length).split('/');
  if (!first || (first.startsWith('@') && !second)) return undefined;
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/** The packages with mapped code in a source map (plain or sectioned), sorted. */
export function packagesInSourceMap(rawMap) {
  const map = new FlattenMap(rawMap);
  const mappedSources = new Set();
  for (const line of decodedMappings(map)) {
    for (const segment of line) if (segment.length > 1) mappedSources.add(segment[1]);
  }
  const packages = new Set();
  for (const index of mappedSources) {
    const name = packageOfSource(map.sources[index] ?? '');
    if (name) packages.add(name);
  }
  return [...packages].sort();
}

export class MissingSourceMapError extends Error {}

/**
 * The packages in one file of the build at `distDir` (a path relative to it), through the map its trailing
 * `//# sourceMappingURL=` names (Turbopack's map names differ from the chunk names).
 */
export function packagesInBuildFile(distDir, file) {
  const full = path.join(distDir, file);
  const code = fs.readFileSync(full, 'utf8');
  const mapName = sourceMapNameOf(code);
  if (!mapName) {
    throw new MissingSourceMapError(`${file} has no source map: build without source maps: set NEXT_BROWSER_SOURCE_MAPS=true`);
  }
  const mapPath = path.join(path.dirname(full), mapName);
  if (!fs.existsSync(mapPath)) throw new MissingSourceMapError(`${file} names ${mapName}, which is not in the build`);
  return packagesInSourceMap(JSON.parse(fs.readFileSync(mapPath, 'utf8')));
}
