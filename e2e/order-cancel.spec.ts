import type { APIRequestContext } from '@playwright/test';
import { inspectionPhotoIds } from './support/evidence';
import { formatMoney } from '../lib/format/money';
import { dataServiceUrl, DEMO_AGENT, graphql, loginAs, NEEDS_DATA_SERVICE, type AgentSession } from './support/dataService';
import { onboardSellableDevice } from './support/customers';
import { expect, test } from './support/fixtures';
import { TOKEN_COOKIE } from './support/session';

// An agent cancels a plan sold from the wallet a moment ago (within cooling-off): the screen says what
// comes back before they confirm, a double click cancels once, and the database shows the order cancelled
// with its reason, the payment refunded to the wallet once and the commission taken back once.

test.skip(!dataServiceUrl, NEEDS_DATA_SERVICE);

// The second demo agent: no other spec moves its wallet.
const SECOND_AGENT = { phone: '08030000002', password: DEMO_AGENT.password } as const;

interface StoredOrder {
  id: string;
  reference: string;
  status: string;
  cancel_reason: string | null;
  amount_paid_kobo: number;
  commission_kobo: number;
  payments: { method: string; status: string; amount_kobo: number; refunded_kobo: number }[];
  wallet_transactions: { kind: string; amount_kobo: number }[];
}

async function storedOrder(request: APIRequestContext, session: AgentSession, orderId: string): Promise<StoredOrder> {
  const data = await graphql<{ plan_order_by_pk: StoredOrder }>(
    request,
    `query ($id: uuid!) {
      plan_order_by_pk(id: $id) {
        id reference status cancel_reason amount_paid_kobo commission_kobo
        payments { method status amount_kobo refunded_kobo }
        wallet_transactions(order_by: { seq: asc }) { kind amount_kobo }
      }
    }`,
    { id: orderId },
    session.token,
  );
  return data.plan_order_by_pk;
}

async function walletBalance(request: APIRequestContext, session: AgentSession): Promise<number> {
  const data = await graphql<{ agent_by_pk: { wallet_balance_kobo: number } }>(
    request,
    `query ($id: uuid!) { agent_by_pk(id: $id) { wallet_balance_kobo } }`,
    { id: session.agent_id },
    session.token,
  );
  return data.agent_by_pk.wallet_balance_kobo;
}

/** A Screen Guard plan sold from the agent's wallet, as the wizard sells it. */
async function sellFromWallet(request: APIRequestContext, session: AgentSession): Promise<string> {
  const device = await onboardSellableDevice(request, session.token);
  const plans = await graphql<{ plan: { id: string }[] }>(request, `{ plan(where: { name: { _eq: "Screen Guard" } }) { id } }`, {}, session.token);
  const data = await graphql<{ buy_plan: { order_id: string } }>(
    request,
    `mutation ($key: uuid!, $device: uuid!, $plan: uuid!, $photos: [uuid!]) {
      buy_plan(idempotency_key: $key, device_id: $device, plan_id: $plan, billing: PREPAID, payment_method: WALLET, inspection_evidence_ids: $photos) { order_id }
    }`,
    { key: crypto.randomUUID(), device: device.deviceId, plan: plans.plan[0].id, photos: await inspectionPhotoIds(request, session.token) },
    session.token,
  );
  return data.buy_plan.order_id;
}

test('a plan cancelled within cooling-off: the refund said before confirming, a double click cancels once, the wallet refunded once', async ({ page, request, brand, context, baseURL }) => {
  const session = await loginAs(request, brand.partnerCode, SECOND_AGENT.phone, SECOND_AGENT.password);
  await context.addCookies([{ name: TOKEN_COOKIE, value: session.token, url: baseURL! }]);
  const balanceBefore = await walletBalance(request, session);
  const orderId = await sellFromWallet(request, session);
  const sold = await storedOrder(request, session, orderId);

  await page.goto(`/account/orders/${orderId}`);
  await page.getByRole('link', { name: 'Cancel plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel this plan' })).toBeVisible();
  await expect(page.getByText(`${formatMoney(sold.amount_paid_kobo)} back to your wallet`)).toBeVisible();
  await expect(page.getByText(`${formatMoney(sold.commission_kobo)} of the commission you earned on this plan is taken back from your wallet.`)).toBeVisible();

  // "Cancel the plan" with no reason: asked for one, nothing sent.
  await page.getByRole('button', { name: 'Cancel the plan' }).click();
  await expect(page.getByText('Say why the plan is cancelled', { exact: true })).toBeVisible();
  expect((await storedOrder(request, session, orderId)).status).toBe('ACTIVE');

  await page.getByLabel('Reason').fill('The customer bought the wrong plan');
  await page.getByRole('button', { name: 'Cancel the plan' }).dblclick();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${orderId}$`));
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel plan' })).toHaveCount(0);

  const cancelled = await storedOrder(request, session, orderId);
  expect([cancelled.status, cancelled.cancel_reason]).toEqual(['CANCELLED', 'The customer bought the wrong plan']);
  expect(cancelled.payments).toEqual([{ method: 'WALLET', status: 'REFUNDED', amount_kobo: sold.amount_paid_kobo, refunded_kobo: sold.amount_paid_kobo }]);
  expect(cancelled.wallet_transactions).toEqual([
    { kind: 'PURCHASE', amount_kobo: -sold.amount_paid_kobo },
    { kind: 'COMMISSION', amount_kobo: sold.commission_kobo },
    { kind: 'REFUND', amount_kobo: sold.amount_paid_kobo },
    { kind: 'COMMISSION', amount_kobo: -sold.commission_kobo },
  ]);
  expect(await walletBalance(request, session), 'the agent ends where it began').toBe(balanceBefore);

  // The page again, after the fact: the plan cannot be cancelled twice.
  const again = await page.goto(`/account/orders/${orderId}/cancel`);
  expect(again?.status()).toBe(409);
  await expect(page.getByRole('heading', { name: 'This plan cannot be cancelled' })).toBeVisible();
});

test('the cancel page fits a 360 px phone without sideways scrolling', async ({ page, request, brand, context, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const session = await loginAs(request, brand.partnerCode, SECOND_AGENT.phone, SECOND_AGENT.password);
  await context.addCookies([{ name: TOKEN_COOKIE, value: session.token, url: baseURL! }]);
  const orderId = await sellFromWallet(request, session);
  await page.goto(`/account/orders/${orderId}/cancel`);
  await expect(page.getByRole('button', { name: 'Cancel the plan' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
