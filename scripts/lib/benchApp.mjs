// A yellow build served for a bench: the data service on a fresh database and `next start` on the build,
// on ports the caller picks (the build's NEXT_PUBLIC_GRAPHQL_URL, inlined at build time, must name the data
// service's port). Used by scripts/bench.mjs and scripts/bench-web.mjs; servers.mjs stops them.
import path from 'node:path';
import { startServer, waitUntilAnswering } from './servers.mjs';

export const dataServiceUrl = (port) => `http://127.0.0.1:${port}/v1/graphql`;

export const nextBin = (root) => path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const tsxBin = (root) => path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'tsx.cmd' : 'tsx');

/** The Paystack stand-in beside a bench's data service: on the data service's port + 110 (18190 beside 18080, as in the e2e run). */
export const standInPortOf = (dataServicePort) => dataServicePort + 110;

/**
 * Starts the data service with its database in `workDir`/db (which must not exist yet), and the Paystack
 * stand-in as its gateway (a pending payment's page asks the gateway as it renders; the demo agent's
 * pending payment is made through it); resolves once both answer.
 */
export async function startDataService({ root, port, workDir }) {
  const standInUrl = `http://127.0.0.1:${standInPortOf(port)}`;
  const standIn = startServer('paystack-stand-in', tsxBin(root), ['stand-ins/paystack/main.ts'], {
    cwd: root,
    logFile: path.join(workDir, 'paystack-stand-in.log'),
    env: { PAYSTACK_STAND_IN_PORT: String(standInPortOf(port)), PAYSTACK_WEBHOOK_URL: `http://127.0.0.1:${port}/v1/payments/paystack/webhook` },
  });
  const child = startServer('data-service', tsxBin(root), ['data-service/src/main.ts'], {
    cwd: root,
    logFile: path.join(workDir, 'data-service.log'),
    env: {
      DATA_SERVICE_PORT: String(port),
      DATA_DIR: path.join(workDir, 'db'),
      DATA_SERVICE_USE_DEV_JWT_SECRET: 'true',
      // Every browser of the run is 127.0.0.1 to the data service (as in playwright.config.ts).
      DATA_SERVICE_ANONYMOUS_ROOT_FIELDS_PER_MINUTE: '6000',
      DATA_SERVICE_LOOKUP_MISSES_PER_HOUR: '1000',
      // No key set: the stand-in's development key, at this address.
      PAYSTACK_BASE_URL: standInUrl,
    },
  });
  // The first start migrates and seeds the database.
  await Promise.all([waitUntilAnswering(standIn, `${standInUrl}/healthz`, 60_000), waitUntilAnswering(child, `http://127.0.0.1:${port}/healthz`, 120_000)]);
}

/** `next start` on the yellow build in `distDir` (relative to `root`); resolves once it answers. */
export async function startNextApp({ root, distDir, port, dataServicePort, workDir }) {
  const child = startServer('app', process.execPath, [nextBin(root), 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: root,
    logFile: path.join(workDir, 'app.log'),
    // APP_PUBLIC_URL: the cards' QR codes point here (`next start` refuses to start without it).
    env: { BRAND: 'yellow', NEXT_DIST_DIR: distDir, GRAPHQL_INTERNAL_URL: dataServiceUrl(dataServicePort), APP_PUBLIC_URL: `http://127.0.0.1:${port}` },
  });
  // A static file answers as soon as the server listens, without rendering a page.
  await waitUntilAnswering(child, `http://127.0.0.1:${port}/favicon.ico`, 60_000);
  return `http://127.0.0.1:${port}`;
}
