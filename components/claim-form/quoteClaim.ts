import type { ClaimType } from '@/lib/domain/claims';
import { fullName } from '@/lib/format/name';
import { graphql } from '@/lib/graphql/generated';
import type { QuoteClaimQuery } from '@/lib/graphql/generated/graphql';

/**
 * What a claim on one of the agent's orders would be (`quote_claim`: per covered type its excess and the
 * first incident date after the waiting period, the claims used this term, the device's open claim), and
 * whose order it is. The service refuses another agent's or an unknown order (`not-found`) and one that
 * never covered anything (`plan-not-active`). Asked by the server for `?order=`.
 */
export const QuoteClaim = graphql(`
  query QuoteClaim($orderId: uuid!) {
    quote_claim(order_id: $orderId) {
      order_id
      reference
      plan_name
      starts_on
      ends_on
      claims_per_term
      claims_used
      open_claim {
        claim_id
        reference
      }
      options {
        claim_type
        excess_kobo
        covered_from
      }
    }
    plan_order_by_pk(id: $orderId) {
      id
      policy_number
      status
      customer {
        id
        first_name
        last_name
      }
      device {
        id
        brand
        model
      }
    }
  }
`);

/** A claim type the plan covers, as the service quoted it. */
export interface ClaimOption {
  claimType: ClaimType;
  /** What the customer pays towards this claim (theft: a share of the device's value, worked out by the service). */
  excessKobo: number;
  /** The first incident date covered: the plan's start plus this type's waiting period. */
  coveredFrom: string;
}

/** The order a claim is filed on, and what the service quoted for it. */
export interface ClaimOrder {
  id: string;
  reference: string;
  policyNumber: string;
  status: string;
  planName: string;
  /** Cover dates, Lagos `YYYY-MM-DD`. */
  startsOn: string;
  endsOn: string;
  customerName: string;
  /** Brand and model. */
  device: string;
  claimsPerTerm: number;
  /** Claims on this order that count against the term (all but rejected ones). */
  claimsUsed: number;
  /** The device's open claim: the service files no other until it is completed or rejected. */
  openClaim: { id: string; reference: string } | null;
  /** One per type the plan covers. */
  options: ClaimOption[];
}

/** The form's order out of an answer; undefined when the order itself was not in it. */
export function toClaimOrder({ quote_claim: quote, plan_order_by_pk: order }: QuoteClaimQuery): ClaimOrder | undefined {
  if (!order) return undefined;
  return {
    id: order.id,
    reference: quote.reference,
    policyNumber: order.policy_number,
    status: order.status,
    planName: quote.plan_name,
    startsOn: quote.starts_on,
    endsOn: quote.ends_on,
    customerName: fullName(order.customer),
    device: `${order.device.brand} ${order.device.model}`,
    claimsPerTerm: quote.claims_per_term,
    claimsUsed: quote.claims_used,
    openClaim: quote.open_claim ? { id: quote.open_claim.claim_id, reference: quote.open_claim.reference } : null,
    options: quote.options.map((option) => ({ claimType: option.claim_type, excessKobo: option.excess_kobo, coveredFrom: option.covered_from })),
  };
}
