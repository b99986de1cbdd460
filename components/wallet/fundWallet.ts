import { graphql } from '@/lib/graphql/generated';
import type { FindFundingByKeyQuery, FundWalletMutation } from '@/lib/graphql/generated/graphql';

export type FundWalletAnswer = FundWalletMutation['fund_wallet'];
export type FundingByKey = FindFundingByKeyQuery['payment'][number];

/** "Fund wallet": a card top-up; the key makes a retry (or the retry link) return the first answer, never a second charge. */
export const FundWallet = graphql(`
  mutation FundWallet($idempotencyKey: uuid!, $amountKobo: bigint!, $card: card_input!) {
    fund_wallet(idempotency_key: $idempotencyKey, amount_kobo: $amountKobo, card: $card) {
      payment_id
      reference
      amount_kobo
      wallet_balance_kobo
      wallet_transaction_id
    }
  }
`);

/**
 * The payment a `fund_wallet` request made under this key, if it went through: how a top-up whose answer
 * was lost (a reload mid-request) is settled without charging again. Only a successful top-up carries the
 * request's key (a declined card's record gets one of its own). The balance is the agent's now.
 */
export const FindFundingByKey = graphql(`
  query FindFundingByKey($key: uuid!) {
    payment(where: { idempotency_key: { _eq: $key }, purpose: { _eq: "WALLET_FUNDING" }, status: { _eq: "SUCCEEDED" } }, limit: 1) {
      id
      reference
      amount_kobo
      agent {
        id
        wallet_balance_kobo
      }
    }
  }
`);
