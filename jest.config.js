// @ts-check
const nextJest = require('next/jest');

// next/jest loads next.config.js and .env files and lets SWC transpile TS/TSX, as the app build does.
const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // npm test runs jest beside the e2e lane's builds and browser on two cores, where a screen test that takes
  // half a second alone has taken over 5 s (jest's default limit): a slow machine is not a failing test.
  testTimeout: 20_000,
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
  },
  // data-service has its own node:test suite and e2e is Playwright's.
  testMatch: ['<rootDir>/{lib,components,pages,theme,brands}/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/\\.next', '<rootDir>/data-service/', '<rootDir>/e2e/'],
  modulePathIgnorePatterns: ['<rootDir>/\\.next'],
  watchPathIgnorePatterns: ['<rootDir>/\\.next'],
};

module.exports = createJestConfig(config);
