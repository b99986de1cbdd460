import { dataServiceUrl, DEMO_AGENT, expiredLookingToken, loginAs, NEEDS_DATA_SERVICE, tampered } from './support/dataService';
import { expect, test } from './support/fixtures';
import { TOKEN_COOKIE } from './support/session';

// An agent's session from sign-in to log out, against the seeded data service.

const USER_COOKIE = 'DC_AGENT_USER';
const FLOW_KEYS = ['dc-agent:onboarding', 'dc-agent:buy-plan'];

test.describe('signing in', () => {
  test('with the demo credentials the page shows, the agent lands on the dashboard', async ({ page, signInPage, dashboardPage, context }) => {
    await signInPage.open();
    await expect(signInPage.demoHint).toBeVisible();
    const { identifier, password } = await signInPage.demoCredentials();

    await signInPage.signIn(identifier, password);

    await expect(page).toHaveURL(/\/account\/dashboard$/);
    await expect(dashboardPage.greeting).toHaveText('Welcome back, Amaka');
    const cookies = await context.cookies();
    const token = cookies.find((c) => c.name === TOKEN_COOKIE);
    expect(token?.sameSite).toBe('Lax');
    // The cookie lives as long as the token: 7 days by default.
    expect((token?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    const user = JSON.parse(decodeURIComponent(cookies.find((c) => c.name === USER_COOKIE)?.value ?? '{}')) as Record<string, unknown>;
    // Scripts can read it: the name the screens show and nothing else (security #4).
    expect(user).toEqual({ first_name: 'Amaka', last_name: 'Okonkwo' });
  });

  test('"Sign in" tapped while the page’s scripts are still on their way signs in once they arrive, never through the address', async ({
    page,
    signInPage,
    dashboardPage,
  }) => {
    // The page paints before its scripts load (lib/pages/paintFirstScripts): hold them back, as a slow link does.
    let release = () => {};
    const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/**/*.js', async (route) => {
      await scriptsMayLoad;
      await route.continue();
    });
    const addresses: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) addresses.push(request.url());
    });
    await page.goto('/auth', { waitUntil: 'domcontentloaded' });

    await signInPage.signIn(DEMO_AGENT.phone, DEMO_AGENT.password);
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    release();

    await expect(page).toHaveURL(/\/account\/dashboard$/);
    await expect(dashboardPage.greeting).toHaveText('Welcome back, Amaka');
    expect(addresses.filter((address) => address.includes(DEMO_AGENT.password))).toEqual([]);
  });

  test('a wrong password says so and keeps the agent on the sign-in screen', async ({ page, signInPage, context }) => {
    await signInPage.open();
    await signInPage.signIn(DEMO_AGENT.phone, 'not-the-password');

    await expect(signInPage.formError).toHaveText('Incorrect phone number, email or password');
    await expect(page).toHaveURL(/\/auth$/);
    expect((await context.cookies()).map((c) => c.name)).not.toContain(TOKEN_COOKIE);
  });

  test('five failures lock the number, saying how many minutes are left', async ({ signInPage }) => {
    // A number of nobody, new on every run: attempts are counted per identifier whether or not it exists.
    const phone = `0809${String(Date.now()).slice(-7)}`;
    await signInPage.open();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await signInPage.signIn(phone, `wrong-${attempt}`);
      await expect(signInPage.formError).toHaveText('Incorrect phone number, email or password');
      await expect(signInPage.submit).toBeEnabled();
    }
    await signInPage.signIn(phone, 'wrong-5');
    await expect(signInPage.formError).toHaveText('Too many failed sign-in attempts. Try again in 15 minutes.');

    await signInPage.signIn(phone, 'wrong-6');
    await expect(signInPage.formError).toHaveText(/^Too many failed sign-in attempts\. Try again in 1[45] minutes\.$/);
  });

  test('a next that points off-site is ignored', async ({ page, signInPage }) => {
    await signInPage.open('/auth?next=%2F%2Fevil.example%2Fsteal');
    await signInPage.signIn(DEMO_AGENT.phone, DEMO_AGENT.password);

    await expect(page).toHaveURL(/\/account\/dashboard$/);
  });

  test('a next on this site is where the agent continues', async ({ page, signInPage }) => {
    await page.goto('/account/renewals');
    await expect(page).toHaveURL(/\/auth\?next=%2Faccount%2Frenewals$/);
    await signInPage.signIn(DEMO_AGENT.phone, DEMO_AGENT.password);

    await expect(page).toHaveURL(/\/account\/renewals$/);
  });

  test('an agent already signed in who opens /auth goes to the dashboard', async ({ page, request, baseURL, brand, context }) => {
    test.skip(!dataServiceUrl, NEEDS_DATA_SERVICE);
    const session = await loginAs(request, brand.partnerCode, DEMO_AGENT.phone, DEMO_AGENT.password);
    await context.addCookies([{ name: TOKEN_COOKIE, value: session.token, url: baseURL! }]);

    await page.goto('/auth');
    await expect(page).toHaveURL(/\/account\/dashboard$/);
  });
});

test.describe('a session that is no longer valid', () => {
  test.skip(!dataServiceUrl, NEEDS_DATA_SERVICE);

  test('a tampered cookie ends on sign-in with the notice, and the cookies are gone', async ({ page, request, baseURL, brand, context, signInPage }) => {
    const session = await loginAs(request, brand.partnerCode, DEMO_AGENT.phone, DEMO_AGENT.password);
    await context.addCookies([
      { name: TOKEN_COOKIE, value: tampered(session.token), url: baseURL! },
      { name: USER_COOKIE, value: encodeURIComponent('{"id":"x"}'), url: baseURL! },
    ]);

    await page.goto('/account/dashboard');

    await expect(page).toHaveURL(/\/auth\?ended=1&next=%2Faccount%2Fdashboard$/);
    await expect(signInPage.sessionEndedNotice).toBeVisible();
    await expect(page.getByText('Amaka Okonkwo')).toHaveCount(0);
    expect((await context.cookies()).map((c) => c.name)).toEqual(expect.not.arrayContaining([TOKEN_COOKIE, USER_COOKIE]));
  });

  test('an expired cookie ends on sign-in with the notice', async ({ page, baseURL, context, signInPage }) => {
    await context.addCookies([{ name: TOKEN_COOKIE, value: expiredLookingToken(), url: baseURL! }]);

    await page.goto('/account/orders');

    await expect(page).toHaveURL(/\/auth\?ended=1&next=%2Faccount%2Forders$/);
    await expect(signInPage.sessionEndedNotice).toBeVisible();
    expect((await context.cookies()).map((c) => c.name)).not.toContain(TOKEN_COOKIE);
  });
});

test.describe('logging out', () => {
  test('clears both cookies and both persisted flows, and back does not show the account again', async ({
    page,
    signInPage,
    accountShell,
    dashboardPage,
    context,
  }) => {
    await signInPage.open();
    await signInPage.signIn(DEMO_AGENT.phone, DEMO_AGENT.password);
    await dashboardPage.waitForFigures();
    await page.evaluate((keys) => {
      for (const key of keys) window.localStorage.setItem(key, JSON.stringify({ state: { values: { firstName: 'Chidi' } }, version: 1 }));
    }, FLOW_KEYS);
    await accountShell.goTo('Wallet');
    await expect(page).toHaveURL(/\/account\/wallet$/);

    await accountShell.logOut();

    await expect(page).toHaveURL(/\/auth$/);
    await expect(signInPage.heading).toBeVisible();
    expect((await context.cookies()).map((c) => c.name)).toEqual(expect.not.arrayContaining([TOKEN_COOKIE, USER_COOKIE]));
    const stored = await page.evaluate((keys) => keys.map((key) => window.localStorage.getItem(key)), FLOW_KEYS);
    expect(stored).toEqual([null, null]);

    // Back to the wallet: refused by the middleware (or, if the browser kept the page, left at once).
    await page.goBack();
    await expect(page).toHaveURL(/\/auth(\?|$)/);
    await expect(page.getByText('Amaka Okonkwo')).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/auth(\?|$)/);
    await expect(page.getByText('Amaka Okonkwo')).toHaveCount(0);
  });

  test('security #5: the data service refuses the old token once the agent has logged out', async ({
    page,
    request,
    signInPage,
    accountShell,
    dashboardPage,
    context,
  }) => {
    test.skip(!dataServiceUrl, NEEDS_DATA_SERVICE);
    await signInPage.open();
    await signInPage.signIn(DEMO_AGENT.phone, DEMO_AGENT.password);
    await dashboardPage.waitForFigures();
    const token = (await context.cookies()).find((c) => c.name === TOKEN_COOKIE)?.value;
    expect(token).toBeTruthy();

    await accountShell.logOut();
    await expect(page).toHaveURL(/\/auth$/);

    // A copy of the token (another tab, a stolen cookie) reads nothing any more.
    const response = await request.post(dataServiceUrl!, {
      data: { query: '{ agent { id } }' },
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    const answer = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(answer.errors?.[0]?.extensions?.code).toBe('invalid-jwt');
  });
});
