import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { inputFromForm } from '@/lib/actions/inputFields';
import { TRANSFER_DEVICE, type TransferFormValues } from '@/lib/actions/transferDevice';
import { getBrowserApolloClient } from '@/lib/apollo/browserClient';
import { errorCode, formatGraphQLError } from '@/lib/errors';
import { graphql } from '@/lib/graphql/partner-ops/generated';
import type { FindNewOwnerQuery } from '@/lib/graphql/partner-ops/generated/graphql';
import { readFailure } from '@/lib/forms/readFailure';
import type { KeyedAnswer, RequestFailure } from '@/lib/forms/submitOnce';

// The transfer's requests, loaded (with the GraphQL client) when operations open the form.

export type NewOwner = FindNewOwnerQuery['customer'][number];

/** The partner's customer with this phone number (E.164), with the agent who serves them. */
export const FindNewOwner = graphql(`
  query FindNewOwner($phone: String!) {
    customer(where: { phone: { _eq: $phone } }, limit: 1) {
      id
      first_name
      last_name
      phone
      agent {
        id
        first_name
        last_name
      }
    }
  }
`);

/** Operations transfer a phone to a new owner, with what they paid and when, and why. */
export const TransferDevice = graphql(`
  mutation TransferDevice($deviceId: uuid!, $toCustomerId: uuid!, $price: bigint!, $date: date!, $reason: String!) {
    transfer_device(device_id: $deviceId, to_customer_id: $toCustomerId, purchase_price_kobo: $price, purchase_date: $date, reason: $reason) {
      device_id
      customer_id
      cancelled_orders
      changed
    }
  }
`);

/** The customer with this number, none, or null when the service did not answer. */
export async function findNewOwner(phoneE164: string): Promise<NewOwner | 'none' | null> {
  try {
    const { data } = await getBrowserApolloClient().query({ query: FindNewOwner, variables: { phone: phoneE164 }, fetchPolicy: 'network-only' });
    if (!data) return null;
    return data.customer[0] ?? 'none';
  } catch {
    return null;
  }
}

export interface TransferFailure extends RequestFailure {
  field?: keyof TransferFormValues;
}

const FORM_FIELDS: Record<string, keyof TransferFormValues> = { purchase_price_kobo: 'purchasePrice', purchase_date: 'purchaseDate', reason: 'reason' };

/** Sends `transfer_device`: sent again after it went through, the phone is the new owner's and nothing more changes. Done: the old owner's plans ended. */
export async function sendTransfer(deviceId: string, toCustomerId: string, values: TransferFormValues): Promise<KeyedAnswer<number, TransferFailure>> {
  const input = inputFromForm(TRANSFER_DEVICE, values);
  try {
    const { data } = await getBrowserApolloClient().mutate({
      mutation: TransferDevice,
      variables: { deviceId, toCustomerId, price: input.purchase_price_kobo, date: input.purchase_date, reason: input.reason },
      fetchPolicy: 'no-cache',
    });
    if (!data?.transfer_device) throw new Error('The data service did not answer the transfer');
    return { kind: 'done', done: data.transfer_device.cancelled_orders };
  } catch (error) {
    const code = errorCode(error);
    const field = CombinedGraphQLErrors.is(error) ? FORM_FIELDS[String(error.errors[0]?.extensions?.field)] : undefined;
    return readFailure<TransferFailure>({ message: formatGraphQLError(error), ...(code ? { code } : {}), ...(field ? { field } : {}) });
  }
}
