/**
 * A payment's method and status as the data service stores them (`payment.method`, `payment.status`). One
 * home for the data service, its seed and the app; the migration's CHECK lists are compared with these.
 */

/** How a payment is made: from the agent's wallet, or through the gateway (card checkout, transfer, USSD). */
export const PAYMENT_METHODS = ['WALLET', 'CARD', 'TRANSFER', 'USSD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods that go through the gateway: the payment is pending until the gateway confirms it. */
export const GATEWAY_PAYMENT_METHODS: readonly PaymentMethod[] = ['CARD', 'TRANSFER', 'USSD'];

/**
 * PENDING: created with our reference, the customer sent to pay; SUCCEEDED: verified with the gateway or
 * by its signed webhook; FAILED: the gateway refused it (declined card, insufficient funds); ABANDONED:
 * never paid (reconciliation found nothing, or the transfer account expired); REFUNDED: paid, then
 * returned in full (a partial refund keeps SUCCEEDED with the refunded amount beside it).
 */
export const PAYMENT_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED', 'ABANDONED', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The money came in: paid, or paid and since given back in full (what was refunded is `refunded_kobo`). */
export const RECEIVED_PAYMENT_STATUSES: readonly PaymentStatus[] = ['SUCCEEDED', 'REFUNDED'];

/** A status no gateway event changes any more (a refund aside). */
export function isSettledPaymentStatus(status: string): boolean {
  return status !== 'PENDING';
}

/** What a payment pays for. */
/** EXCESS: a claim's excess (lib/domain/claims.ts), paid for the claim, not an order. */
export const PAYMENT_PURPOSES = ['PLAN_PURCHASE', 'WALLET_FUNDING', 'INSTALMENT', 'EXCESS'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** Money for plans (the premium collected): a sale's first payment and each later instalment. */
export const PLAN_PAYMENT_PURPOSES: readonly PaymentPurpose[] = ['PLAN_PURCHASE', 'INSTALMENT'];

/**
 * The banks whose USSD scheme the gateway takes (Paystack's `ussd.type`), by the name the agent picks;
 * the code is what the gateway adapter sends.
 */
export const USSD_BANKS = [
  { value: 'GTBANK', code: '737', name: 'GTBank' },
  { value: 'UBA', code: '919', name: 'UBA' },
  { value: 'STERLING', code: '822', name: 'Sterling Bank' },
  { value: 'ZENITH', code: '966', name: 'Zenith Bank' },
] as const;
export type UssdBank = (typeof USSD_BANKS)[number]['value'];

/** How long a pay-with-transfer account takes the customer's money: long enough to walk to a bank app and back. */
export const TRANSFER_ACCOUNT_MINUTES = 30;

/** A pending payment nobody heard of for this long is asked about (reconciliation), and abandoned if the gateway never saw it. */
export const RECONCILE_AFTER_MINUTES = 15;
