import assert from 'node:assert/strict';
import { test } from 'node:test';
import { packageOfSource, packagesInSourceMap } from './sourcePackages.mjs';

const project = (file) => `turbopack:///[project]/${file}`;

test('an unscoped package is named by the folder after node_modules', () => {
  assert.equal(packageOfSource(project('node_modules/qrcode.react/lib/esm/index.js')), 'qrcode.react');
});

test('a scoped package keeps its scope', () => {
  assert.equal(packageOfSource(project('node_modules/@sentry-internal/replay/build/npm/esm/index.js')), '@sentry-internal/replay');
});

test('a nested copy belongs to the innermost package', () => {
  assert.equal(packageOfSource(project('node_modules/@sentry/nextjs/node_modules/@sentry-internal/replay/index.js')), '@sentry-internal/replay');
  assert.equal(packageOfSource(project('node_modules/a/node_modules/papaparse/papaparse.js')), 'papaparse');
});

test("the project's own files and Turbopack's runtime belong to no package", () => {
  assert.equal(packageOfSource(project('components/auth/SignInForm.tsx')), undefined);
  assert.equal(packageOfSource('turbopack:///[turbopack]/browser/runtime/base/runtime-base.ts'), undefined);
  assert.equal(packageOfSource(project('node_modules/@scope-without-name')), undefined);
});

// Mappings: line 1 maps to source 0, line 2 to source 1 ("AACA" moves the source index by +1); source 2 is
// listed without any mapping, as Turbopack lists tree-shaken modules.
const plainMap = {
  version: 3,
  sources: [project('node_modules/zod/v4/index.js'), project('lib/validation/index.ts'), project('node_modules/papaparse/papaparse.js')],
  names: [],
  mappings: 'AAAA;AACA',
};

test('a package counts when the file has code mapped to it, not when its module is only listed', () => {
  assert.deepEqual(packagesInSourceMap(plainMap), ['zod']);
});

test('a sectioned map counts the packages of every section', () => {
  const sectioned = {
    version: 3,
    sections: [
      { offset: { line: 0, column: 0 }, map: plainMap },
      { offset: { line: 5, column: 0 }, map: { version: 3, sources: [project('node_modules/@scope/pkg/x.js')], names: [], mappings: 'AAAA' } },
    ],
  };
  assert.deepEqual(packagesInSourceMap(sectioned), ['@scope/pkg', 'zod']);
});
