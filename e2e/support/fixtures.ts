import { test as base } from '@playwright/test';
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
}

// Fixture callbacks name their hand-over `provide`: React's hooks lint rule reads a call to `use` as a hook.
export const test = base.extend<E2EOptions & Screens>({
  brandCode: ['yellow', { option: true }],
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
});

export { expect } from '@playwright/test';
