import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { BUY_PLAN } from '@/lib/actions/buyPlan';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { isInspectionKind, type InspectionKind } from '@/lib/domain/evidence';
import { formFieldLookup } from '@/lib/actions/inputFields';
import { getBrowserApolloClient } from '@/lib/apollo/browserClient';
import type { PendingSalePayment, SoldPlan } from '@/lib/flows/buyPlanFlow';
import { fieldFailure, type FieldFailure } from '@/lib/forms/fieldFailure';
import { lookUpByKey } from '@/lib/forms/lookUpByKey';
import { readFailure } from '@/lib/forms/readFailure';
import type { KeyedAnswer, KeyedLookup } from '@/lib/forms/submitOnce';
import { BuyPlan } from './buyPlan';
import type { BuyPlanFormValues } from './buyPlanFormValues';
import { inspectionEvidenceIds, toBuyPlanVariables } from './buyPlanVariables';
import { FindSaleByKey } from './findSaleByKey';
import type { SalePhotoChoices } from './inspectionPhotos';
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
  /**
   * The service would not take the photos: some the plan needs were not sent (`missing`, `evidence-missing`),
   * or one sent cannot be used (`not-usable`: not found, of another sale): the photos step says so.
   */
  photos?: { refusal: 'missing'; missing: InspectionKind[] } | { refusal: 'not-usable' };
}

export type { PendingSalePayment, SaleAnswer, SoldPlan };

/**
 * Sends `buy_plan` for `values` under `idempotencyKey`, with the inspection photos `stored` in the flow (their
 * evidence ids): the sale done (wallet), or its gateway payment to wait for.
 */
export async function requestSale(values: BuyPlanFormValues, idempotencyKey: string, stored: SalePhotoChoices = {}): Promise<KeyedAnswer<SaleAnswer, SaleFailure>> {
  const client = getBrowserApolloClient();
  try {
    const variables = toBuyPlanVariables(values, idempotencyKey, inspectionEvidenceIds(stored));
    const { data } = await client.mutate({ mutation: BuyPlan, variables, fetchPolicy: 'no-cache' });
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

/** The failure to show: the formatted message, the code, the field at fault, a wallet's shortfall, the photos refused. */
export function saleFailure(error: unknown): SaleFailure {
  const extensions = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions : undefined;
  const shortfall = extensions?.shortfall_kobo;
  const failure = fieldFailure(error, buyPlanFormFieldOf);
  return { ...failure, ...(typeof shortfall === 'number' ? { shortfallKobo: shortfall } : {}), ...photosRefused(failure.code, extensions?.missing) };
}

function photosRefused(code: string | undefined, missing: unknown): Pick<SaleFailure, 'photos'> {
  if (code === ACTION_ERROR_CODES.evidenceNotUsable) return { photos: { refusal: 'not-usable' } };
  if (code !== ACTION_ERROR_CODES.evidenceMissing) return {};
  return { photos: { refusal: 'missing', missing: Array.isArray(missing) ? missing.filter(isInspectionKind) : [] } };
}
