// The source map a built script names on its last line (`//# sourceMappingURL=<file>`, a file beside it;
// Turbopack's map names differ from the chunks' names). One reading for the compile hint's rewrite
// (compileHints.cjs) and the bench's count of packages (sourcePackages.mjs); CommonJS, as next.config.js
// loads the first.
const TRAILING_SOURCE_MAPPING_URL = /\/\/# sourceMappingURL=(\S+)\s*$/;

/** The map's file name, or undefined when the script names none (or inlines it as a data: URL). */
function sourceMapNameOf(code) {
  const name = TRAILING_SOURCE_MAPPING_URL.exec(code.slice(-500))?.[1];
  return name === undefined || name.startsWith('data:') ? undefined : decodeURIComponent(name);
}

module.exports = { sourceMapNameOf };
