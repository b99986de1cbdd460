import { graphql } from '@/lib/graphql/generated';
import type { QuotePlanQuery, QuotePlanQueryVariables } from '@/lib/graphql/generated/graphql';

export type PlanQuote = QuotePlanQuery['quote_plan'][number];

/**
 * The partner's plans on sale for one device, priced by the data service (the app never computes a charge):
 * covers, claims per term, excesses, cover dates, and the prepaid and (where the partner allows it)
 * postpaid prices, and the photos of the phone the plan needs before payment. In a renewal the cover starts the
 * day after the renewed plan ends (and no photos are needed).
 */
export const QuotePlan = graphql(`
  query QuotePlan($deviceId: uuid!, $renewalOfOrderId: uuid) {
    quote_plan(device_id: $deviceId, renewal_of_order_id: $renewalOfOrderId) {
      plan_id
      code
      name
      description
      covers
      term_months
      claims_per_term
      prepaid_premium_kobo
      postpaid_instalment_kobo
      postpaid_instalments
      postpaid_total_kobo
      excess_kobo
      theft_excess_kobo
      starts_on
      ends_on
      inspection_photos
    }
  }
`);

/** The quote's variables: the same on every step, so the payment step reads the plan step's answer. */
export function quoteVariables(deviceId: string, renewalOfOrderId: string): QuotePlanQueryVariables {
  return renewalOfOrderId === '' ? { deviceId } : { deviceId, renewalOfOrderId };
}

export interface PostpaidPrice {
  instalmentKobo: number;
  instalments: number;
  totalKobo: number;
}

/** The monthly price the service quoted, or undefined where the partner sells no postpaid plans. */
export function postpaidPrice(quote: PlanQuote): PostpaidPrice | undefined {
  const { postpaid_instalment_kobo: instalmentKobo, postpaid_instalments: instalments, postpaid_total_kobo: totalKobo } = quote;
  if (instalmentKobo == null || instalments == null || totalKobo == null) return undefined;
  return { instalmentKobo, instalments, totalKobo };
}

/** What is paid at purchase for the billing chosen: the premium, or the first instalment. */
export function dueNowKobo(quote: PlanQuote, billing: string): number | undefined {
  if (billing === 'PREPAID') return quote.prepaid_premium_kobo;
  if (billing === 'POSTPAID') return postpaidPrice(quote)?.instalmentKobo;
  return undefined;
}
