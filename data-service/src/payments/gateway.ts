/**
 * The payment gateway as the data service sees it: the calls our payment flows make, in our words and in
 * kobo. One implementation talks to Paystack's REST API (`./paystack/`); in development, CI and demos it
 * talks to the local stand-in (`stand-ins/paystack/`), which speaks the same API, so the code that runs is
 * the code production runs. Nothing here ever carries card data: the gateway's checkout page takes it.
 *
 * Every call is safe to repeat with the same `reference` (the gateway refuses a second transaction under
 * one reference; our flows then verify instead). A call the gateway did not answer (timeout, 5xx after
 * retries, network) throws `GatewayUnavailableError`; a refusal it did answer throws `GatewayRefusedError`.
 */

/** How a customer paid, in the gateway's words (Paystack's `channel`). */
export type GatewayChannel = 'card' | 'bank' | 'bank_transfer' | 'ussd' | 'dedicated_nuban' | 'qr' | 'mobile_money' | 'eft';

/** A transaction's state at the gateway (Paystack's `data.status` on verify, charge and webhooks). */
export type GatewayTransactionStatus =
  | 'success'
  | 'failed'
  | 'abandoned'
  | 'reversed'
  | 'pending'
  | 'ongoing'
  | 'processing'
  | 'queued'
  | 'send_otp'
  | 'send_pin'
  | 'pay_offline'
  | 'pending_bank_transfer';

export interface CheckoutRequest {
  /** Our payment's gateway reference (unique per attempt). */
  reference: string;
  amountKobo: number;
  /** The payer's e-mail (the gateway requires one; see docs/payments.md for customers without one). */
  email: string;
  /** Where the checkout page sends the browser when it is done: `…?reference=<reference>` is added by the gateway. */
  callbackUrl: string;
  /** Limits the checkout page's choices, e.g. `['card']`. */
  channels: readonly ('card' | 'bank_transfer' | 'ussd')[];
  /** Shown back on webhooks and verify; ids only, never personal data beyond what the gateway already has. */
  metadata: Readonly<Record<string, string>>;
}

/** A hosted checkout page for one transaction (Paystack's initialize). */
export interface Checkout {
  authorizationUrl: string;
  accessCode: string;
  reference: string;
}

export interface TransferChargeRequest {
  reference: string;
  amountKobo: number;
  email: string;
  /** When the account stops accepting this payment. */
  accountExpiresAt: Date;
  metadata: Readonly<Record<string, string>>;
}

/** An account the gateway opened for one payment: what the customer transfers to (Paystack's pay-with-transfer). */
export interface TransferInstructions {
  reference: string;
  accountNumber: string;
  accountName: string;
  bankName: string;
  amountKobo: number;
  /** ISO 8601. */
  expiresAt: string;
  displayText: string;
}

/** The USSD schemes Paystack's charge API takes (`ussd.type`): the customer's bank. */
export const USSD_BANKS = {
  '737': 'GTBank',
  '919': 'UBA',
  '822': 'Sterling Bank',
  '966': 'Zenith Bank',
} as const;
export type UssdBankCode = keyof typeof USSD_BANKS;

export interface UssdChargeRequest {
  reference: string;
  amountKobo: number;
  email: string;
  bank: UssdBankCode;
  metadata: Readonly<Record<string, string>>;
}

export interface UssdInstructions {
  reference: string;
  /** What the customer dials, e.g. `*737*000*1234#`. */
  ussdCode: string;
  displayText: string;
}

/** A card authorization the gateway keeps for later charges: its code and how to show it, no card data. */
export interface SavedAuthorization {
  authorizationCode: string;
  last4: string;
  cardType: string;
  bank: string | null;
  reusable: boolean;
  /** The gateway's fingerprint of the card (the same card gives the same signature). */
  signature: string | null;
}

/** A transaction as the gateway reports it (verify, charge authorization, `charge.success` webhooks). */
export interface GatewayTransaction {
  /** The gateway's own id (Paystack's numeric `id`), kept as text. */
  id: string;
  reference: string;
  status: GatewayTransactionStatus;
  amountKobo: number;
  currency: string;
  channel: GatewayChannel | string;
  /** ISO 8601, when paid. */
  paidAt: string | null;
  /** The gateway's words for the outcome, e.g. `Approved`, `Declined`. */
  gatewayResponse: string;
  authorization: SavedAuthorization | null;
  customerCode: string | null;
  /** For a transfer to a dedicated account: the account that received it. */
  receiverAccountNumber: string | null;
  metadata: Readonly<Record<string, unknown>>;
}

export interface GatewayCustomerRequest {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  metadata: Readonly<Record<string, string>>;
}

/** A bank account the gateway keeps for one of its customers (an agent's wallet): every transfer to it is that customer's. */
export interface DedicatedAccount {
  id: string;
  accountNumber: string;
  accountName: string;
  bankName: string;
  customerCode: string;
}

export interface ChargeAuthorizationRequest {
  reference: string;
  authorizationCode: string;
  email: string;
  amountKobo: number;
  metadata: Readonly<Record<string, string>>;
}

export interface RefundRequest {
  /** The reference of the transaction to refund. */
  transactionReference: string;
  /** Part of it, or all when absent. */
  amountKobo?: number;
  /** Our reason, kept at the gateway (`merchant_note`). */
  note: string;
  /** Our refund's id (`payment_refund.id`), kept at the gateway with the note so `findRefund` can tell it apart. */
  ourRefundId: string;
}

export interface RefundLookup {
  transactionReference: string;
  ourRefundId: string;
  /** No earlier than this: our refund row's creation, less a margin for the two clocks. */
  since: Date;
}

export type GatewayRefundStatus = 'pending' | 'processing' | 'processed' | 'failed' | 'needs-attention';

export interface GatewayRefund {
  id: string;
  transactionReference: string;
  amountKobo: number;
  status: GatewayRefundStatus;
}

/** What a signed webhook said, read into our terms. Unknown events are kept but not acted on. */
export type GatewayEvent =
  | { kind: 'charge.success'; transaction: GatewayTransaction }
  | { kind: 'charge.failed'; transaction: GatewayTransaction }
  | { kind: 'refund'; refund: GatewayRefund }
  | { kind: 'dedicated_account.assigned'; account: DedicatedAccount }
  | { kind: 'dedicated_account.failed'; customerCode: string; reason: string }
  | { kind: 'other'; event: string };

export interface PaymentGateway {
  /** `paystack` (the stand-in answers as Paystack): kept on each payment row. */
  readonly name: string;
  initializeCheckout(request: CheckoutRequest): Promise<Checkout>;
  chargeByTransfer(request: TransferChargeRequest): Promise<TransferInstructions>;
  chargeByUssd(request: UssdChargeRequest): Promise<UssdInstructions>;
  /** `null` when the gateway has no transaction under this reference. */
  verify(reference: string): Promise<GatewayTransaction | null>;
  chargeAuthorization(request: ChargeAuthorizationRequest): Promise<GatewayTransaction>;
  createCustomer(request: GatewayCustomerRequest): Promise<{ customerCode: string }>;
  /** Paystack may answer at once or later by the `dedicatedaccount.assign.success` webhook: `null` means later. */
  assignDedicatedAccount(customerCode: string): Promise<DedicatedAccount | null>;
  refund(request: RefundRequest): Promise<GatewayRefund>;
  /**
   * The refund asked for earlier under `ourRefundId` (its answer was lost), or `null` when the gateway made
   * none. Throws GatewayUnavailableError when it cannot tell (no answer, or more refunds than it may read).
   */
  findRefund(lookup: RefundLookup): Promise<GatewayRefund | null>;
  /**
   * Reads a webhook: the HMAC-SHA512 of the exact raw body with the secret key, compared in constant time
   * with the `x-paystack-signature` header. `null` when the signature is missing or wrong (nothing may change).
   * Throws nothing on a body it cannot read: a signed body it does not understand is `{ kind: 'other' }`.
   */
  readWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent | null;
}

/** The gateway did not answer in time, or answered 5xx/429 after the adapter's retries: try again later. */
export class GatewayUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayUnavailableError';
  }
}

/** The gateway answered and refused (4xx, `status: false`): its message, for the log and, where safe, the agent. */
export class GatewayRefusedError extends Error {
  readonly httpStatus: number;
  /**
   * The gateway's error code when it gives one (Paystack's `code`), e.g. `duplicate_reference`: the reference
   * already has a transaction (a repeated call whose first try did reach the gateway), so verify it instead.
   */
  readonly code: string | undefined;
  constructor(message: string, httpStatus: number, code?: string) {
    super(message);
    this.name = 'GatewayRefusedError';
    this.httpStatus = httpStatus;
    this.code = code;
  }
}

/** `GatewayRefusedError.code` when the reference already has a transaction at the gateway. */
export const DUPLICATE_REFERENCE = 'duplicate_reference';
