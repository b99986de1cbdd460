import { test as base, expect, type Page, type Response } from '@playwright/test';
import { brands, type Brand, type BrandCode } from '../../brands';
import { AccountShell } from '../pages/AccountShell';
import { AppDocument } from '../pages/AppDocument';
import { DashboardPage } from '../pages/DashboardPage';
import { SignInPage } from '../pages/SignInPage';
import { DEMO_AGENT, loginAs, type AgentSession } from './dataService';
import { TOKEN_COOKIE } from './session';

/** Set per project in playwright.config.ts: the brand the server under test was built for. */
export interface E2EOptions {
  brandCode: BrandCode;
}

interface Screens {
  /** Expectations for the brand under test, straight from brands/ (the single source of truth). */
  brand: Brand;
  appDocument: AppDocument;
  signInPage: SignInPage;
  accountShell: AccountShell;
  dashboardPage: DashboardPage;
  /** The demo agent, signed in through the data service: the browser holds the session cookie. */
  demo: AgentSession;
  /** Every test fails on a Content-Security-Policy violation; a test that provokes one takes it from here. */
  cspViolations: CspViolations;
}

export interface CspViolations {
  /** The violations so far, removed from what the end-of-test check sees. */
  take(): string[];
}

const REPORT_CSP_VIOLATION = '__e2eReportCspViolation';
/** The trace recorder's fetch of a blob: image (see the `securitypolicyviolation` listener), as Chromium logs it. */
const TRACE_RECORDER_BLOB_FETCH = /^Connecting to 'blob:[^']*' violates the following Content Security Policy directive: "connect-src /;

/**
 * `page.goto` and `page.reload` return once the app's page has hydrated (`<html data-hydrated>`, set by
 * pages/_app), as they used to when the page's scripts ran before its `load` event: they now load after
 * the first paint (lib/pages/paintFirstScripts), which may come after `load`. A test that opens a page
 * and acts at once then acts as an agent does once the page answers. Not for a navigation asked to stop
 * earlier (`waitUntil: 'commit' | 'domcontentloaded'`), a page not served by the app, or without JavaScript.
 */
function waitingForHydration(page: Page, appOrigin: string): void {
  for (const name of ['goto', 'reload'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === 'object' && arg !== null);
      const stoppedEarly = options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded';
      const appPage = response !== null && new URL(response.url()).origin === appOrigin && (response.headers()['content-type'] ?? '').startsWith('text/html');
      if (appPage && !stoppedEarly) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      return response;
    };
  }
}

// Fixture callbacks name their hand-over `provide`: React's hooks lint rule reads a call to `use` as a hook.
export const test = base.extend<E2EOptions & Screens>({
  brandCode: ['yellow', { option: true }],
  page: async ({ page, baseURL, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false && baseURL) waitingForHydration(page, new URL(baseURL).origin);
    await provide(page);
  },
  brand: async ({ brandCode }, provide) => provide(brands[brandCode]),
  appDocument: async ({ page, request }, provide) => provide(new AppDocument(page, request)),
  signInPage: async ({ page, brand }, provide) => provide(new SignInPage(page, brand)),
  accountShell: async ({ page }, provide) => provide(new AccountShell(page)),
  dashboardPage: async ({ page }, provide) => provide(new DashboardPage(page)),
  demo: async ({ request, brand, context, baseURL }, provide) => {
    const session = await loginAs(request, brand.partnerCode, DEMO_AGENT.phone, DEMO_AGENT.password);
    await context.addCookies([{ name: TOKEN_COOKIE, value: session.token, url: baseURL! }]);
    await provide(session);
  },
  // On for every test in every project, so each screen any spec opens is checked under each build's policy.
  cspViolations: [
    async ({ context }, provide) => {
      const violations: string[] = [];
      await context.exposeBinding(REPORT_CSP_VIOLATION, (_source, report: string) => void violations.push(report));
      await context.addInitScript((reporter) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          // Playwright's trace recorder fetches a page's blob: images (a photo's preview) for its snapshots,
          // under the page's policy; the app itself never fetches a blob: URL.
          // (Chromium reports the blocked URI of a blob: as `blob`.)
          if (event.effectiveDirective === 'connect-src' && /^blob(:|$)/.test(event.blockedURI)) return;
          const source = event.blockedURI || 'inline';
          (window as unknown as Record<string, (report: string) => void>)[reporter](
            `${event.effectiveDirective} blocked ${source} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      }, REPORT_CSP_VIOLATION);
      // The browser's own console line also covers what the event misses (e.g. violations in workers).
      context.on('console', (message) => {
        if (/content security policy/i.test(message.text()) && !TRACE_RECORDER_BLOB_FETCH.test(message.text())) violations.push(message.text());
      });
      await provide({ take: () => violations.splice(0) });
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
