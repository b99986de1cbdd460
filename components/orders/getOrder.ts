import { fullName } from '@/lib/format/name';
import { graphql } from '@/lib/graphql/generated';
import type { GetOrderQuery } from '@/lib/graphql/generated/graphql';
import { maskImei } from '@/lib/format/imei';
import type { PaymentEvent } from '@/lib/payments/paymentHistory';

export type OrderRecord = NonNullable<GetOrderQuery['plan_order_by_pk']>;

/**
 * One order with everything its detail screen shows, its payments oldest first and its claims newest
 * first. Null for an id that does not exist and for another agent's order alike (the agent role sees only
 * its own). Read on the server only: the whole IMEI is masked there (`toOrderDetails`) and never reaches
 * the browser.
 */
export const GetOrder = graphql(`
  query GetOrder($id: uuid!, $boughtStatuses: [String!]!) {
    plan_order_by_pk(id: $id) {
      id
      reference
      policy_number
      status
      billing
      starts_on
      ends_on
      created_at
      premium_kobo
      amount_paid_kobo
      commission_kobo
      instalments
      instalment_kobo
      lapsed_on
      plan {
        id
        name
        covers
      }
      device {
        id
        brand
        model
        imei
      }
      customer {
        id
        first_name
        last_name
        phone
      }
      renewals_aggregate(where: { status: { _in: $boughtStatuses } }) {
        aggregate {
          count
        }
      }
      payments(order_by: [{ created_at: asc }, { id: asc }]) {
        id
        purpose
        method
        reference
        card_last4
        channel
        gateway_reference
        status
        amount_kobo
        failure_reason
        instalment_number
        charge_attempt
        created_at
        payment_events(order_by: [{ at: asc }, { id: asc }]) {
          id
          status
          source
          detail
          at
        }
      }
      messages(order_by: [{ created_at: asc }, { id: asc }]) {
        id
        event
        channel
        recipient
        body
        status
        provider_status
        last_error
        created_at
        sent_at
        delivered_at
      }
      claims(order_by: [{ created_at: desc }, { id: desc }]) {
        id
        reference
        claim_type
        status
        created_at
      }
    }
  }
`);

export interface OrderPayment {
  id: string;
  /** `PLAN_PURCHASE` or `INSTALMENT` (lib/domain/payments). */
  purpose: string;
  /** `WALLET`, `CARD`, `TRANSFER` or `USSD` (lib/domain/payments). */
  method: string;
  reference: string;
  /** Null for a wallet payment. */
  cardLast4: string | null;
  /** The gateway's channel once paid (`card`, `bank_transfer`, `ussd`), else null. */
  channel: string | null;
  /** The reference the gateway knows the payment by, else null. */
  gatewayReference: string | null;
  /** `PENDING`, `SUCCEEDED`, `FAILED`, `ABANDONED` or `REFUNDED` (older records: `DECLINED`, `INSUFFICIENT_FUNDS`). */
  status: string;
  amountKobo: number;
  /** Why the gateway refused it, in its words; null otherwise. */
  failureReason: string | null;
  /** An instalment's payment: which instalment (2 for the second), and the automatic charge's try (null: paid by the customer). */
  instalmentNumber: number | null;
  chargeAttempt: number | null;
  createdAt: string;
  /** What happened to it, oldest first. */
  events: PaymentEvent[];
}

/** A claim filed on the order, as its screen lists it. */
export interface OrderClaim {
  id: string;
  reference: string;
  /** `SCREEN`, `LIQUID`, `HARDWARE` or `THEFT`. */
  type: string;
  status: string;
  createdAt: string;
}

/** What the order screen shows: the customer and device, but of the IMEI only the last 4 digits. */
export interface OrderDetails {
  id: string;
  reference: string;
  policyNumber: string;
  status: string;
  /** `PREPAID` or `POSTPAID`. */
  billing: string;
  /** Cover dates, Lagos `YYYY-MM-DD`. */
  startsOn: string;
  endsOn: string;
  createdAt: string;
  /** The whole term's price (all instalments for postpaid). */
  premiumKobo: number;
  amountPaidKobo: number;
  commissionKobo: number;
  /** 1 for prepaid. */
  instalments: number;
  /** Null for prepaid. */
  instalmentKobo: number | null;
  /** LAPSED: the first day without cover (Lagos `YYYY-MM-DD`); null otherwise. */
  lapsedOn: string | null;
  plan: { name: string; covers: string[] };
  device: { id: string; brand: string; model: string; maskedImei: string };
  /** Renewals of this order that were paid for. */
  renewalsBought: number;
  customer: { id: string; name: string; phone: string };
  /** Oldest first. */
  payments: OrderPayment[];
  /** Newest first. */
  claims: OrderClaim[];
  /** What was sent to the customer about the order, oldest first. */
  messages: OrderMessage[];
}

/** A message to the customer about the order (its receipt…), and whether it arrived. */
export interface OrderMessage {
  id: string;
  /** `SALE_RECEIPT`… (lib/domain/messages). */
  event: string;
  channel: string;
  recipient: string;
  /** The text as sent. */
  body: string;
  /** `QUEUED`, `SENT`, `DELIVERED`… (lib/domain/messages). */
  status: string;
  /** The provider's own words for the last report ("DND Active on Phone Number"). */
  providerStatus: string | null;
  /** Why it was not sent, in our words. */
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
}

export function toOrderDetails(order: OrderRecord): OrderDetails {
  return {
    id: order.id,
    reference: order.reference,
    policyNumber: order.policy_number,
    status: order.status,
    billing: order.billing,
    startsOn: order.starts_on,
    endsOn: order.ends_on,
    createdAt: order.created_at,
    premiumKobo: order.premium_kobo,
    amountPaidKobo: order.amount_paid_kobo,
    commissionKobo: order.commission_kobo,
    instalments: order.instalments,
    instalmentKobo: order.instalment_kobo ?? null,
    lapsedOn: order.lapsed_on ?? null,
    plan: {
      name: order.plan.name,
      // jsonb arrives untyped: keep the cover names, nothing else.
      covers: Array.isArray(order.plan.covers) ? order.plan.covers.filter((cover): cover is string => typeof cover === 'string') : [],
    },
    device: { id: order.device.id, brand: order.device.brand, model: order.device.model, maskedImei: maskImei(order.device.imei) },
    renewalsBought: order.renewals_aggregate.aggregate?.count ?? 0,
    customer: { id: order.customer.id, name: fullName(order.customer), phone: order.customer.phone },
    payments: order.payments.map((payment) => ({
      id: payment.id,
      purpose: payment.purpose,
      method: payment.method,
      reference: payment.reference,
      cardLast4: payment.card_last4 ?? null,
      channel: payment.channel ?? null,
      gatewayReference: payment.gateway_reference ?? null,
      status: payment.status,
      amountKobo: payment.amount_kobo,
      failureReason: payment.failure_reason ?? null,
      instalmentNumber: payment.instalment_number ?? null,
      chargeAttempt: payment.charge_attempt ?? null,
      createdAt: payment.created_at,
      events: payment.payment_events.map((event) => ({ id: event.id, status: event.status, source: event.source, detail: event.detail as unknown, at: event.at })),
    })),
    claims: order.claims.map((claim) => ({ id: claim.id, reference: claim.reference, type: claim.claim_type, status: claim.status, createdAt: claim.created_at })),
    messages: order.messages.map((message) => ({
      id: message.id,
      event: message.event,
      channel: message.channel,
      recipient: message.recipient,
      body: message.body,
      status: message.status,
      providerStatus: message.provider_status ?? null,
      lastError: message.last_error ?? null,
      createdAt: message.created_at,
      sentAt: message.sent_at ?? null,
      deliveredAt: message.delivered_at ?? null,
    })),
  };
}
