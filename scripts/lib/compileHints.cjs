// V8's explicit compile hint on the build's browser chunks (next.config.js runs it after every production
// compile). A script that starts with `//# allFunctionsCalledOnLoad` has all its functions compiled as it
// streams in, on a background thread; without it V8 compiles each function on the main thread at its first
// call, which is most of the phone's first long task (every module factory runs as the page boots). Chrome
// 136+ reads the comment; other browsers see a comment. Only the first line counts, so it is prepended, and
// each chunk's source map is shifted one line down to match.
const fs = require('node:fs');
const path = require('node:path');
const { sourceMapNameOf } = require('./sourceMapName.cjs');

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const hasCompileHint = (source) => source.startsWith(COMPILE_HINT);

/** The chunk's own source map, if the build wrote one. */
function sourceMapOf(chunkFile, source) {
  const name = sourceMapNameOf(source);
  const mapFile = name === undefined ? undefined : path.join(path.dirname(chunkFile), name);
  return mapFile !== undefined && fs.existsSync(mapFile) ? mapFile : undefined;
}

/** A source map of a file that got one line more at its top: a plain map or an index map (`sections`). */
function shiftOneLine(map) {
  if (Array.isArray(map.sections)) {
    return { ...map, sections: map.sections.map((section) => ({ ...section, offset: { ...section.offset, line: section.offset.line + 1 } })) };
  }
  return { ...map, mappings: `;${map.mappings}` };
}

/** Every `.js` file under `dir`, recursively. */
function scriptsUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Prepends the compile hint to every browser chunk of the build in `distDir` (`static/chunks/**.js`: the
 * pages' chunks and those next/dynamic loads, each fetched when its code is about to run) and shifts their
 * source maps. A chunk that has it already is left alone, so running twice changes nothing. Returns how many
 * chunks got it.
 */
function addCompileHints(distDir) {
  let hinted = 0;
  // Chunks with the same code share one map (its name is a hash of its content): shifted once.
  const shiftedMaps = new Set();
  for (const chunkFile of scriptsUnder(path.join(distDir, 'static', 'chunks'))) {
    const source = fs.readFileSync(chunkFile, 'utf8');
    if (hasCompileHint(source)) continue;
    const mapFile = sourceMapOf(chunkFile, source);
    fs.writeFileSync(chunkFile, COMPILE_HINT + source);
    if (mapFile && !shiftedMaps.has(mapFile)) {
      fs.writeFileSync(mapFile, JSON.stringify(shiftOneLine(JSON.parse(fs.readFileSync(mapFile, 'utf8')))));
      shiftedMaps.add(mapFile);
    }
    hinted += 1;
  }
  return hinted;
}

module.exports = { COMPILE_HINT, addCompileHints, hasCompileHint };
