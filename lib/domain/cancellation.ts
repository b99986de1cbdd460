import { addDays, daysBetween } from '@/lib/validation/dates';
import type { OrderStatus } from './orders';

/**
 * What cancelling a plan gives back (issue 31, "Cancellation"). One home for the data service's
 * `cancel_order` and the order screen, which shows the same figure and reason before the agent confirms.
 *
 * - Cooling-off: up to COOLING_OFF_DAYS after the sale's Lagos day (and any day before cover starts, a
 *   renewal bought early) with no claim but a rejected one: everything paid comes back.
 * - After it, the plan's rule: PRO_RATA gives back the paid premium × unused days / term days (rounded down
 *   to the kobo; today counts as used), NONE nothing. A monthly (POSTPAID) plan gives back nothing: each
 *   instalment paid for its month, and cancelling stops the rest.
 * - Any claim that was not rejected: nothing, in or after cooling-off.
 * The agent's commission is taken back in proportion to the refund (all of it for a full refund), rounded
 * down so it never exceeds what was credited.
 */

export const COOLING_OFF_DAYS = 14;

/** The orders an agent may cancel: in force (if its cover has not ended), or not paid for yet. */
export const CANCELLABLE_ORDER_STATUSES: readonly OrderStatus[] = ['ACTIVE', 'LAPSED', 'PENDING_PAYMENT', 'PAYMENT_FAILED'];

export function isCancellableOrderStatus(status: string): boolean {
  return (CANCELLABLE_ORDER_STATUSES as readonly string[]).includes(status);
}

/** What a plan gives back when cancelled after cooling-off (`plan.refund_after_cooling_off`). */
export const AFTER_COOLING_OFF_RULES = ['PRO_RATA', 'NONE'] as const;
export type AfterCoolingOffRule = (typeof AFTER_COOLING_OFF_RULES)[number];

/** Why a cancellation refunds what it does. */
export const CANCELLATION_BASES = ['COOLING_OFF', 'PRO_RATA', 'NONE'] as const;
export type CancellationBasis = (typeof CANCELLATION_BASES)[number];

/** Where a cancellation's refund goes: the agent's wallet (a wallet sale), the customer through the gateway, or nowhere. */
export const REFUND_CHANNELS = ['WALLET', 'GATEWAY', 'NONE'] as const;
export type RefundChannel = (typeof REFUND_CHANNELS)[number];

/** The channel of a refund of `refundKobo` on a payment made by `method`. */
export function refundChannel(refundKobo: number, method: string | undefined): RefundChannel {
  if (refundKobo <= 0 || method === undefined) return 'NONE';
  return method === 'WALLET' ? 'WALLET' : 'GATEWAY';
}

export interface CancelledOrderTerms {
  billing: 'PREPAID' | 'POSTPAID';
  /** The Lagos day of the sale (`created_at`). */
  soldOn: string;
  /** The cover's first and last days (Lagos, inclusive). */
  startsOn: string;
  endsOn: string;
  amountPaidKobo: number;
  premiumKobo: number;
  commissionKobo: number;
  /** A claim on the order that was not rejected. */
  hasClaim: boolean;
  afterCoolingOff: AfterCoolingOffRule;
  /** Lagos today. */
  today: string;
}

export interface CancellationRefund {
  refundKobo: number;
  clawbackKobo: number;
  basis: CancellationBasis;
  /** In plain words, for the order screen. */
  reason: string;
}

/** The last day of the sale's cooling-off (Lagos). */
export function coolingOffEndsOn(soldOn: string): string {
  return addDays(soldOn, COOLING_OFF_DAYS);
}

function withClawback(terms: CancelledOrderTerms, refundKobo: number, basis: CancellationBasis, reason: string): CancellationRefund {
  const paid = terms.amountPaidKobo;
  const clawbackKobo = paid <= 0 || refundKobo <= 0 ? 0 : refundKobo >= paid ? terms.commissionKobo : Math.floor((terms.commissionKobo * refundKobo) / paid);
  return { refundKobo, clawbackKobo, basis, reason };
}

/** What cancelling the order today gives back, and why. */
export function cancellationRefund(terms: CancelledOrderTerms): CancellationRefund {
  const paid = terms.amountPaidKobo;
  if (paid <= 0) return withClawback(terms, 0, 'NONE', 'Nothing was paid for this plan, so nothing is refunded');
  if (terms.hasClaim) return withClawback(terms, 0, 'NONE', 'A claim was made on this plan, so nothing is refunded');
  const lastCoolingOffDay = coolingOffEndsOn(terms.soldOn);
  if (terms.today <= lastCoolingOffDay || terms.today < terms.startsOn) {
    return withClawback(terms, paid, 'COOLING_OFF', `Within the ${COOLING_OFF_DAYS}-day cooling-off period: everything paid is refunded`);
  }
  if (terms.billing === 'POSTPAID') {
    return withClawback(terms, 0, 'NONE', 'A monthly plan after cooling-off: each instalment paid for its month, so nothing is refunded; no more instalments are due');
  }
  if (terms.afterCoolingOff === 'NONE') {
    return withClawback(terms, 0, 'NONE', "After cooling-off this plan's terms give nothing back");
  }
  const termDays = daysBetween(terms.startsOn, terms.endsOn) + 1;
  const unusedDays = Math.min(termDays, Math.max(0, daysBetween(terms.today, terms.endsOn)));
  const refund = Math.floor((paid * unusedDays) / termDays);
  if (refund <= 0) return withClawback(terms, 0, 'PRO_RATA', 'The cover has run its course, so nothing is left to refund');
  return withClawback(terms, refund, 'PRO_RATA', `After cooling-off: the ${unusedDays} unused of the cover's ${termDays} days are refunded`);
}

export const CANCEL_REASON_MIN_LENGTH = 3;
export const CANCEL_REASON_MAX_LENGTH = 500;

export const CANCEL_REASON_MESSAGES = {
  required: 'Say why the plan is cancelled',
  tooShort: `Say why the plan is cancelled in at least ${CANCEL_REASON_MIN_LENGTH} characters`,
  tooLong: `The reason can have at most ${CANCEL_REASON_MAX_LENGTH} characters`,
} as const;

/** A message when the reason (surrounding spaces ignored) is not 3–500 characters, else undefined. */
export function validateCancelReason(value: string): string | undefined {
  const length = [...value.trim()].length;
  if (length === 0) return CANCEL_REASON_MESSAGES.required;
  if (length < CANCEL_REASON_MIN_LENGTH) return CANCEL_REASON_MESSAGES.tooShort;
  if (length > CANCEL_REASON_MAX_LENGTH) return CANCEL_REASON_MESSAGES.tooLong;
  return undefined;
}
