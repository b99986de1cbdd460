import { graphql } from '@/lib/graphql/generated';
import type { FindSaleByKeyQuery } from '@/lib/graphql/generated/graphql';

export type SaleByKey = FindSaleByKeyQuery['plan_order'][number];

/**
 * The order a `buy_plan` request made under this idempotency key, if it went through: how a payment whose
 * answer was lost is settled without paying again, and how a paid gateway payment's order is read for the
 * Done screen. Its newest payment says what it waits for while it is PENDING_PAYMENT. The wallet balance
 * is the agent's now: the sale's own effect on it is already in.
 */
export const FindSaleByKey = graphql(`
  query FindSaleByKey($key: uuid!) {
    plan_order(where: { idempotency_key: { _eq: $key } }, limit: 1) {
      id
      status
      reference
      policy_number
      verification_code
      billing
      premium_kobo
      instalment_kobo
      instalments
      amount_paid_kobo
      commission_kobo
      starts_on
      ends_on
      renewal_of {
        id
        policy_number
      }
      agent {
        id
        wallet_balance_kobo
      }
      payments(order_by: [{ created_at: desc }, { id: desc }], limit: 1) {
        id
        method
        status
      }
    }
  }
`);
