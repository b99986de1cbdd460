import { DEMO_IDS } from '../data-service/src/seed/demo';
import { inspectionPhotoIds } from './support/evidence';
import { addDays, lagosToday } from '../lib/validation';
import { asAdmin } from './support/backOffice';
import { onboardSellableDevice } from './support/customers';
import { dataServiceUrl, graphql, loginAs, NEEDS_DATA_SERVICE } from './support/dataService';
import { expect, test } from './support/fixtures';
import { TOKEN_COOKIE } from './support/session';
import { targetsDeployment } from './support/target';

// A customer sells their covered phone second-hand to another agent's customer. Operations transfer it from
// the old owner's page: the old plan ends as a cancellation (refunded to the wallet that paid), the phone is
// the new owner's with what they paid, and the new owner's agent covers it. Checked in the database and the
// audit log.

test.skip(!dataServiceUrl || targetsDeployment, `${NEEDS_DATA_SERVICE}, and its admin secret`);

const SECOND_AGENT = { phone: '08030000002', password: 'demo-password' } as const;

async function sellByWallet(request: Parameters<typeof graphql>[0], token: string, deviceId: string, planId: string): Promise<string> {
  const data = await graphql<{ buy_plan: { order_id: string } }>(
    request,
    `mutation ($key: uuid!, $device: uuid!, $plan: uuid!, $photos: [uuid!]) {
      buy_plan(idempotency_key: $key, device_id: $device, plan_id: $plan, billing: PREPAID, payment_method: WALLET, inspection_evidence_ids: $photos) { order_id }
    }`,
    { key: crypto.randomUUID(), device: deviceId, plan: planId, photos: await inspectionPhotoIds(request, token) },
    token,
  );
  return data.buy_plan.order_id;
}

test('operations transfer a covered phone to a new owner; the old plan ends with its refund, the new owner is covered', async ({ page, request, brand, baseURL, demo }) => {
  const ids = DEMO_IDS[brand.partnerCode];
  const planId = ids.planIds.SCREEN_GUARD;
  const oldOwner = await onboardSellableDevice(request, demo.token);
  const oldOrder = await sellByWallet(request, demo.token, oldOwner.deviceId, planId);
  const second = await loginAs(request, brand.partnerCode, SECOND_AGENT.phone, SECOND_AGENT.password);
  const newOwner = await onboardSellableDevice(request, second.token);
  const ops = await loginAs(request, brand.partnerCode, '08030000011', 'demo-password');
  const bought = addDays(lagosToday(), -1);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.context().addCookies([{ name: TOKEN_COOKIE, value: ops.token, url: baseURL! }]);
  await page.goto(`/office/customers/${oldOwner.customerId}`);
  const phones = page.getByRole('region', { name: 'Phones' });
  await phones.getByRole('button', { name: 'Transfer to a new owner' }).click();
  const form = page.getByRole('form', { name: `Transfer the ${oldOwner.brand} ${oldOwner.model}` });
  await form.getByLabel('New owner’s phone number').fill(`0${newOwner.phone.slice(4)}`);
  await form.getByRole('button', { name: 'Find the customer' }).click();
  await expect(form.getByText(`New owner: ${newOwner.firstName} ${newOwner.lastName}`)).toBeVisible();
  await form.getByLabel('What they paid (₦)').fill('85,000');
  await form.getByLabel('When they bought it').fill(bought);
  await form.getByLabel('Why does it change owner?').fill('Sold second-hand; both brought their IDs and the receipt.');
  await form.getByRole('button', { name: 'Transfer the phone' }).click();
  await expect(page.getByText(`${oldOwner.brand} ${oldOwner.model} transferred to ${newOwner.firstName} ${newOwner.lastName}. 1 plan of the old owner ended.`)).toBeVisible();
  // The old owner has no phone left.
  await expect(phones.getByText('No phone is registered to this customer.')).toBeVisible();

  const stored = await asAdmin<{
    device_by_pk: { customer_id: string; agent_id: string; purchase_price_kobo: number; purchase_date: string };
    plan_order_by_pk: { status: string; cancel_reason: string; premium_kobo: number };
    wallet_transaction: { agent_id: string; amount_kobo: number }[];
  }>(
    request,
    `query ($device: uuid!, $order: uuid!) {
      device_by_pk(id: $device) { customer_id agent_id purchase_price_kobo purchase_date }
      plan_order_by_pk(id: $order) { status cancel_reason premium_kobo }
      wallet_transaction(where: { plan_order_id: { _eq: $order }, kind: { _eq: "REFUND" } }) { agent_id amount_kobo }
    }`,
    { device: oldOwner.deviceId, order: oldOrder },
  );
  expect(stored.device_by_pk).toEqual({ customer_id: newOwner.customerId, agent_id: second.agent_id, purchase_price_kobo: 8_500_000, purchase_date: bought });
  expect(stored.plan_order_by_pk).toMatchObject({ status: 'CANCELLED', cancel_reason: 'The phone was transferred to a new owner' });
  // Within the cooling-off: the whole premium back to the wallet that paid.
  expect(stored.wallet_transaction).toEqual([{ agent_id: demo.agent_id, amount_kobo: stored.plan_order_by_pk.premium_kobo }]);

  // The new owner's agent covers the phone.
  const newOrder = await sellByWallet(request, second.token, oldOwner.deviceId, planId);
  const { plan_order_by_pk: covered } = await asAdmin<{ plan_order_by_pk: { customer_id: string; agent_id: string; status: string } }>(
    request,
    `query ($id: uuid!) { plan_order_by_pk(id: $id) { customer_id agent_id status } }`,
    { id: newOrder },
  );
  expect(covered).toEqual({ customer_id: newOwner.customerId, agent_id: second.agent_id, status: 'ACTIVE' });

  const { audit_event: audit } = await asAdmin<{ audit_event: { actor_id: string; after: Record<string, unknown> }[] }>(
    request,
    `query ($id: String!) { audit_event(where: { record_id: { _eq: $id }, action: { _eq: "transfer_device" } }) { actor_id after } }`,
    { id: oldOwner.deviceId },
  );
  expect(audit).toHaveLength(1);
  expect(audit[0]).toMatchObject({
    actor_id: ops.agent_id,
    after: { customer_id: newOwner.customerId, owner: `${newOwner.firstName} ${newOwner.lastName}`, purchase_price_kobo: 8_500_000, reason: 'Sold second-hand; both brought their IDs and the receipt.' },
  });
});
