import { graphql } from '@/lib/graphql/generated';
import type { BuyPlanMutation } from '@/lib/graphql/generated/graphql';

export type BuyPlanResult = BuyPlanMutation['buy_plan'];

/**
 * Sells the plan (a renewal with `renewalOfOrderId`), once per idempotency key, with the phone's inspection
 * photos (`inspectionEvidenceIds`, uploaded first; omitted when there are none, as before photos existed). From the wallet: order,
 * payment, debit and commission in one transaction (ACTIVE). Through the gateway: the order PENDING_PAYMENT
 * and the payment pending, with what the customer does next (checkout page, transfer account, USSD code).
 */
export const BuyPlan = graphql(`
  mutation BuyPlan(
    $idempotencyKey: uuid!
    $deviceId: uuid!
    $planId: uuid!
    $billing: billing_type!
    $paymentMethod: payment_method!
    $ussdBank: ussd_bank
    $renewalOfOrderId: uuid
    $inspectionEvidenceIds: [uuid!]
  ) {
    buy_plan(
      idempotency_key: $idempotencyKey
      device_id: $deviceId
      plan_id: $planId
      billing: $billing
      payment_method: $paymentMethod
      ussd_bank: $ussdBank
      renewal_of_order_id: $renewalOfOrderId
      inspection_evidence_ids: $inspectionEvidenceIds
    ) {
      order_id
      reference
      policy_number
      verification_code
      billing
      premium_kobo
      instalment_kobo
      instalments
      amount_paid_kobo
      commission_kobo
      wallet_balance_kobo
      starts_on
      ends_on
      status
      payment {
        ...PaymentStateFields
      }
    }
  }
`);
