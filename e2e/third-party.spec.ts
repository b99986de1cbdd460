import { expect, test } from './support/fixtures';

// Builds without NEXT_PUBLIC_SENTRY_DSN or NEXT_PUBLIC_INTERCOM_APP_ID must not reach out to anyone:
// agents pay for their mobile data, and the machine running the suite has no internet.

test('without Sentry and Intercom configured, the app talks only to itself and its data service', async ({
  baseURL,
  page,
  signInPage,
}) => {
  const allowedOrigins = new Set([new URL(baseURL!).origin, 'http://localhost:18080', 'http://127.0.0.1:18080']);
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (!allowedOrigins.has(url.origin)) elsewhere.push(request.url());
  });

  await signInPage.open();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await page.reload();
  await page.waitForLoadState('networkidle');

  expect(elsewhere).toEqual([]);
  const scripts = await page.locator('script[src]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('src')));
  expect(scripts.filter((src) => /intercom|sentry/i.test(src ?? ''))).toEqual([]);
});
