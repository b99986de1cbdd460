import type { ActionOutput } from '@/lib/actions/declareAction';
import { QUOTE_CLAIM } from '@/lib/actions/quoteClaim';
import { CLAIM_TYPES } from '@/lib/domain/claims';
import { lagosToday } from '@/lib/validation';
import { agentSession } from '../db/agentSession';
import { loadClaimHistory, loadOrderToClaim } from '../db/claims';
import { readInput } from '../input';
import { claimCoveredFrom, orderNotClaimableProblem } from '../rules/claims';
import { claimExcessKobo } from '../rules/pricing';
import { refusal, type ActionHandler } from '../../engine/actions/contract';

/**
 * `quote_claim` (query): what a claim on one of the agent's orders would be, before it is filed — per
 * claim type the plan covers, the excess (as `submit_claim` will charge it) and the first incident date
 * covered after the waiting period; the claims used this term and the device's open claim. The form
 * shows these; `submit_claim` still checks every rule itself.
 */

export const quoteClaim: ActionHandler = async (rawInput, ctx): Promise<ActionOutput<typeof QUOTE_CLAIM>> => {
  const agent = agentSession(ctx.session);
  const input = readInput(QUOTE_CLAIM, rawInput, lagosToday(ctx.now));
  const order = await loadOrderToClaim(ctx.tx, agent, input.order_id);
  const problem = orderNotClaimableProblem(order.status);
  if (problem) throw refusal(problem);
  const history = await loadClaimHistory(ctx.tx, order);
  return {
    order_id: order.id,
    reference: order.reference,
    plan_name: order.plan_name,
    starts_on: order.starts_on,
    ends_on: order.ends_on,
    claims_per_term: order.claims_per_term,
    claims_used: history.claimsUsed,
    open_claim: history.openClaim ? { claim_id: history.openClaim.id, reference: history.openClaim.reference } : null,
    options: CLAIM_TYPES.filter((type) => order.covers.includes(type)).map((type) => ({
      claim_type: type,
      excess_kobo: claimExcessKobo(order, type, order.device_value_kobo),
      covered_from: claimCoveredFrom(order.starts_on, type),
    })),
  };
};
