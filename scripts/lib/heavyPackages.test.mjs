import assert from 'node:assert/strict';
import { test } from 'node:test';
import { heavyPackagesIn, HEAVY_PACKAGES } from './heavyPackages.mjs';

const listed = (name) => HEAVY_PACKAGES.find((entry) => entry.name === name);

test('the issue’s heavy packages are on the list, each with a reason', () => {
  const issueList = ['qrcode.react', 'papaparse', 'csv-stringify', '@sentry-internal/replay', '@sentry-internal/replay-canvas', 'react-use-intercom', 'zod'];
  for (const name of issueList) {
    assert.ok(listed(name), `${name} is not listed`);
    assert.ok(listed(name).reason.length > 0, `${name} has no reason`);
  }
});

test('a package forbidden everywhere is found on any route', () => {
  assert.deepEqual(heavyPackagesIn('/account/cards/[id]', ['react', 'qrcode.react']), ['qrcode.react']);
  assert.deepEqual(heavyPackagesIn('/verify', ['papaparse', 'react-use-intercom']), ['papaparse', 'react-use-intercom']);
});

test('zod is forbidden on every route', () => {
  assert.deepEqual(heavyPackagesIn('/auth', ['zod', 'react']), ['zod']);
  assert.deepEqual(heavyPackagesIn('/account/onboarding', ['zod', 'react']), ['zod']);
  assert.deepEqual(heavyPackagesIn('/account/buy-plan', ['zod']), ['zod']);
});

test('a package forbidden on listed routes only passes elsewhere', () => {
  const onAuth = [{ name: 'zod', routes: ['/auth'], reason: 'test' }];
  assert.deepEqual(heavyPackagesIn('/auth', ['zod'], onAuth), ['zod']);
  assert.deepEqual(heavyPackagesIn('/account/onboarding', ['zod'], onAuth), []);
});

test('packages not on the list pass', () => {
  assert.deepEqual(heavyPackagesIn('/auth', ['react', '@chakra-ui/react', '@sentry/core']), []);
});
