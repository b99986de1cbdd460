import assert from 'node:assert/strict';
import { test } from 'node:test';
import { judgeFirstLoads } from './firstLoadBudget.mjs';

const budget = (extra = {}) => ({ budgetKb: 200, knownOverBudget: {}, knownHeavy: {}, ...extra });
const route = (name, kb, packages = []) => ({ route: name, bytes: kb * 1000, packages });
const failuresOf = (measured, file) => judgeFirstLoads(measured, file).routes[0].failures;

test('a route within the budget passes', () => {
  assert.deepEqual(failuresOf([route('/auth', 200)], budget()), []);
});

test('an unlisted route over the budget fails', () => {
  assert.deepEqual(failuresOf([route('/auth', 200.1)], budget()), ['over 200 kB by 0.1 kB']);
});

test('a listed route over the budget but within its ceiling passes as known', () => {
  const [line] = judgeFirstLoads([route('/auth', 260)], budget({ knownOverBudget: { '/auth': 263 } })).routes;
  assert.deepEqual(line.failures, []);
  assert.deepEqual(line.known, ['known over budget (ceiling 263 kB)']);
});

test('a listed route over its ceiling fails', () => {
  assert.deepEqual(failuresOf([route('/auth', 264)], budget({ knownOverBudget: { '/auth': 263 } })), [
    'over its knownOverBudget ceiling 263 kB by 1.0 kB',
  ]);
});

test('a listed route back within the budget fails until it is removed from the list', () => {
  assert.deepEqual(failuresOf([route('/auth', 199)], budget({ knownOverBudget: { '/auth': 263 } })), [
    'within 200 kB now: remove it from knownOverBudget',
  ]);
});

test('a forbidden package in a first load fails with its reason', () => {
  const [failure] = failuresOf([route('/auth', 100, ['zod'])], budget());
  assert.match(failure, /^loads zod \(.+\)$/);
});

test('a forbidden package listed in knownHeavy for the route passes as known', () => {
  const [line] = judgeFirstLoads([route('/auth', 100, ['zod'])], budget({ knownHeavy: { '/auth': ['zod'] } })).routes;
  assert.deepEqual(line.failures, []);
  assert.deepEqual(line.known, ['known heavy: zod']);
});

test('knownHeavy for one route does not excuse another', () => {
  const measured = [route('/verify', 100, ['react-use-intercom'])];
  assert.equal(failuresOf(measured, budget({ knownHeavy: { '/auth': ['react-use-intercom'] } })).length, 1);
});

test('a package listed in knownHeavy that the route no longer loads fails until it is removed', () => {
  assert.deepEqual(failuresOf([route('/auth', 100, [])], budget({ knownHeavy: { '/auth': ['zod'] } })), [
    'no longer loads zod: remove it from knownHeavy',
  ]);
});

test('a route whose files have no source maps fails, whatever the lists say', () => {
  const measured = [{ route: '/auth', bytes: 100_000, packages: undefined }];
  assert.deepEqual(failuresOf(measured, budget({ knownHeavy: { '/auth': ['zod'] } })), [
    'build without source maps: set NEXT_BROWSER_SOURCE_MAPS=true (heavy packages not checked)',
  ]);
});

test("a route that loads chunks without V8's compile hint fails, naming one", () => {
  const measured = [{ ...route('/auth', 150), withoutCompileHint: ['static/chunks/a.js', 'static/chunks/b.js'] }];
  assert.deepEqual(failuresOf(measured, budget()), [
    "2 chunks without V8's compile hint (static/chunks/a.js…): a build without next.config.js's runAfterProductionCompile?",
  ]);
});

test('a redirecting route is not judged, and list entries for it are stale', () => {
  const judged = judgeFirstLoads(
    [{ route: '/account', redirectsTo: '/account/dashboard' }],
    budget({ knownOverBudget: { '/account': 250 }, knownHeavy: { '/gone': ['zod'] } }),
  );
  assert.deepEqual(judged.routes[0].failures, []);
  assert.deepEqual(judged.staleEntries, [
    '/account is in knownOverBudget but was not measured: remove it',
    '/gone is in knownHeavy but was not measured: remove it',
  ]);
});
