import { inspectionPhotosForSale } from '@/lib/domain/evidence';
import { QUOTE_PLAN } from '@/lib/actions/quotePlan';
import { lagosToday } from '@/lib/validation';
import { agentSession } from '../db/agentSession';
import { coverFor, loadActivePlans, loadOwnDevice, loadPartner, loadRenewedOrder } from '../db/plans';
import { readInput } from '../input';
import { claimExcessKobo, orderPrice, POSTPAID_INSTALMENTS } from '../rules/pricing';
import type { ActionHandler } from '../../engine/actions/contract';

/**
 * `quote_plan` (query): the partner's plans on sale for one of the agent's devices, priced by the
 * server. Postpaid prices appear only where the partner allows postpaid plans.
 */

export const quotePlan: ActionHandler = async (rawInput, ctx) => {
  const agent = agentSession(ctx.session);
  const today = lagosToday(ctx.now);
  const input = readInput(QUOTE_PLAN, rawInput, today);
  const device = await loadOwnDevice(ctx.tx, agent, input.device_id);
  const renewalOf = await loadRenewedOrder(ctx.tx, agent, device, input.renewal_of_order_id, today);
  const partner = await loadPartner(ctx.tx, agent.partnerId);
  const plans = await loadActivePlans(ctx.tx, agent.partnerId);

  const quotes = [];
  for (const plan of plans) {
    const cover = await coverFor(ctx.tx, device, today, plan.term_months, renewalOf);
    const prepaid = orderPrice(plan, device.purchase_price_kobo, 'PREPAID');
    const postpaid = partner.allow_postpaid_plan ? orderPrice(plan, device.purchase_price_kobo, 'POSTPAID') : null;
    const coversTheft = plan.covers.includes('THEFT');
    quotes.push({
      plan_id: plan.id,
      code: plan.code,
      name: plan.name,
      description: plan.description,
      covers: plan.covers,
      term_months: plan.term_months,
      claims_per_term: plan.claims_per_term,
      device_value_kobo: device.purchase_price_kobo,
      prepaid_premium_kobo: prepaid.premiumKobo,
      postpaid_instalment_kobo: postpaid?.instalmentKobo ?? null,
      postpaid_instalments: postpaid ? POSTPAID_INSTALMENTS : null,
      postpaid_total_kobo: postpaid?.premiumKobo ?? null,
      excess_kobo: plan.excess_kobo,
      theft_excess_kobo: coversTheft ? claimExcessKobo(plan, 'THEFT', device.purchase_price_kobo) : null,
      starts_on: cover.startsOn,
      ends_on: cover.endsOn,
      inspection_photos: inspectionPhotosForSale(plan.inspection_photos, renewalOf !== null),
    });
  }
  return quotes;
};
