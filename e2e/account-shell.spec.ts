import { dataServiceUrl, DEMO_AGENT, loginAs, NEEDS_DATA_SERVICE } from './support/dataService';
import { expect, test } from './support/fixtures';
import { TOKEN_COOKIE } from './support/session';

// The account area on a shop's phone and laptop: every section reachable, by touch and by keyboard.

const SECTIONS = [
  { name: 'Dashboard', path: '/account/dashboard', heading: 'Welcome back, Amaka' },
  { name: 'Customers', path: '/account/customers', heading: 'Customers' },
  { name: 'Orders', path: '/account/orders', heading: 'Orders' },
  { name: 'Warranty', path: '/account/warranty', heading: 'Warranty' },
  { name: 'Cards', path: '/account/cards', heading: 'Cards' },
  { name: 'Wallet', path: '/account/wallet', heading: 'Wallet' },
  { name: 'Renewals', path: '/account/renewals', heading: 'Renewals' },
  { name: 'Chat', path: '/account/chat', heading: 'Chat' },
];

test.skip(!dataServiceUrl, NEEDS_DATA_SERVICE);

test.beforeEach(async ({ baseURL, brand, context, request }) => {
  const session = await loginAs(request, brand.partnerCode, DEMO_AGENT.phone, DEMO_AGENT.password);
  await context.addCookies([{ name: TOKEN_COOKIE, value: session.token, url: baseURL! }]);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the drawer reaches every section, each marked current when open', async ({ page, accountShell }) => {
    await page.goto('/account/dashboard');
    await expect(accountShell.nav).toBeHidden();

    for (const section of SECTIONS) {
      await accountShell.goTo(section.name);
      await expect(page).toHaveURL(new RegExp(`${section.path}$`));
      await expect(accountShell.drawer).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: section.heading })).toBeVisible();

      await accountShell.menuButton.click();
      await expect(accountShell.drawer.getByRole('link', { name: section.name, exact: true })).toHaveAttribute('aria-current', 'page');
      await page.keyboard.press('Escape');
      await expect(accountShell.drawer).toBeHidden();
      await expect(accountShell.menuButton).toBeFocused();
    }
  });
});

test.describe('on a laptop', () => {
  test('the sidebar shows the brand, the agent and the current section', async ({ page, accountShell, brand }) => {
    await page.goto('/account/orders');
    await expect(accountShell.nav).toBeVisible();
    await expect(page.getByRole('img', { name: `${brand.name} logo` })).toBeVisible();
    await expect(accountShell.agentName('Amaka Okonkwo')).toBeVisible();
    await expect(accountShell.navLink('Orders')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  });

  test('the first paint has the shell and the agent: they are in the server-rendered HTML', async ({ page }) => {
    const response = await page.request.get('/account/dashboard');
    expect(response.headers()['cache-control']).toMatch(/no-store/);
    const html = await response.text();
    expect(html).toContain('Amaka Okonkwo');
    expect(html).toMatch(/aria-current="page"[^>]*>(?:(?!<\/a>).)*Dashboard<\/a>/s);
  });

  test('the keyboard reaches the skip link first, then the sections', async ({ page, accountShell }) => {
    await page.goto('/account/dashboard');
    await page.keyboard.press('Tab');
    await expect(accountShell.skipLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(accountShell.main).toBeFocused();

    await accountShell.navLink('Orders').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account\/orders$/);
  });

  test('the colour mode chosen survives a reload', async ({ page }) => {
    await page.goto('/account/dashboard');
    const html = page.locator('html');
    await expect(html).toHaveClass(/\blight\b/);

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  });
});
