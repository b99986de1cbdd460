import type { APIRequestContext } from '@playwright/test';
import { freshPhoto, inspectionPhotoIds } from './support/evidence';
import { asCameraPhoto } from './support/claimPhotos';
import { displayDate } from '../data-service/src/actions/rules/dates';
import { lapsesOn } from '../lib/domain/instalments';
import { formatDate } from '../lib/format/date';
import { addDays, addMonths, lagosToday } from '../lib/validation/dates';
import { NewClaimPage } from './pages/ClaimPages';
import { VerifyPage } from './pages/VerifyPage';
import { asAdmin } from './support/backOffice';
import { monthlyPlanId, onboardSellableDevice } from './support/customers';
import { dataServiceUrl, graphql, NEEDS_DATA_SERVICE, type AgentSession } from './support/dataService';
import { expect, test } from './support/fixtures';
import { targetsDeployment } from './support/target';

// NAICOM's "no premium, no cover": a monthly plan whose second instalment is unpaid past the 14 days of
// grace has lapsed. Anyone checking its card is told it is not covered, and why; a claim for an incident
// since the lapse is refused on its date, in words, and nothing is filed.

test.skip(!dataServiceUrl || targetsDeployment, `${NEEDS_DATA_SERVICE}, and its admin secret`);
test.use({ viewport: { width: 360, height: 740 } });

interface Sold {
  id: string;
  verificationCode: string;
  lapsedOn: string;
}

/**
 * A monthly plan sold from the wallet, then seven weeks pass unpaid: the cover moved back so its second
 * instalment fell due 20 days ago, and the plan lapsed as the nightly sweep lapses it (orders/lapse.ts:
 * LAPSED, the day after the grace period, its gap in the cover), through the admin role.
 */
async function lapsedMonthlyPlan(request: APIRequestContext, session: AgentSession): Promise<Sold | undefined> {
  const planId = await monthlyPlanId(request, session.token);
  if (!planId) return undefined;
  const device = await onboardSellableDevice(request, session.token);
  const sale = await graphql<{ buy_plan: { order_id: string; verification_code: string } }>(
    request,
    `mutation ($key: uuid!, $device: uuid!, $plan: uuid!, $photos: [uuid!]) {
      buy_plan(idempotency_key: $key, device_id: $device, plan_id: $plan, billing: POSTPAID, payment_method: WALLET, inspection_evidence_ids: $photos) { order_id verification_code }
    }`,
    { key: crypto.randomUUID(), device: device.deviceId, plan: planId, photos: await inspectionPhotoIds(request, session.token) },
    session.token,
  );
  const dueOn = addDays(lagosToday(), -20);
  const startsOn = addMonths(dueOn, -1);
  const lapsedOn = lapsesOn(dueOn);
  await asAdmin(
    request,
    `mutation ($id: uuid!, $starts: date!, $ends: date!, $lapsed: date!) {
      update_plan_order_by_pk(pk_columns: { id: $id }, _set: { starts_on: $starts, ends_on: $ends, status: "LAPSED", lapsed_on: $lapsed }) { id }
      insert_cover_gap_one(object: { order_id: $id, from_on: $lapsed }) { from_on }
    }`,
    { id: sale.buy_plan.order_id, starts: startsOn, ends: addDays(addMonths(startsOn, 12), -1), lapsed: lapsedOn },
  );
  return { id: sale.buy_plan.order_id, verificationCode: sale.buy_plan.verification_code, lapsedOn };
}

test('a lapsed monthly plan: its card says not covered and why, a claim since the lapse is refused and not filed', async ({ page, request, demo }) => {
  const sold = await lapsedMonthlyPlan(request, demo);
  test.skip(!sold, 'This partner sells no monthly plans');
  const { id, verificationCode, lapsedOn } = sold as Sold;

  const verify = new VerifyPage(page);
  await verify.openCode(verificationCode);
  await expect(verify.verdict).toHaveText('Not valid');
  await expect(page.getByText('Not covered: the monthly instalments are unpaid')).toBeVisible();

  await page.goto(`/account/orders/${id}`);
  await expect(page.getByText(`Not covered since ${formatDate(lapsedOn)}: instalments unpaid`)).toBeVisible();

  const claim = new NewClaimPage(page);
  await claim.open(id);
  const yesterday = addDays(lagosToday(), -1);
  await claim.fill({ incidentDate: yesterday, description: 'The screen cracked when the phone fell at the bus stop.', photo: asCameraPhoto(await freshPhoto()) });
  await claim.fileClaim.click();
  const problem = await claim.problemOf(claim.incidentDate);
  await expect(problem).toHaveText(
    `The plan did not cover ${displayDate(yesterday)}: it lapsed on ${displayDate(lapsedOn)} for unpaid instalments and is still lapsed: paying the arrears restores cover from the day they are paid, not before`,
  );
  const claims = await graphql<{ claim: { id: string }[] }>(request, `query ($id: uuid!) { claim(where: { plan_order_id: { _eq: $id } }) { id } }`, { id }, demo.token);
  expect(claims.claim, 'nothing filed').toEqual([]);
});
