// @ts-check
// The bench's same-run baseline (scripts/bench-web.mjs): a bare Next page, built with the app's Next and
// served the same way, so a slow machine shows up as a low baseline rather than as a slow app.

/** @type {import('next').NextConfig} */
module.exports = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Beside the app's builds at the repository root, where .gitignore and ESLint already skip `.next-*`.
  distDir: '../../.next-bench-baseline',
};
