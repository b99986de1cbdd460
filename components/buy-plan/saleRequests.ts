import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { BUY_PLAN } from '@/lib/actions/buyPlan';
import { formFieldLookup } from '@/lib/actions/inputFields';
import { getBrowserApolloClient } from '@/lib/apollo/browserClient';
import type { PendingSalePayment, SoldPlan } from '@/lib/flows/buyPlanFlow';
import { fieldFailure, type FieldFailure } from '@/lib/forms/fieldFailure';
import { lookUpByKey } from '@/lib/forms/lookUpByKey';
import { readFailure } from '@/lib/forms/readFailure';
import type { KeyedAnswer, KeyedLookup } from '@/lib/forms/submitOnce';
import { BuyPlan } from './buyPlan';
import type { BuyPlanFormValues } from './buyPlanFormValues';
import { toBuyPlanVariables } from './buyPlanVariables';
import { FindSaleByKey } from './findSaleByKey';
import { GetRenewedOrder } from './getRenewedOrder';
import { saleOfAnswer, saleOfOrder, type RenewalOf, type SaleAnswer } from './soldPlan';

/** The wizard's field for a refusal's `extensions.field` (`plan_id`, `ussd_bank`). */
const buyPlanFormFieldOf = formFieldLookup(BUY_PLAN);

// The sale's requests, loaded (with the GraphQL client) when the agent first pays or a lost answer is
// asked for: the wizard's steps before that load neither. They use the page's client (created now if no
// step needed it yet).

/** Why a payment did not go through, as the payment step shows it. */
export interface SaleFailure extends FieldFailure<keyof BuyPlanFormValues> {
  /** How much the wallet lacks (`insufficient-wallet-balance`). */
  shortfallKobo?: number;
}

export type { PendingSalePayment, SaleAnswer, SoldPlan };

/** Sends `buy_plan` for `values` under `idempotencyKey`: the sale done (wallet), or its gateway payment to wait for. */
export async function requestSale(values: BuyPlanFormValues, idempotencyKey: string): Promise<KeyedAnswer<SaleAnswer, SaleFailure>> {
  const client = getBrowserApolloClient();
  try {
    const { data } = await client.mutate({ mutation: BuyPlan, variables: toBuyPlanVariables(values, idempotencyKey), fetchPolicy: 'no-cache' });
    if (!data) throw new Error('The data service did not answer the payment');
    return { kind: 'done', done: saleOfAnswer(data.buy_plan, renewedOrder(client, values.renewalOfOrderId)) };
  } catch (error) {
    return readFailure(saleFailure(error));
  }
}

/**
 * The order a renewal renewed, named on the Done screen: as the steps read it (the first and the payment
 * step ask for it), from the cache, so the sale's answer waits for no other request.
 */
function renewedOrder(client: ApolloClient, orderId: string): RenewalOf | undefined {
  if (orderId === '') return undefined;
  const order = client.readQuery({ query: GetRenewedOrder, variables: { id: orderId } })?.plan_order_by_pk;
  return order ? { orderId: order.id, policyNumber: order.policy_number } : { orderId, policyNumber: '' };
}

/** Asks for the order made under `key`: sold (ACTIVE), or waiting for its newest payment. */
export function findSale(key: string): Promise<KeyedLookup<SaleAnswer>> {
  return lookUpByKey(FindSaleByKey, key, ({ plan_order: [order] }) => order && saleOfOrder(order));
}

/** The failure to show: the formatted message, the code, the field at fault, a wallet's shortfall. */
export function saleFailure(error: unknown): SaleFailure {
  const shortfall = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.shortfall_kobo : undefined;
  return { ...fieldFailure(error, buyPlanFormFieldOf), ...(typeof shortfall === 'number' ? { shortfallKobo: shortfall } : {}) };
}
