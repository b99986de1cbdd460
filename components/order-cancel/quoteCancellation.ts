import type { CancellationBasis, RefundChannel } from '@/lib/domain/cancellation';
import { fullName } from '@/lib/format/name';
import { graphql } from '@/lib/graphql/generated';
import type { QuoteCancellationQuery } from '@/lib/graphql/generated/graphql';

/**
 * What cancelling one of the agent's plans today gives back and takes back, and why (`quote_cancellation`,
 * worked out as `cancel_order` does), and whose plan it is. The service refuses another agent's or an
 * unknown order (`not-found`), one cancelled already and one that has ended. Asked by the server.
 */
export const QuoteCancellation = graphql(`
  query QuoteCancellation($orderId: uuid!) {
    quote_cancellation(order_id: $orderId) {
      order_id
      reference
      refund_kobo
      refund_to
      clawback_kobo
      basis
      reason
      cooling_off_ends_on
    }
    plan_order_by_pk(id: $orderId) {
      id
      policy_number
      status
      starts_on
      ends_on
      ...OrderParties
    }
  }
`);

/** The plan being cancelled and what cancelling it does, as the service quoted it. */
export interface CancellationQuote {
  orderId: string;
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
  refundKobo: number;
  refundTo: RefundChannel;
  /** The commission taken back from the agent's wallet. */
  clawbackKobo: number;
  basis: CancellationBasis;
  /** Why, in the service's words. */
  reason: string;
  coolingOffEndsOn: string;
}

/** The screen's quote out of an answer; undefined when the order itself was not in it. */
export function toCancellationQuote({ quote_cancellation: quote, plan_order_by_pk: order }: QuoteCancellationQuery): CancellationQuote | undefined {
  if (!order) return undefined;
  return {
    orderId: order.id,
    reference: quote.reference,
    policyNumber: order.policy_number,
    status: order.status,
    planName: order.plan.name,
    startsOn: order.starts_on,
    endsOn: order.ends_on,
    customerName: fullName(order.customer),
    device: `${order.device.brand} ${order.device.model}`,
    refundKobo: quote.refund_kobo,
    refundTo: quote.refund_to,
    clawbackKobo: quote.clawback_kobo,
    basis: quote.basis,
    reason: quote.reason,
    coolingOffEndsOn: quote.cooling_off_ends_on,
  };
}
