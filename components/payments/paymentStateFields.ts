import { graphql } from '@/lib/graphql/generated';
import type { PaymentStateFieldsFragment } from '@/lib/graphql/generated/graphql';

/** A payment as the waiting screens and its own page show it (`payment_state`): never any card data but the last 4 digits. */
export type PaymentState = PaymentStateFieldsFragment;

/**
 * Every field of `payment_state` the app reads, spread as `...PaymentStateFields` by `buy_plan`,
 * `fund_wallet`, `payment_status` and `confirm_payment`: the answers all read the same.
 */
export const PaymentStateFields = graphql(`
  fragment PaymentStateFields on payment_state {
    payment_id
    reference
    purpose
    method
    status
    amount_kobo
    refunded_kobo
    channel
    gateway_reference
    checkout_url
    transfer {
      account_number
      account_name
      bank_name
      amount_kobo
      expires_at
    }
    ussd_code
    failure_reason
    card_last4
    order_id
    order_status
    claim_id
    wallet_balance_kobo
    updated_at
  }
`);
