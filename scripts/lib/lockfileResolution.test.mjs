import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lockfileResolution } from './lockfileResolution.mjs';

const lock = (extra = {}) => ({
  packages: {
    '': { dependencies: { next: '16.4.6' } },
    'node_modules/next': { version: '16.4.6', integrity: 'sha512-a', optionalDependencies: { '@next/swc-linux-x64-gnu': '16.4.6' } },
    'node_modules/@next/swc-linux-x64-gnu': { version: '16.4.6', optional: true, os: ['linux'], cpu: ['x64'] },
    ...extra,
  },
});

test('platform binaries npm adds or leaves out do not change what is resolved', () => {
  const more = lock({ 'node_modules/@next/swc-darwin-arm64': { version: '16.4.6', optional: true, os: ['darwin'], cpu: ['arm64'] } });
  assert.deepEqual(lockfileResolution(more), lockfileResolution(lock()));
  assert.deepEqual(Object.keys(lockfileResolution(lock())), ['', 'node_modules/next']);
});

test('another version, another package or another integrity is a change', () => {
  const base = lockfileResolution(lock());
  assert.notDeepEqual(lockfileResolution(lock({ 'node_modules/next': { version: '16.4.7', integrity: 'sha512-a' } })), base);
  assert.notDeepEqual(lockfileResolution(lock({ 'node_modules/papaparse': { version: '5.7.1', integrity: 'sha512-p' } })), base);
  assert.notDeepEqual(lockfileResolution(lock({ 'node_modules/next': { version: '16.4.6', integrity: 'sha512-b' } })), base);
});
