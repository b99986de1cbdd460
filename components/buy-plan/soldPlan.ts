import type { PendingSalePayment, SoldPlan } from '@/lib/flows/buyPlanFlow';
import type { BuyPlanResult } from './buyPlan';
import type { SaleByKey } from './findSaleByKey';

/** The order a sale renewed, as the Done screen names it. */
export type RenewalOf = NonNullable<SoldPlan['renewalOf']>;

/**
 * What a sale came to: `sold` once its order is ACTIVE (the wallet at once, a gateway payment once the
 * money arrived), `pending` while its gateway payment waits for the customer, `unpaid` when an order exists
 * under the key but its payment failed (a new key pays again).
 */
export type SaleAnswer = { kind: 'sold'; sold: SoldPlan } | { kind: 'pending'; payment: PendingSalePayment } | { kind: 'unpaid' };

/** The order is in force: the Done screen is shown only then. */
const ACTIVE = 'ACTIVE';

function gatewayMethod(method: string): PendingSalePayment['method'] {
  return method === 'TRANSFER' || method === 'USSD' ? method : 'CARD';
}

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

/** `buy_plan`'s answer: sold when the order is ACTIVE, else its pending gateway payment (card: with its checkout page). */
export function saleOfAnswer(answer: BuyPlanResult, renewalOf?: RenewalOf): SaleAnswer {
  if (answer.status === ACTIVE) return { kind: 'sold', sold: soldPlanOfAnswer(answer, renewalOf) };
  const { payment } = answer;
  if (payment.status !== 'PENDING' && payment.status !== 'SUCCEEDED') return { kind: 'unpaid' };
  return {
    kind: 'pending',
    payment: { paymentId: payment.payment_id, method: gatewayMethod(payment.method), ...(payment.checkout_url ? { checkoutUrl: payment.checkout_url } : {}) },
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

/** The order found under the sale's key: sold when ACTIVE, else waiting for its newest payment (or unpaid: it failed). */
export function saleOfOrder(order: SaleByKey): SaleAnswer {
  if (order.status === ACTIVE) return { kind: 'sold', sold: soldPlanOfOrder(order) };
  const [payment] = order.payments;
  if (!payment || (payment.status !== 'PENDING' && payment.status !== 'SUCCEEDED')) return { kind: 'unpaid' };
  return { kind: 'pending', payment: { paymentId: payment.id, method: gatewayMethod(payment.method) } };
}
