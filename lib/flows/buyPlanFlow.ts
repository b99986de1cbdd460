import { INSPECTION_KINDS, type InspectionKind } from '@/lib/domain/inspectionKinds';
import { PAYMENT_METHODS, USSD_BANKS, type PaymentMethod, type UssdBank } from '@/lib/domain/payments';
import { createPersistedFlowStore } from './createPersistedFlowStore';
import { BUY_PLAN_FLOW_KEY } from './flowKeys';
import { boolean, choice, integer, isoDate, isRecord, listOf, nullable, object, oneOf, optional, orEmpty, partialObject, text, uuid, type Shape } from './storedValues';

export { BUY_PLAN_FLOW_KEY };
export const BUY_PLAN_STEPS = ['customer-device', 'plan', 'photos', 'payment', 'done'] as const;
export type BuyPlanStep = (typeof BUY_PLAN_STEPS)[number];

export const BILLINGS = ['PREPAID', 'POSTPAID'] as const;
type Billing = (typeof BILLINGS)[number];
const USSD_BANK_VALUES: readonly UssdBank[] = USSD_BANKS.map((bank) => bank.value);

/**
 * A gateway payment the sale waits for (card checkout, transfer, USSD): stored from `buy_plan`'s answer
 * before the customer is sent to pay, so a reload, a lost connection or a closed checkout tab comes back
 * to the waiting screen of this payment, never to a second one.
 */
export interface PendingSalePayment {
  paymentId: string;
  method: Exclude<PaymentMethod, 'WALLET'>;
  /** Card: the gateway's checkout page, to open again. */
  checkoutUrl?: string;
}

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
 * The phone's inspection photos at this sale: the ids the data service gave each photo it confirmed, kept
 * until the sale takes them (`buy_plan`'s `inspection_evidence_ids`).
 */
export interface SaleInspection {
  /** Names this sale's photo slots on the phone (`sale:<slotsId>:<kind>`): a photo kept across a reload is found under it. */
  slotsId: string;
  /** The phone photographed: another device chosen makes these photos another sale's, and they are forgotten. */
  deviceId: string;
  /** Each photo the service confirmed, by what it shows. */
  evidence: Partial<Record<InspectionKind, string>>;
}

/** The inspection photos the chosen plan needs, as its quote (`quote_plan`'s `inspection_photos`) said. */
export interface PlanPhotos {
  planId: string;
  kinds: InspectionKind[];
}

/** The buy-plan wizard's values. No card data: the card is typed on the gateway's page, never in the app. */
export interface BuyPlanValues {
  /** The customer search as typed on the first step. */
  customerSearch: string;
  customerId: string;
  deviceId: string;
  planId: string;
  billing: Billing | '';
  paymentMethod: PaymentMethod | '';
  /** USSD: the customer's bank, or ''. */
  ussdBank: UssdBank | '';
  /** The order this sale renews (from a renewal link), or '' for a new plan. Sent as `renewal_of_order_id`. */
  renewalOfOrderId: string;
  /** What the chosen plan asks to be photographed (from the plan step's quote): the photos step is skipped when nothing. */
  planPhotos: PlanPhotos;
  /** The photos taken of the phone (the photos step), sent with the payment. */
  inspection: SaleInspection;
  /**
   * Made once per sale and stored before the payment request leaves, so a double click, the retry link, a
   * reload or a dropped connection all re-send the same key and the service answers the first outcome.
   */
  idempotencyKey: string;
  /** A payment request left and no answer came back yet: its outcome must be asked for before paying again. */
  awaitingAnswer: boolean;
  /** The gateway payment `buy_plan` answered with, while the sale waits for the customer's money. */
  payment: PendingSalePayment;
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
  ussdBank: choice(USSD_BANK_VALUES),
  renewalOfOrderId: id,
  planPhotos: object<PlanPhotos>({ planId: uuid(), kinds: listOf(oneOf(INSPECTION_KINDS)) }),
  inspection: object<SaleInspection>({
    slotsId: uuid(),
    deviceId: uuid(),
    evidence: partialObject(Object.fromEntries(INSPECTION_KINDS.map((kind) => [kind, uuid()])) as Shape<Record<InspectionKind, string>>),
  }),
  idempotencyKey: uuid(),
  awaitingAnswer: boolean(),
  payment: object<PendingSalePayment>({
    paymentId: uuid(),
    method: oneOf<PendingSalePayment['method']>(['CARD', 'TRANSFER', 'USSD']),
    checkoutUrl: optional(text(2000)),
  }),
  sold: object(soldPlanFields),
};

/**
 * Version 3 added renewals (`renewalOfOrderId`, `sold.renewalOf`); version 4 the gateway's ways to pay
 * (TRANSFER, USSD, `ussdBank`) and the pending gateway `payment` the sale waits for; version 5 the photos of
 * the phone between plan and payment (the `photos` step, `planPhotos`, `inspection`).
 */
export const BUY_PLAN_FLOW_VERSION = 5;

/** Fields earlier versions' screens kept in memory and a hand-edited or foreign store might hold: dropped, never carried. */
const RETIRED_FIELDS = ['cardNumber', 'cardExpiry', 'cardCvv', 'card'];

/**
 * Versions 2 to 4 carry over: 2 and 3 are 4 with fewer ways to pay (anything card-like is dropped), and 4 is
 * 5 without photos. A draft past its plan comes back to the photos step, the first one not completed (a
 * renewal's shows as its payment: it needs none), except a payment awaiting its answer: sent without photos,
 * it is settled first, replayed under its key as it was sent (a refusal for photos then brings the agent to
 * them). The store still checks the rest. Version 1 was never written by a screen (the wizard did not exist)
 * and a newer version cannot be read: both start a fresh flow, without the corruption notice.
 */
export function migrateBuyPlanFlow(persisted: unknown, fromVersion: number): unknown {
  if (fromVersion < 2 || fromVersion > 4) return { currentStep: BUY_PLAN_STEPS[0], completedSteps: [], values: {} };
  if (!isRecord(persisted) || !isRecord(persisted.values)) return persisted;
  const values = Object.fromEntries(Object.entries(persisted.values).filter(([field]) => !RETIRED_FIELDS.includes(field)));
  const { completedSteps } = persisted;
  const sent = values.awaitingAnswer === true && Array.isArray(completedSteps);
  return { ...persisted, values, ...(sent ? { completedSteps: [...completedSteps, 'photos'] } : {}) };
}

export const useBuyPlanFlow = createPersistedFlowStore<BuyPlanStep, BuyPlanValues>({
  name: BUY_PLAN_FLOW_KEY,
  steps: BUY_PLAN_STEPS,
  version: BUY_PLAN_FLOW_VERSION,
  checkValues: partialObject(buyPlanFields),
  migrate: migrateBuyPlanFlow,
});
