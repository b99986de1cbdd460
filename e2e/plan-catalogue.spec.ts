import { DEMO_IDS } from '../data-service/src/seed/demo';
import { inspectionPhotoIds } from './support/evidence';
import { BuyPlanPage } from './pages/BuyPlanPage';
import { asAdmin } from './support/backOffice';
import { onboardSellableDevice, randomDigits } from './support/customers';
import { dataServiceUrl, graphql, loginAs, NEEDS_DATA_SERVICE } from './support/dataService';
import { expect, test } from './support/fixtures';
import { TOKEN_COOKIE } from './support/session';
import { targetsDeployment } from './support/target';

// The partner's operations change a plan's price for new sales and later retire it: an order sold before
// keeps its plan version and premium, the wizard stops offering the plan, and both changes are in the audit
// log with the terms before and after. The test sells on a plan of its own (other tests sell the seed's).

test.skip(!dataServiceUrl || targetsDeployment, `${NEEDS_DATA_SERVICE}, and its admin secret`);

interface StoredVersion {
  id: string;
  version: number;
  active: boolean;
  premium_rate_bp: number;
}

test('operations revise a plan’s terms and retire it; orders sold before keep theirs, the wizard no longer offers it', async ({ page, request, brand, baseURL, demo }) => {
  const letters = Array.from(randomDigits(5), (digit) => String.fromCharCode(97 + Number(digit))).join('');
  const name = `Zone Cover ${letters}`;
  const code = `E2E-${letters.toUpperCase()}`;
  const { insert_plan_one: inserted } = await asAdmin<{ insert_plan_one: { id: string } }>(
    request,
    `mutation ($plan: plan_insert_input!) { insert_plan_one(object: $plan) { id } }`,
    {
      plan: {
        partner_id: DEMO_IDS[brand.partnerCode].partnerId,
        code,
        name,
        description: 'Liquid damage, for the catalogue test',
        covers: ['LIQUID'],
        premium_rate_bp: 500,
        min_premium_kobo: 300_000,
        excess_kobo: 500_000,
        claims_per_term: 2,
        term_months: 12,
        sort_order: 99,
      },
    },
  );
  // The demo agent sells it from the wallet: ₦150,000 × 5% = ₦7,500.
  const sold = await onboardSellableDevice(request, demo.token);
  const { buy_plan: sale } = await graphql<{ buy_plan: { order_id: string } }>(
    request,
    `mutation ($key: uuid!, $device: uuid!, $plan: uuid!, $photos: [uuid!]) { buy_plan(idempotency_key: $key, device_id: $device, plan_id: $plan, billing: PREPAID, payment_method: WALLET, inspection_evidence_ids: $photos) { order_id } }`,
    { key: crypto.randomUUID(), device: sold.deviceId, plan: inserted.id, photos: await inspectionPhotoIds(request, demo.token) },
    demo.token,
  );

  // Operations raise the premium to 6% for new sales.
  const ops = await loginAs(request, brand.partnerCode, '08030000011', 'demo-password');
  await page.context().addCookies([{ name: TOKEN_COOKIE, value: ops.token, url: baseURL! }]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/office/plans');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(item).toContainText('On sale');
  await expect(item).toContainText('5% of the device’s price, at least ₦3,000');
  await item.getByText('Change the terms for new sales').click();
  const terms = item.getByRole('form', { name: `Change the terms of ${name}` });
  await terms.getByLabel('Premium (% of the device’s price)').fill('60');
  await terms.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(terms.getByText(/from 0.01 to 50/)).toBeVisible();
  await terms.getByLabel('Premium (% of the device’s price)').fill('6');
  await terms.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(item.getByText('Version 2 is on sale with the new terms. Orders sold before keep theirs.')).toBeVisible();
  await expect(item).toContainText(`${code} · version 2`);
  await expect(item).toContainText('Version 1');

  const versions = async () =>
    (
      await asAdmin<{ plan: StoredVersion[] }>(request, `query ($code: String!) { plan(where: { code: { _eq: $code } }, order_by: { version: asc }) { id version active premium_rate_bp } }`, {
        code,
      })
    ).plan;
  const [first, second] = await versions();
  expect(first).toMatchObject({ id: inserted.id, version: 1, active: false, premium_rate_bp: 500 });
  expect(second).toMatchObject({ version: 2, active: true, premium_rate_bp: 600 });

  // Then retire it.
  await item.getByRole('button', { name: `Retire ${name}` }).click();
  await expect(item.getByText('Retired. New sales no longer offer it; its orders keep their cover.')).toBeVisible();
  await expect(item).toContainText('Retired');
  expect((await versions()).map((version) => version.active)).toEqual([false, false]);

  // The order sold before keeps its version and premium.
  const { plan_order_by_pk: order } = await asAdmin<{ plan_order_by_pk: { plan_id: string; premium_kobo: number; status: string } }>(
    request,
    `query ($id: uuid!) { plan_order_by_pk(id: $id) { plan_id premium_kobo status } }`,
    { id: sale.order_id },
  );
  expect(order).toEqual({ plan_id: inserted.id, premium_kobo: 750_000, status: 'ACTIVE' });

  // The agent's wizard offers the seed's plans, and not the retired one.
  const agentPage = await page.context().browser()!.newPage({ viewport: { width: 360, height: 740 } });
  await agentPage.context().addCookies([{ name: TOKEN_COOKIE, value: demo.token, url: baseURL! }]);
  const another = await onboardSellableDevice(request, demo.token);
  const wizard = new BuyPlanPage(agentPage);
  await wizard.openFor(another.customerId, another.deviceId);
  await expect(wizard.plan('Screen Guard')).toBeVisible();
  await expect(wizard.plan(name)).toHaveCount(0);
  await agentPage.goto(`/account/orders/${sale.order_id}`);
  await expect(agentPage.getByText(name).first()).toBeVisible();
  await agentPage.close();

  const { audit_event: audit } = await asAdmin<{ audit_event: { action: string; record_id: string; before: unknown; after: unknown }[] }>(
    request,
    `query ($ids: [String!]!) { audit_event(where: { record_id: { _in: $ids } }, order_by: { id: asc }) { action record_id before after } }`,
    { ids: [first.id, second.id] },
  );
  expect(audit).toEqual([
    {
      action: 'revise_plan',
      record_id: second.id,
      before: { premium_rate_bp: 500, min_premium_kobo: 300_000, excess_kobo: 500_000, claims_per_term: 2, term_months: 12, version: 1 },
      after: { premium_rate_bp: 600, min_premium_kobo: 300_000, excess_kobo: 500_000, claims_per_term: 2, term_months: 12, version: 2 },
    },
    { action: 'set_plan_on_sale', record_id: second.id, before: { on_sale: true }, after: { on_sale: false } },
  ]);
});
