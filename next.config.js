// @ts-check
const { withSentryConfig } = require('@sentry/nextjs/config');
const { addCompileHints } = require('./scripts/lib/compileHints.cjs');

// The same list as brands/types.ts (kept in step by brands/brandCodes.test.ts): this file cannot import TypeScript.
const BRAND_CODES = require('./brands/codes.json');
const DEFAULT_BRAND = 'yellow';

function selectBrand(value) {
  const brand = (value ?? '').trim() || DEFAULT_BRAND;
  if (!BRAND_CODES.includes(brand)) {
    throw new Error(
      `Unknown BRAND "${brand}". Choose one of: ${BRAND_CODES.join(', ')} (default ${DEFAULT_BRAND}).`,
    );
  }
  return brand;
}

// The same on every response; the Content-Security-Policy, whose nonce changes per response, is the middleware's.
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
];

const brand = selectBrand(process.env.BRAND);

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // A separate output folder per build lets the end-to-end run serve every brand side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Source maps for the test and bench builds only: scripts/bench.mjs reads them to name the packages in a
  // route's first load. A production build serves none.
  productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCE_MAPS === 'true',
  // The e2e builds skip `next build`'s own type check (NEXT_SKIP_TYPECHECK=true, scripts/e2e.mjs): npm test's
  // typecheck stage checks the same project once instead of four builds checking it again. Any other build checks.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === 'true' },
  env: { NEXT_PUBLIC_BRAND: brand },
  // The brand's global CSS, generated ahead (npm run theme:css) and imported by pages/_app as a stylesheet.
  turbopack: { resolveAlias: { 'brand-global-css': `./theme/generated/${brand}.css` } },
  compiler: {
    // V8 compiles the browser chunks as they stream in, off the main thread (scripts/lib/compileHints.cjs).
    runAfterProductionCompile: async ({ distDir }) => {
      addCompileHints(distDir);
    },
  },
  async headers() {
    const headers = [...securityHeaders];
    if (process.env.NODE_ENV === 'production') {
      headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
    }
    return [{ source: '/:path*', headers }];
  },
  async rewrites() {
    return [{ source: '/manifest.webmanifest', destination: '/api/manifest' }];
  },
};

module.exports = withSentryConfig(nextConfig, {
  // No network at build time: nothing is uploaded and no telemetry is sent.
  silent: true,
  telemetry: false,
  sourcemaps: { disable: true },
  release: { create: false },
});
