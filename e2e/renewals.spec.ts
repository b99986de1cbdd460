import type { Page } from '@playwright/test';
import { ORDER_STATUSES_WITH_CARD } from '../lib/cards/cardStatus';
import { PAID_ORDER_STATUSES } from '../lib/domain/orders';
import { formatDate } from '../lib/format/date';
import { addDays, lagosToday } from '../lib/validation/dates';
import { dataServiceUrl, graphql, NEEDS_DATA_SERVICE } from './support/dataService';
import { expect, test } from './support/fixtures';

// An agent looking for the customers to call before their cover lapses.

test.skip(!dataServiceUrl, NEEDS_DATA_SERVICE);

interface DbOrder {
  policy_number: string;
  ends_on: string;
  renewals_aggregate: { aggregate: { count: number } };
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('plans ending in the next 30 days and ended in the last 30 are listed as the database has them, soonest first', async ({ demo, page, request }) => {
  const today = lagosToday();
  const data = await graphql<{ plan_order: DbOrder[] }>(
    request,
    `query ($from: date!, $until: date!, $sold: [String!]!, $withCard: [String!]!) {
      plan_order(where: { status: { _in: $sold }, ends_on: { _gte: $from, _lte: $until } }, order_by: [{ ends_on: asc }, { id: asc }]) {
        policy_number ends_on renewals_aggregate(where: { status: { _in: $withCard } }) { aggregate { count } }
      }
    }`,
    { from: addDays(today, -30), until: addDays(today, 30), sold: PAID_ORDER_STATUSES, withCard: ORDER_STATUSES_WITH_CARD },
    demo.token,
  );
  const endingSoon = data.plan_order.filter((o) => o.ends_on >= today);
  const endedRecently = data.plan_order.filter((o) => o.ends_on < today).reverse();
  // The seed has plans ending within 30 days (PRODUCT.md, "Seed"): an empty screen would prove nothing.
  expect(endingSoon.length).toBeGreaterThan(0);

  await page.goto('/account/renewals');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Renewals');
  for (const [name, orders] of [['Ending soon', endingSoon], ['Ended recently', endedRecently]] as const) {
    if (orders.length === 0) continue;
    const rows = page.getByRole('list', { name }).getByRole('listitem');
    await expect(rows).toHaveCount(orders.length);
    for (const [index, order] of orders.entries()) {
      const row = rows.nth(index);
      await expect(row).toContainText(order.policy_number);
      await expect(row).toContainText(formatDate(order.ends_on));
      if (order.renewals_aggregate.aggregate.count > 0) await expect(row).toContainText('Renewed');
      else await expect(row.getByRole('link', { name: /^Renew/ })).toBeVisible();
    }
  }
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the renewals fit the screen', async ({ demo, page }) => {
    void demo;
    await page.goto('/account/renewals');
    await expect(page.getByRole('list', { name: 'Ending soon' }).getByRole('listitem').first()).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});
