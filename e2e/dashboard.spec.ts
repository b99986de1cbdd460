import { formatMoney } from '../lib/format/money';
import { expectedDashboard } from './support/dashboardFigures';
import { dataServiceUrl, DEMO_AGENT, loginAs, NEEDS_DATA_SERVICE } from './support/dataService';
import { expect, test } from './support/fixtures';
import { TOKEN_COOKIE } from './support/session';

test.skip(!dataServiceUrl, NEEDS_DATA_SERVICE);

test("the demo agent's dashboard shows this month's figures from the database", async ({
  baseURL,
  brand,
  context,
  dashboardPage,
  page,
  request,
}) => {
  const session = await loginAs(request, brand.partnerCode, DEMO_AGENT.phone, DEMO_AGENT.password);
  const expected = await expectedDashboard(request, session.token, session.agent_id);
  await context.addCookies([{ name: TOKEN_COOKIE, value: session.token, url: baseURL! }]);

  // The figures are in the server's render: the browser asks the data service for nothing.
  const askedByBrowser: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/v1/graphql')) askedByBrowser.push(sent.url());
  });
  await dashboardPage.open();
  await dashboardPage.waitForFigures();

  const plansSold = dashboardPage.stat('Plans sold this month');
  await expect(plansSold).toContainText(String(expected.plansSoldCount));
  if (expected.plansSoldCount > 0 || expected.premiumCollectedKobo > 0) {
    await expect(plansSold).toContainText(`${formatMoney(expected.plansSoldValueKobo)} in premiums, ${formatMoney(expected.premiumCollectedKobo)} collected`);
  }
  await expect(dashboardPage.stat('Commission this month')).toContainText(formatMoney(expected.commissionKobo));
  await expect(dashboardPage.stat('Wallet balance')).toContainText(formatMoney(expected.walletBalanceKobo));
  await expect(dashboardPage.stat('Open claims')).toContainText(String(expected.openClaims));
  await expect(dashboardPage.stat('Renewals due')).toContainText(String(expected.renewalsDue));
  // The seed guarantees something in each (PRODUCT.md, "Seed"): a dashboard of zeros would prove nothing.
  expect(expected.walletBalanceKobo).toBeGreaterThan(0);
  expect(expected.openClaims).toBeGreaterThan(0);
  expect(expected.renewalsDue).toBeGreaterThan(0);

  await expect(dashboardPage.latestOrders).toHaveCount(expected.latestReferences.length);
  for (const [index, reference] of expected.latestReferences.entries()) {
    await expect(dashboardPage.latestOrders.nth(index)).toContainText(reference);
  }
  await expect(dashboardPage.onboardCustomer).toHaveAttribute('href', '/account/onboarding');
  await expect(dashboardPage.buyPlan).toHaveAttribute('href', '/account/buy-plan');
  await page.waitForLoadState('networkidle');
  expect(askedByBrowser).toEqual([]);
});
