import type { APIResponse } from '@playwright/test';
import { dataServiceUrl, NEEDS_DATA_SERVICE } from './support/dataService';
import { expect, test } from './support/fixtures';

// What every page tells the browser to refuse. The policy itself is unit-tested (lib/security); here: that
// it reaches the browser on every route with a fresh nonce that the page's own scripts carry, and that an
// injected script does not run. Every other spec checks its screens raise no violation (e2e/support/fixtures).

test.skip(!dataServiceUrl, NEEDS_DATA_SERVICE);

const SIGNED_IN_PAGES = ['/account/dashboard', '/account/customers', '/account/buy-plan', '/account/cards'];
const PUBLIC_PAGES = ['/auth', '/verify'];
const NOT_FOUND_PAGE = '/no-such-page';

/** The nonce a response's Content-Security-Policy allows scripts by. */
function scriptNonce(response: APIResponse): string {
  const policy = response.headers()['content-security-policy'] ?? '';
  const scriptSources = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scriptSources)?.[1];
  expect(nonce, `a script nonce in "${policy}"`).toBeTruthy();
  return nonce!;
}

/** The nonce attribute of each opening tag of `tag` in the HTML (undefined where there is none). */
function nonceAttributes(html: string, tag: 'script' | 'style'): (string | undefined)[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))].map((match) => /\snonce="([^"]*)"/.exec(match[0])?.[1]);
}

/** The policy on a page's response: present, strict, with a nonce that its scripts and style tags all carry. */
async function expectNoncedPolicy(response: APIResponse, path: string): Promise<string> {
  const policy = response.headers()['content-security-policy'];
  expect(policy, path).toContain("'strict-dynamic'");
  expect(policy, path).toContain("object-src 'none'");
  expect(policy, path).toContain("base-uri 'none'");
  expect(policy, path).toContain("frame-ancestors 'none'");
  const nonce = scriptNonce(response);

  const html = await response.text();
  const scripts = nonceAttributes(html, 'script');
  expect(scripts.length, `${path}: scripts`).toBeGreaterThan(0);
  expect(new Set(scripts), `${path}: every script's nonce`).toEqual(new Set([nonce]));
  const styles = nonceAttributes(html, 'style');
  expect(styles.length, `${path}: style tags`).toBeGreaterThan(0);
  expect(new Set(styles), `${path}: every style tag's nonce`).toEqual(new Set([nonce]));
  return nonce;
}

test('security #4: every page has a Content-Security-Policy whose nonce is new on each request and is on all its scripts and styles', async ({
  demo,
  page,
  request,
}) => {
  expect(demo.token).toBeTruthy();
  // `request` has no cookies (public pages as anyone sees them); page.request has the demo agent's session.
  const pages = [
    ...[...PUBLIC_PAGES, NOT_FOUND_PAGE].map((path) => ({ path, client: request })),
    ...SIGNED_IN_PAGES.map((path) => ({ path, client: page.request })),
  ];
  for (const { path, client } of pages) {
    const first = await client.get(path, { maxRedirects: 0 });
    expect(first.status(), path).toBe(path === NOT_FOUND_PAGE ? 404 : 200);
    const nonce = await expectNoncedPolicy(first, path);
    const second = await client.get(path, { maxRedirects: 0 });
    expect(await expectNoncedPolicy(second, path), `${path}: the nonce of a second request`).not.toBe(nonce);
  }
});

test('security #4: the fixed security headers are on pages and files alike', async ({ request }) => {
  for (const path of ['/auth', '/favicon.ico', '/manifest.webmanifest']) {
    const headers = (await request.get(path)).headers();
    expect(headers, path).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
    });
    expect(headers, path).not.toHaveProperty('x-powered-by');
  }
});

test('security #4: markup injected into a page cannot run script, and the browser reports it', async ({
  page,
  signInPage,
  cspViolations,
}) => {
  await signInPage.open();
  await expect(signInPage.submit).toBeVisible();

  // A stored-XSS payload once rendered: an inline event handler, and an inline script in a srcdoc frame
  // (which inherits the page's policy). Markup, not page.evaluate: a script the test itself adds is DevTools'.
  await page.evaluate(() => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<img src="/no-such-image" alt="" onerror="window.__injected = 1"><iframe srcdoc="<script>parent.__injected = 2</script>"></iframe>',
    );
  });

  const reports: string[] = [];
  await expect
    .poll(() => {
      reports.push(...cspViolations.take());
      return reports.map((report) => report.split(' ')[0]);
    })
    .toEqual(expect.arrayContaining(['script-src-attr', 'script-src-elem']));
  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
  // The browser's console lines about the same refusals may trail the events.
  await page.waitForTimeout(200);
  cspViolations.take();
});
