import { FUND_WALLET } from '@/lib/actions/fundWallet';
import { formFieldLookup, inputFromForm } from '@/lib/actions/inputFields';
import { getBrowserApolloClient } from '@/lib/apollo/browserClient';
import { fieldFailure, type FieldFailure } from '@/lib/forms/fieldFailure';
import { lookUpByKey } from '@/lib/forms/lookUpByKey';
import { readFailure } from '@/lib/forms/readFailure';
import type { KeyedAnswer, KeyedLookup } from '@/lib/forms/submitOnce';
import type { FundWalletMutationVariables } from '@/lib/graphql/generated/graphql';
import { FindFundingByKey, FundWallet } from './fundWallet';
import type { FundWalletFormValues } from './fundWalletFormValues';

/** The form's field for a refusal's `extensions.field` (`amount_kobo`). */
const fundWalletFormFieldOf = formFieldLookup(FUND_WALLET);

// The top-up's requests, loaded (with the GraphQL client) when the agent first presses "Fund by card":
// opening the form loads neither. They use the page's client (created now if nothing needed it yet).

/** A top-up the service created: pending until the gateway confirms the money, with its checkout page (absent when found by key). */
export interface FundingStarted {
  paymentId: string;
  reference: string;
  amountKobo: number;
  status: string;
  checkoutUrl?: string;
}

/** Why a top-up was refused, as the form shows it. */
export type FundingFailure = FieldFailure<keyof FundWalletFormValues>;

/** The `fund_wallet` arguments for values the form's rules passed (`FUND_WALLET`). */
export function toFundWalletVariables(values: FundWalletFormValues, idempotencyKey: string): FundWalletMutationVariables {
  const { amount_kobo } = inputFromForm(FUND_WALLET, values);
  return { idempotencyKey, amountKobo: amount_kobo };
}

/** Sends `fund_wallet` for `values` under `idempotencyKey`: a pending payment and its checkout page. */
export async function requestFunding(values: FundWalletFormValues, idempotencyKey: string): Promise<KeyedAnswer<FundingStarted, FundingFailure>> {
  const client = getBrowserApolloClient();
  try {
    const { data } = await client.mutate({ mutation: FundWallet, variables: toFundWalletVariables(values, idempotencyKey), fetchPolicy: 'no-cache' });
    if (!data) throw new Error('The data service did not answer the top-up');
    const { payment } = data.fund_wallet;
    return {
      kind: 'done',
      done: {
        paymentId: payment.payment_id,
        reference: payment.reference,
        amountKobo: payment.amount_kobo,
        status: payment.status,
        ...(payment.checkout_url ? { checkoutUrl: payment.checkout_url } : {}),
      },
    };
  } catch (error) {
    return readFailure(fundingFailure(error));
  }
}

/** Asks for the top-up made under `key`. */
export function findFunding(key: string): Promise<KeyedLookup<FundingStarted>> {
  return lookUpByKey(FindFundingByKey, key, ({ payment: [payment] }) =>
    payment && { paymentId: payment.id, reference: payment.reference, amountKobo: payment.amount_kobo, status: payment.status },
  );
}

/** The failure to show: the formatted message, the code, the field at fault. */
export function fundingFailure(error: unknown): FundingFailure {
  return fieldFailure(error, fundWalletFormFieldOf);
}
