import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { inputFromForm } from '@/lib/actions/inputFields';
import { REVISE_PLAN, type PlanTermsFormValues } from '@/lib/actions/revisePlan';
import { getBrowserApolloClient } from '@/lib/apollo/browserClient';
import { errorCode, formatGraphQLError } from '@/lib/errors';
import { readFailure } from '@/lib/forms/readFailure';
import type { KeyedAnswer, RequestFailure } from '@/lib/forms/submitOnce';
import { RevisePlan, SetPlanOnSale } from './catalogueMutations';

// The catalogue's requests, loaded (with the GraphQL client) at the first focus or tap on a plan's controls.

export interface PlanTermsFailure extends RequestFailure {
  field?: keyof PlanTermsFormValues;
}

const FORM_FIELDS: Record<string, keyof PlanTermsFormValues> = {
  premium_rate_bp: 'premiumRate',
  min_premium_kobo: 'minPremium',
  excess_kobo: 'excess',
  claims_per_term: 'claimsPerTerm',
  term_months: 'termMonths',
};

function failure(error: unknown) {
  const code = errorCode(error);
  const field = CombinedGraphQLErrors.is(error) ? FORM_FIELDS[String(error.errors[0]?.extensions?.field)] : undefined;
  return readFailure<PlanTermsFailure>({ message: formatGraphQLError(error), ...(code ? { code } : {}), ...(field ? { field } : {}) });
}

/** Sends `set_plan_on_sale`: sent again, the plan already is, and nothing more is written. */
export async function sendPlanOnSale(planId: string, onSale: boolean): Promise<KeyedAnswer<true, RequestFailure>> {
  try {
    const { data } = await getBrowserApolloClient().mutate({ mutation: SetPlanOnSale, variables: { planId, onSale }, fetchPolicy: 'no-cache' });
    if (!data?.set_plan_on_sale) throw new Error('The data service did not answer the change');
    return { kind: 'done', done: true };
  } catch (error) {
    return failure(error);
  }
}

/** Sends `revise_plan` under `key`: sent again, it is the same new version. */
export async function sendRevision(planId: string, values: PlanTermsFormValues, key: string): Promise<KeyedAnswer<{ version: number }, PlanTermsFailure>> {
  const input = inputFromForm(REVISE_PLAN, values);
  try {
    const { data } = await getBrowserApolloClient().mutate({
      mutation: RevisePlan,
      variables: {
        key,
        planId,
        premiumRateBp: input.premium_rate_bp,
        minPremiumKobo: input.min_premium_kobo,
        excessKobo: input.excess_kobo,
        claimsPerTerm: input.claims_per_term,
        termMonths: input.term_months,
      },
      fetchPolicy: 'no-cache',
    });
    if (!data?.revise_plan) throw new Error('The data service did not answer the new terms');
    return { kind: 'done', done: { version: data.revise_plan.version } };
  } catch (error) {
    return failure(error);
  }
}
