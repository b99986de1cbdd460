import type { APIRequestContext } from '@playwright/test';
import { addDays, lagosToday } from '../../lib/validation/dates';
import { claimableOrder } from './claimPhotos';
import { graphql, type AgentSession } from './dataService';
import { freshPhoto, uploadEvidence } from './evidence';

/**
 * A screen claim the agent files, as the claim screen would, on a plan sold from its wallet three weeks ago
 * (the cover moved back through the admin role, past the claim waiting period): the claim starts SUBMITTED.
 */
export async function fileScreenClaim(request: APIRequestContext, session: AgentSession): Promise<{ claimId: string; reference: string }> {
  const order = await claimableOrder(request, session, 'SCREEN', { coverStartedDaysAgo: 21 });
  const filed = await graphql<{ submit_claim: { claim_id: string; reference: string } }>(
    request,
    `mutation ($key: uuid!, $order: uuid!, $date: date!, $photos: [uuid!]) {
      submit_claim(idempotency_key: $key, order_id: $order, claim_type: SCREEN, incident_date: $date, description: "The phone slipped off the counter and the screen cracked.", evidence_ids: $photos) { claim_id reference }
    }`,
    { key: crypto.randomUUID(), order: order.orderId, date: addDays(lagosToday(), -2), photos: [await uploadEvidence(request, session.token, 'DAMAGE', await freshPhoto())] },
    session.token,
  );
  return { claimId: filed.submit_claim.claim_id, reference: filed.submit_claim.reference };
}
