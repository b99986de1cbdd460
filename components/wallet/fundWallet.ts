import { graphql } from '@/lib/graphql/generated';
import type { FindFundingByKeyQuery, FundWalletMutation } from '@/lib/graphql/generated/graphql';

export type FundWalletAnswer = FundWalletMutation['fund_wallet'];
export type FundingByKey = FindFundingByKeyQuery['payment'][number];

/**
 * "Fund by card": a pending top-up with the gateway's checkout page, where the card is typed. The key
 * makes a retry (or the retry link) return the first answer, never a second payment.
 */
export const FundWallet = graphql(`
  mutation FundWallet($idempotencyKey: uuid!, $amountKobo: bigint!) {
    fund_wallet(idempotency_key: $idempotencyKey, amount_kobo: $amountKobo) {
      payment {
        ...PaymentStateFields
      }
    }
  }
`);

/**
 * The payment a `fund_wallet` request made under this key, whatever its status: how a top-up whose answer
 * was lost (a reload mid-request) is found again without a second payment. Its page says where it stands.
 */
export const FindFundingByKey = graphql(`
  query FindFundingByKey($key: uuid!) {
    payment(where: { idempotency_key: { _eq: $key }, purpose: { _eq: "WALLET_FUNDING" } }, limit: 1) {
      id
      reference
      amount_kobo
      status
    }
  }
`);
