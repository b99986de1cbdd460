import type { SoldPlan } from '@/lib/flows/buyPlanFlow';
import type { BuyPlanResult } from './buyPlan';
import type { SaleByKey } from './findSaleByKey';

/** The order a sale renewed, as the Done screen names it. */
export type RenewalOf = NonNullable<SoldPlan['renewalOf']>;

/** The Done screen's facts from `buy_plan`'s answer (and, for a renewal, the renewed order). */
export function soldPlanOfAnswer(answer: BuyPlanResult, renewalOf?: RenewalOf): SoldPlan {
  return {
    orderId: answer.order_id,
    reference: answer.reference,
    policyNumber: answer.policy_number,
    verificationCode: answer.verification_code,
    billing: answer.billing,
    startsOn: answer.starts_on,
    endsOn: answer.ends_on,
    premiumKobo: answer.premium_kobo,
    instalmentKobo: answer.instalment_kobo ?? null,
    instalments: answer.instalments,
    amountPaidKobo: answer.amount_paid_kobo,
    commissionKobo: answer.commission_kobo,
    walletBalanceKobo: answer.wallet_balance_kobo,
    ...(renewalOf ? { renewalOf } : {}),
  };
}

/** The same facts from the order a request whose answer was lost made, with the agent's balance now. */
export function soldPlanOfOrder(order: SaleByKey): SoldPlan {
  return {
    orderId: order.id,
    reference: order.reference,
    policyNumber: order.policy_number,
    verificationCode: order.verification_code,
    billing: order.billing === 'POSTPAID' ? 'POSTPAID' : 'PREPAID',
    startsOn: order.starts_on,
    endsOn: order.ends_on,
    premiumKobo: order.premium_kobo,
    instalmentKobo: order.instalment_kobo ?? null,
    instalments: order.instalments,
    amountPaidKobo: order.amount_paid_kobo,
    commissionKobo: order.commission_kobo,
    walletBalanceKobo: order.agent.wallet_balance_kobo,
    ...(order.renewal_of ? { renewalOf: { orderId: order.renewal_of.id, policyNumber: order.renewal_of.policy_number } } : {}),
  };
}
