import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { CORRECT_CUSTOMER, type CustomerCorrectionFormValues } from '@/lib/actions/correctCustomer';
import { inputFromForm } from '@/lib/actions/inputFields';
import { getBrowserApolloClient } from '@/lib/apollo/browserClient';
import { errorCode, formatGraphQLError } from '@/lib/errors';
import { graphql } from '@/lib/graphql/partner-ops/generated';
import { readFailure } from '@/lib/forms/readFailure';
import type { KeyedAnswer, RequestFailure } from '@/lib/forms/submitOnce';

// The correction's request, loaded (with the GraphQL client) at the first focus or tap on the form.

/** Operations correct a customer's names and contact details, with the reason. */
export const CorrectCustomer = graphql(`
  mutation CorrectCustomer($id: uuid!, $firstName: String!, $lastName: String!, $phone: String!, $email: String, $address: String!, $state: String!, $reason: String!) {
    correct_customer(customer_id: $id, first_name: $firstName, last_name: $lastName, phone: $phone, email: $email, address: $address, state: $state, reason: $reason) {
      customer_id
      changed
    }
  }
`);

export interface CorrectionFailure extends RequestFailure {
  field?: keyof CustomerCorrectionFormValues;
}

const FORM_FIELDS: Record<string, keyof CustomerCorrectionFormValues> = {
  first_name: 'firstName',
  last_name: 'lastName',
  phone: 'phone',
  email: 'email',
  address: 'address',
  state: 'state',
  reason: 'reason',
};

/** Sends `correct_customer`: sent again after it went through, nothing differs and nothing more is written. */
export async function sendCorrection(customerId: string, values: CustomerCorrectionFormValues): Promise<KeyedAnswer<true, CorrectionFailure>> {
  const input = inputFromForm(CORRECT_CUSTOMER, values);
  try {
    const { data } = await getBrowserApolloClient().mutate({
      mutation: CorrectCustomer,
      variables: { id: customerId, firstName: input.first_name, lastName: input.last_name, phone: input.phone, email: input.email, address: input.address, state: input.state, reason: input.reason },
      fetchPolicy: 'no-cache',
    });
    if (!data?.correct_customer) throw new Error('The data service did not answer the correction');
    return { kind: 'done', done: true };
  } catch (error) {
    const code = errorCode(error);
    const field = CombinedGraphQLErrors.is(error) ? FORM_FIELDS[String(error.errors[0]?.extensions?.field)] : undefined;
    return readFailure<CorrectionFailure>({ message: formatGraphQLError(error), ...(code ? { code } : {}), ...(field ? { field } : {}) });
  }
}
