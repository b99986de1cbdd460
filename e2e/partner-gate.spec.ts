import { expect, test } from './support/fixtures';

// With the data service up, the server renders the partner's app straight away: no spinner first.

test.describe('an agent opening the app on a working connection', () => {
  test('gets the sign-in screen in the first HTML, with no loading spinner', async ({ request }) => {
    const response = await request.get('/auth');

    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1\b[^>]*>\s*Sign in\s*<\/h1>/);
    expect(html).not.toMatch(/role="status"/);
  });

  test('never sees the loading screen once the page has loaded', async ({ page, signInPage }) => {
    await signInPage.open();
    await page.waitForLoadState('networkidle');

    await expect(signInPage.heading).toBeVisible();
    await expect(signInPage.loadingScreen).toBeHidden();
  });
});
