import { expect, test } from './support/fixtures';
import { TOKEN_COOKIE, unexpiredLookingToken } from './support/session';

const ACCOUNT_PATHS = ['/account/anything', '/account/anything?x=1', '/account'];

/** Where a redirect answer sends the browser, or undefined when the answer is not a redirect. */
function redirectTarget(status: number, location: string | undefined): URL | undefined {
  if (status < 300 || status >= 400 || !location) return undefined;
  return new URL(location, 'http://app.invalid');
}

test.describe('an agent who is not signed in', () => {
  for (const path of ACCOUNT_PATHS) {
    test(`opening ${path} is sent to sign in, which remembers where they were going`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });

      expect([302, 307]).toContain(response.status());
      const target = redirectTarget(response.status(), response.headers()['location']);
      expect(target?.pathname).toBe('/auth');
      expect(target?.search).toBe(`?next=${encodeURIComponent(path)}`);
    });
  }

  test('following a bookmarked account link lands on the sign-in screen', async ({ page, signInPage }) => {
    await page.goto('/account/anything?x=1');

    await expect(page).toHaveURL(/\/auth\?next=%2Faccount%2Fanything%3Fx%3D1$/);
    await expect(signInPage.heading).toBeVisible();
  });
});

test.describe('an agent with a session', () => {
  for (const path of ACCOUNT_PATHS) {
    test(`opening ${path} is not sent back to sign in`, async ({ request }) => {
      const response = await request.get(path, {
        maxRedirects: 0,
        headers: { cookie: `${TOKEN_COOKIE}=${unexpiredLookingToken()}` },
      });

      const target = redirectTarget(response.status(), response.headers()['location']);
      expect(target?.pathname, `redirected to ${target?.href}`).not.toBe('/auth');
      expect(response.status()).toBeLessThan(500);
    });
  }

  test('stays on the account page they opened', async ({ baseURL, context, page }) => {
    await context.addCookies([{ name: TOKEN_COOKIE, value: unexpiredLookingToken(), url: baseURL! }]);

    const response = await page.goto('/account/anything');

    expect(response?.status()).toBeLessThan(500);
    expect(new URL(page.url()).pathname).toBe('/account/anything');
  });
});
