import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

const { COMPILE_HINT, addCompileHints } = createRequire(import.meta.url)('./compileHints.cjs');

/** A build folder with `files` (paths relative to it) written; returns its path. */
function buildWith(files) {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
    fs.writeFileSync(path.join(distDir, file), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return distDir;
}
const read = (distDir, file) => fs.readFileSync(path.join(distDir, file), 'utf8');
const readJson = (distDir, file) => JSON.parse(read(distDir, file));

const CHUNK = 'push([1,(e)=>{e.v(1)}]);\n//# sourceMappingURL=a1.js.map';

test("every browser chunk starts with V8's hint on a line of its own, nested ones too; other files are left alone", () => {
  const distDir = buildWith({
    'static/chunks/a.js': 'a();',
    'static/chunks/pages/b.js': 'b();',
    'static/chunks/c.css': 'body{}',
    'static/build-id/_buildManifest.js': 'self.__BUILD_MANIFEST={};',
    'server/pages/x.js': 'module.exports={};',
  });
  assert.equal(addCompileHints(distDir), 2);
  assert.equal(read(distDir, 'static/chunks/a.js'), '//# allFunctionsCalledOnLoad\na();');
  assert.equal(read(distDir, 'static/chunks/pages/b.js'), '//# allFunctionsCalledOnLoad\nb();');
  assert.equal(read(distDir, 'static/chunks/c.css'), 'body{}');
  assert.equal(read(distDir, 'static/build-id/_buildManifest.js'), 'self.__BUILD_MANIFEST={};');
  assert.equal(read(distDir, 'server/pages/x.js'), 'module.exports={};');
});

test("a chunk's map moves one line down with the code", () => {
  const distDir = buildWith({
    'static/chunks/a.js': CHUNK,
    'static/chunks/a1.js.map': { version: 3, sources: ['x.ts'], names: [], mappings: 'AAAA;AACA' },
  });
  addCompileHints(distDir);
  assert.equal(readJson(distDir, 'static/chunks/a1.js.map').mappings, ';AAAA;AACA');
});

test('an index map moves each of its sections one line down', () => {
  const section = (line) => ({ offset: { line, column: 0 }, map: { version: 3, sources: [], names: [], mappings: 'AAAA' } });
  const distDir = buildWith({
    'static/chunks/a.js': CHUNK,
    'static/chunks/a1.js.map': { version: 3, sections: [section(0), section(7)] },
  });
  addCompileHints(distDir);
  assert.deepEqual(
    readJson(distDir, 'static/chunks/a1.js.map').sections.map((entry) => entry.offset.line),
    [1, 8],
  );
});

test('chunks with the same code share one map, which moves once', () => {
  const distDir = buildWith({
    'static/chunks/a.js': CHUNK,
    'static/chunks/b.js': CHUNK,
    'static/chunks/a1.js.map': { version: 3, sources: [], names: [], mappings: 'AAAA' },
  });
  assert.equal(addCompileHints(distDir), 2);
  assert.equal(readJson(distDir, 'static/chunks/a1.js.map').mappings, ';AAAA');
});

test('running it again changes nothing', () => {
  const distDir = buildWith({
    'static/chunks/a.js': CHUNK,
    'static/chunks/a1.js.map': { version: 3, sources: [], names: [], mappings: 'AAAA' },
  });
  addCompileHints(distDir);
  assert.equal(addCompileHints(distDir), 0);
  assert.equal(read(distDir, 'static/chunks/a.js'), COMPILE_HINT + CHUNK);
  assert.equal(readJson(distDir, 'static/chunks/a1.js.map').mappings, ';AAAA');
});

test('a chunk without a map, or whose map is missing, still gets the hint', () => {
  const distDir = buildWith({ 'static/chunks/a.js': CHUNK, 'static/chunks/b.js': 'b();' });
  assert.equal(addCompileHints(distDir), 2);
  assert.ok(read(distDir, 'static/chunks/a.js').startsWith(COMPILE_HINT));
});
