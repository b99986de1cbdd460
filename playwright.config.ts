import fs from 'node:fs';
import { defineConfig, type PlaywrightTestProject } from '@playwright/test';
import { brandCodes, type BrandCode } from './brands';
import type { E2EOptions } from './e2e/support/fixtures';
import { deploymentBrandCode, deploymentUrl } from './e2e/support/target';
import chromiumArgs from './e2e/support/chromiumArgs.json';
import { E2E_ADMIN_SECRET } from './e2e/support/backOffice';
import { E2E_STORAGE_DIR } from './e2e/support/storageDir';
import { E2E_LOG_DIR } from './e2e/support/logDir';

/*
 * Two ways to run:
 * - Local (no BASE_URL): starts its own servers from the builds that `node scripts/e2e.mjs` makes
 *   (.next-e2e-<brand>): the data service on a fresh database, the yellow app, a yellow app whose server
 *   cannot reach the data service, and one app per other brand.
 * - BASE_URL=https://… : starts nothing and runs every spec that one deployment can answer against it.
 *   Its brand is BRAND (default yellow); the specs that need servers of their own are skipped.
 */

// Browsers cannot be downloaded here: Debian's Chromium is the one browser.
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromiumPath)) {
  throw new Error(`Chromium not found at ${chromiumPath}: install Debian chromium: apt-get install -y chromium`);
}

const isCI = Boolean(process.env.CI);

const DATA_SERVICE_PORT = 18080;
/** Nothing listens here: the "data service down" app's server-side rendering cannot reach it. */
const DEAD_DATA_SERVICE_URL = 'http://127.0.0.1:18099/v1/graphql';
const APP_PORTS: Record<BrandCode, number> = { yellow: 3100, generic: 3102, red: 3103, uk: 3104 };
const DATA_SERVICE_DOWN_PORT = 3101;
/** The carrier-grade NAT spec starts its own app server here (and its own data service: see the spec). */
const CARRIER_GRADE_NAT_PORT = 3105;
/**
 * The local Paystack stand-in (stand-ins/paystack): the data service's payment gateway in the run, its
 * checkout page the browser pays on, its control API the specs play the customer's bank with
 * (e2e/support/paystackStandIn.ts). Its key is the stand-in's public development key.
 */
const PAYSTACK_STAND_IN_PORT = 18190;
const PAYSTACK_STAND_IN_URL = `http://127.0.0.1:${PAYSTACK_STAND_IN_PORT}`;
const PAYSTACK_STAND_IN_KEY = 'sk_test_standin_devicecover_local';
/**
 * The local Termii stand-in (stand-ins/termii): where the data service sends SMS in the run (receipts…), with
 * its public development keys; its delivery reports go back to the data service.
 */
const TERMII_STAND_IN_PORT = 18191;
const TERMII_STAND_IN_URL = `http://127.0.0.1:${TERMII_STAND_IN_PORT}`;

const BRAND_SPEC = /brand\.spec\.ts$/;
const DATA_SERVICE_DOWN_SPEC = /data-service-down\.spec\.ts$/;
// Runs against the generic build, which scripts/e2e.mjs builds with an Intercom app id.
const CHAT_INTERCOM_SPEC = /chat-intercom\.spec\.ts$/;
// Runs against the red build, which scripts/e2e.mjs builds with a Sentry DSN pointing at the spec's recorder.
const ERROR_REPORTING_SPEC = /security-error-reporting\.spec\.ts$/;
// Needs the data service's default anonymous limit, which the shared one raises: it starts servers of its own.
const CARRIER_GRADE_NAT_SPEC = /carrier-grade-nat\.spec\.ts$/;

const appUrl = (port: number) => `http://127.0.0.1:${port}`;

/** A server's command with its output also written to the run's logs (e2e/support/logDir.ts). */
const logged = (name: string, command: string) => `node e2e/support/teeOutput.mjs ${E2E_LOG_DIR}/${name}.log ${command}`;

function appServer(brand: BrandCode, port: number, extraEnv: Record<string, string> = {}) {
  return {
    name: `app ${brand} :${port}`,
    command: logged(`app-${brand}-${port}`, `node node_modules/next/dist/bin/next start -p ${port}`),
    // A static file answers as soon as the server listens, without rendering a page.
    url: `${appUrl(port)}/favicon.ico`,
    env: {
      BRAND: brand,
      NEXT_DIST_DIR: `.next-e2e-${brand}`,
      NEXT_TELEMETRY_DISABLED: '1',
      GRAPHQL_INTERNAL_URL: `http://127.0.0.1:${DATA_SERVICE_PORT}/v1/graphql`,
      // Where the cards' QR codes point: the address the specs open (the server refuses to start without it).
      APP_PUBLIC_URL: appUrl(port),
      ...extraEnv,
    },
    reuseExistingServer: !isCI,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  };
}

// `playwright test` alone serves the builds that scripts/e2e.mjs makes: say so instead of Next's error.
if (!deploymentUrl && !process.argv.includes('--list')) {
  const missing = brandCodes.filter((code) => !fs.existsSync(`.next-e2e-${code}/BUILD_ID`));
  if (missing.length > 0) {
    throw new Error(
      `No e2e build for ${missing.join(', ')}: run \`node scripts/e2e.mjs\` (builds the four brands, then runs ` +
        'Playwright), or set BASE_URL to test a deployment',
    );
  }
}

function localProjects(): PlaywrightTestProject<E2EOptions>[] {
  return [
    {
      name: 'app',
      testIgnore: [BRAND_SPEC, DATA_SERVICE_DOWN_SPEC, CHAT_INTERCOM_SPEC, ERROR_REPORTING_SPEC, CARRIER_GRADE_NAT_SPEC],
      use: { baseURL: appUrl(APP_PORTS.yellow), brandCode: 'yellow' },
    },
    {
      name: 'data-service-down',
      testMatch: DATA_SERVICE_DOWN_SPEC,
      use: { baseURL: appUrl(DATA_SERVICE_DOWN_PORT), brandCode: 'yellow' },
    },
    {
      name: 'chat-intercom',
      testMatch: CHAT_INTERCOM_SPEC,
      use: { baseURL: appUrl(APP_PORTS.generic), brandCode: 'generic' },
    },
    {
      name: 'error-reporting',
      testMatch: ERROR_REPORTING_SPEC,
      use: { baseURL: appUrl(APP_PORTS.red), brandCode: 'red' },
    },
    {
      name: 'carrier-grade-nat',
      testMatch: CARRIER_GRADE_NAT_SPEC,
      use: { baseURL: appUrl(CARRIER_GRADE_NAT_PORT), brandCode: 'yellow' },
    },
    ...brandCodes.map((code) => ({
      name: `brand-${code}`,
      testMatch: BRAND_SPEC,
      use: { baseURL: appUrl(APP_PORTS[code]), brandCode: code },
    })),
  ];
}

function deploymentProject(url: string): PlaywrightTestProject<E2EOptions> {
  return { name: 'deployment', use: { baseURL: url, brandCode: deploymentBrandCode() } };
}

export default defineConfig<E2EOptions>({
  testDir: './e2e',
  outputDir: './test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Six servers on two cores: one browser at a time keeps the timings honest.
  workers: 1,
  fullyParallel: false,
  // No retries anywhere: a flaky test must show up as a failure, not hide behind a second try.
  retries: 0,
  forbidOnly: isCI,
  reporter: [['list'], ['./e2e/support/summary-reporter.ts']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
    // A trace costs every test a tenth more CPU to record, and a CI run's traces cannot be opened afterwards:
    // E2E_TRACE=1 records them (kept for failures only) when rerunning a failure here.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    video: 'off',
  },
  projects: deploymentUrl ? [deploymentProject(deploymentUrl)] : localProjects(),
  webServer: deploymentUrl
    ? undefined
    : [
        {
          name: `data service :${DATA_SERVICE_PORT}`,
          // A fresh database every run: the suite relies on the seed, not on what an earlier run left.
          command:
            `node -e "for (const dir of ['.data/e2e', '${E2E_STORAGE_DIR}', '${E2E_LOG_DIR}']) require('node:fs').rmSync(dir, { recursive: true, force: true })" && ` +
            logged('data-service', 'node node_modules/tsx/dist/cli.mjs data-service/src/main.ts'),
          url: `http://127.0.0.1:${DATA_SERVICE_PORT}/healthz`,
          env: {
            DATA_SERVICE_PORT: String(DATA_SERVICE_PORT),
            DATA_DIR: '.data/e2e',
            // Evidence files of this run (e2e/support/evidence.ts reads them), apart from `npm run dev`'s.
            STORAGE_DIR: E2E_STORAGE_DIR,
            DATA_SERVICE_USE_DEV_JWT_SECRET: 'true',
            // Every project's sign-in specs fail on purpose from 127.0.0.1, within one lockout window.
            DATA_SERVICE_LOGIN_FAILURES_PER_ADDRESS: '1000',
            // Every browser, app server and spec of the run is 127.0.0.1 to the data service: one address
            // carries what would be hundreds of visitors' anonymous requests and card checks.
            DATA_SERVICE_ANONYMOUS_ROOT_FIELDS_PER_MINUTE: '6000',
            DATA_SERVICE_LOOKUP_MISSES_PER_HOUR: '1000',
            // Payments through the Paystack stand-in; its checkout page sends the browser back to the yellow app.
            PAYSTACK_BASE_URL: PAYSTACK_STAND_IN_URL,
            PAYSTACK_SECRET_KEY: PAYSTACK_STAND_IN_KEY,
            // SMS through the Termii stand-in (its public keys are the data service's defaults outside production).
            TERMII_BASE_URL: TERMII_STAND_IN_URL,
            APP_PUBLIC_URL: appUrl(APP_PORTS.yellow),
            // A pending payment is asked about at the gateway after 15 s, not 15 minutes (e2e/payment-events.spec.ts).
            DATA_SERVICE_RECONCILE_AFTER_SECONDS: '15',
            // Specs stand in for a month passing through the admin role (e2e/support/backOffice.ts).
            HASURA_GRAPHQL_ADMIN_SECRET: E2E_ADMIN_SECRET,
          },
          reuseExistingServer: !isCI,
          // The first start migrates and seeds the embedded database.
          timeout: 120_000,
          gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
        },
        {
          name: `Paystack stand-in :${PAYSTACK_STAND_IN_PORT}`,
          command: 'node node_modules/tsx/dist/cli.mjs stand-ins/paystack/main.ts',
          // Its dashboard answers once it listens.
          url: `${PAYSTACK_STAND_IN_URL}/`,
          env: {
            PAYSTACK_STAND_IN_PORT: String(PAYSTACK_STAND_IN_PORT),
            PAYSTACK_SECRET_KEY: PAYSTACK_STAND_IN_KEY,
            PAYSTACK_WEBHOOK_URL: `http://127.0.0.1:${DATA_SERVICE_PORT}/v1/payments/paystack/webhook`,
            // Paystack retries a webhook not answered 200 after minutes; the run cannot wait that long.
            PAYSTACK_STAND_IN_RETRY_MS: '500,2000,5000',
          },
          reuseExistingServer: !isCI,
          timeout: 60_000,
          gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
        },
        {
          name: `Termii stand-in :${TERMII_STAND_IN_PORT}`,
          command: 'node node_modules/tsx/dist/cli.mjs stand-ins/termii/main.ts',
          // Its "Messages sent" page answers once it listens.
          url: `${TERMII_STAND_IN_URL}/`,
          env: {
            TERMII_STAND_IN_PORT: String(TERMII_STAND_IN_PORT),
            TERMII_REPORT_URL: `http://127.0.0.1:${DATA_SERVICE_PORT}/v1/messages/termii/report`,
          },
          reuseExistingServer: !isCI,
          timeout: 60_000,
          gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
        },
        appServer('yellow', APP_PORTS.yellow),
        appServer('yellow', DATA_SERVICE_DOWN_PORT, { GRAPHQL_INTERNAL_URL: DEAD_DATA_SERVICE_URL }),
        appServer('generic', APP_PORTS.generic),
        appServer('red', APP_PORTS.red),
        appServer('uk', APP_PORTS.uk),
      ],
});
