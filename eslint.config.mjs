// ESLint 9 flat config (Next 16 has no `next lint`): Next's Core Web Vitals and TypeScript rule sets.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { boundaries } from './eslint.boundaries.mjs';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  ...boundaries,
  {
    // CommonJS files (next.config.js, jest.config.js) and Jest tests that load modules afresh inside
    // jest.isolateModules() need a synchronous require().
    files: ['**/*.js', '**/*.cjs', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  globalIgnores([
    // Build output: the default build and one folder per brand (NEXT_DIST_DIR=.next-<name>).
    '.next/**',
    '.next*/**',
    'out/**',
    'build/**',
    '.swc/**',
    'node_modules/**',
    // Local databases, static files, test and coverage reports.
    '.data/**',
    'public/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'blob-report/**',
    // Generated files: Next's type references and generated GraphQL code.
    'next-env.d.ts',
    '**/__generated__/**',
    '**/*.generated.*',
    '**/generated/**',
  ]),
]);
