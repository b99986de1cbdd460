import type { APIRequestContext } from '@playwright/test';
import { addDays, addMonths, lagosToday } from '../../lib/validation/dates';
import { asAdmin } from './backOffice';
import { onboardSellableDevice } from './customers';
import { graphql, type AgentSession } from './dataService';
import { freshPhoto, inspectionPhotoIds, uploadEvidence } from './evidence';

/**
 * A screen claim the agent files, as the claim screen would, on a plan sold from its wallet three weeks ago
 * (the cover moved back through the admin role, past the claim waiting period): the claim starts SUBMITTED.
 */
export async function fileScreenClaim(request: APIRequestContext, session: AgentSession): Promise<{ claimId: string; reference: string }> {
  const plans = await graphql<{ plan: { id: string; covers: string[] }[] }>(request, '{ plan(where: { active: { _eq: true } }, order_by: { name: asc }) { id covers } }', {}, session.token);
  const plan = plans.plan.find((candidate) => candidate.covers.includes('SCREEN'));
  if (!plan) throw new Error('no plan covers screen damage');
  const device = await onboardSellableDevice(request, session.token);
  const sale = await graphql<{ buy_plan: { order_id: string } }>(
    request,
    `mutation ($key: uuid!, $device: uuid!, $plan: uuid!, $photos: [uuid!]) {
      buy_plan(idempotency_key: $key, device_id: $device, plan_id: $plan, billing: PREPAID, payment_method: WALLET, inspection_evidence_ids: $photos) { order_id }
    }`,
    { key: crypto.randomUUID(), device: device.deviceId, plan: plan.id, photos: await inspectionPhotoIds(request, session.token) },
    session.token,
  );
  const startsOn = addDays(lagosToday(), -21);
  await asAdmin(request, `mutation ($id: uuid!, $starts: date!, $ends: date!) { update_plan_order_by_pk(pk_columns: { id: $id }, _set: { starts_on: $starts, ends_on: $ends }) { id } }`, {
    id: sale.buy_plan.order_id,
    starts: startsOn,
    ends: addDays(addMonths(startsOn, 12), -1),
  });
  const filed = await graphql<{ submit_claim: { claim_id: string; reference: string } }>(
    request,
    `mutation ($key: uuid!, $order: uuid!, $date: date!, $photos: [uuid!]) {
      submit_claim(idempotency_key: $key, order_id: $order, claim_type: SCREEN, incident_date: $date, description: "The phone slipped off the counter and the screen cracked.", evidence_ids: $photos) { claim_id reference }
    }`,
    { key: crypto.randomUUID(), order: sale.buy_plan.order_id, date: addDays(lagosToday(), -2), photos: [await uploadEvidence(request, session.token, 'DAMAGE', await freshPhoto())] },
    session.token,
  );
  return { claimId: filed.submit_claim.claim_id, reference: filed.submit_claim.reference };
}
