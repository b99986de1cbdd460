import { createPersistedFlowStore } from './createPersistedFlowStore';
import { boolean, choice, integer, isoDate, nullable, object, oneOf, optional, orEmpty, partialObject, text, uuid, type Shape } from './storedValues';

export const BUY_PLAN_FLOW_KEY = 'dc-agent:buy-plan';
export const BUY_PLAN_STEPS = ['customer-device', 'plan', 'payment', 'done'] as const;
export type BuyPlanStep = (typeof BUY_PLAN_STEPS)[number];

export const BILLINGS = ['PREPAID', 'POSTPAID'] as const;
export const PAYMENT_METHODS = ['WALLET', 'CARD'] as const;
type Billing = (typeof BILLINGS)[number];
type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What a finished sale showed the agent (the data service's `buy_plan` answer): no card data, no customer PII. */
export interface SoldPlan {
  orderId: string;
  reference: string;
  policyNumber: string;
  verificationCode: string;
  billing: Billing;
  startsOn: string;
  endsOn: string;
  premiumKobo: number;
  instalmentKobo: number | null;
  instalments: number;
  amountPaidKobo: number;
  commissionKobo: number;
  walletBalanceKobo: number;
  /** The order this sale renewed, as the Done screen names it (absent for a new plan). */
  renewalOf?: { orderId: string; policyNumber: string };
}

/**
 * The buy-plan wizard's values. The card's number, expiry and CVV are deliberately absent: they live in
 * the form's memory only and are typed again after a reload.
 */
export interface BuyPlanValues {
  /** The customer search as typed on the first step. */
  customerSearch: string;
  customerId: string;
  deviceId: string;
  planId: string;
  billing: Billing | '';
  paymentMethod: PaymentMethod | '';
  /** The order this sale renews (from a renewal link), or '' for a new plan. Sent as `renewal_of_order_id`. */
  renewalOfOrderId: string;
  /**
   * Made once per sale and stored before the payment request leaves, so a double click, the retry link, a
   * reload or a dropped connection all re-send the same key and the service answers the first outcome.
   */
  idempotencyKey: string;
  /** A payment request left and no answer came back yet: its outcome must be asked for before paying again. */
  awaitingAnswer: boolean;
  /** Set once the sale succeeded; the flow is then done and cannot be paid again. */
  sold: SoldPlan;
}

const id = orEmpty(uuid());
const kobo = integer(0);

const soldPlanFields: Shape<SoldPlan> = {
  orderId: uuid(),
  reference: text(40),
  policyNumber: text(40),
  verificationCode: text(64),
  billing: oneOf(BILLINGS),
  startsOn: isoDate(),
  endsOn: isoDate(),
  premiumKobo: kobo,
  instalmentKobo: nullable(kobo),
  instalments: integer(1),
  amountPaidKobo: kobo,
  commissionKobo: kobo,
  walletBalanceKobo: integer(),
  renewalOf: optional(object({ orderId: uuid(), policyNumber: text(40) })),
};

const buyPlanFields: Shape<BuyPlanValues> = {
  customerSearch: text(100),
  customerId: id,
  deviceId: id,
  planId: id,
  billing: choice(BILLINGS),
  paymentMethod: choice(PAYMENT_METHODS),
  renewalOfOrderId: id,
  idempotencyKey: uuid(),
  awaitingAnswer: boolean(),
  sold: object(soldPlanFields),
};

/** Version 3 added renewals (`renewalOfOrderId`, `sold.renewalOf`). */
export const BUY_PLAN_FLOW_VERSION = 3;

/**
 * Version 2 is version 3 without a renewal, so its drafts (a sale awaiting its payment's answer among them)
 * carry over as they are; the store still checks them. Version 1 was never written by a screen (the wizard
 * did not exist) and a newer version cannot be read: both start a fresh flow, without the corruption notice.
 */
export function migrateBuyPlanFlow(persisted: unknown, fromVersion: number): unknown {
  if (fromVersion === 2) return persisted;
  return { currentStep: BUY_PLAN_STEPS[0], completedSteps: [], values: {} };
}

export const useBuyPlanFlow = createPersistedFlowStore<BuyPlanStep, BuyPlanValues>({
  name: BUY_PLAN_FLOW_KEY,
  steps: BUY_PLAN_STEPS,
  version: BUY_PLAN_FLOW_VERSION,
  checkValues: partialObject(buyPlanFields),
  migrate: migrateBuyPlanFlow,
});
