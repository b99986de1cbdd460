import * as z from 'zod/mini';
import { createPersistedFlowStore } from './createPersistedFlowStore';

export const BUY_PLAN_FLOW_KEY = 'dc-agent:buy-plan';
export const BUY_PLAN_STEPS = ['customer-device', 'plan', 'payment', 'done'] as const;
export type BuyPlanStep = (typeof BUY_PLAN_STEPS)[number];

export const BILLINGS = ['PREPAID', 'POSTPAID'] as const;
export const PAYMENT_METHODS = ['WALLET', 'CARD'] as const;

const id = z.union([z.literal(''), z.uuid()]);
const kobo = z.int().check(z.nonnegative());
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const choice = <T extends string>(options: readonly T[]) => z.union([z.literal(''), z.enum(options as [T, ...T[]])]);

/** What a finished sale showed the agent (the data service's `buy_plan` answer): no card data, no customer PII. */
export const soldPlanSchema = z.object({
  orderId: z.uuid(),
  reference: z.string().check(z.maxLength(40)),
  policyNumber: z.string().check(z.maxLength(40)),
  verificationCode: z.string().check(z.maxLength(64)),
  billing: z.enum(BILLINGS),
  startsOn: isoDate,
  endsOn: isoDate,
  premiumKobo: kobo,
  instalmentKobo: z.nullable(kobo),
  instalments: z.int().check(z.positive()),
  amountPaidKobo: kobo,
  commissionKobo: kobo,
  walletBalanceKobo: z.int(),
  /** The order this sale renewed, as the Done screen names it (absent for a new plan). */
  renewalOf: z.optional(z.object({ orderId: z.uuid(), policyNumber: z.string().check(z.maxLength(40)) })),
});
export type SoldPlan = z.infer<typeof soldPlanSchema>;

/**
 * The buy-plan wizard's values. The card's number, expiry and CVV are deliberately absent: they live in
 * the form's memory only and are typed again after a reload.
 */
export const buyPlanValuesSchema = z.object({
  /** The customer search as typed on the first step. */
  customerSearch: z.string().check(z.maxLength(100)),
  customerId: id,
  deviceId: id,
  planId: id,
  billing: choice(BILLINGS),
  paymentMethod: choice(PAYMENT_METHODS),
  /** The order this sale renews (from a renewal link), or '' for a new plan. Sent as `renewal_of_order_id`. */
  renewalOfOrderId: id,
  /**
   * Made once per sale and stored before the payment request leaves, so a double click, the retry link, a
   * reload or a dropped connection all re-send the same key and the service answers the first outcome.
   */
  idempotencyKey: z.uuid(),
  /** A payment request left and no answer came back yet: its outcome must be asked for before paying again. */
  awaitingAnswer: z.boolean(),
  /** Set once the sale succeeded; the flow is then done and cannot be paid again. */
  sold: soldPlanSchema,
});
export type BuyPlanValues = z.infer<typeof buyPlanValuesSchema>;

/** Version 3 added renewals (`renewalOfOrderId`, `sold.renewalOf`). */
export const BUY_PLAN_FLOW_VERSION = 3;

/**
 * Version 2 is version 3 without a renewal, so its drafts (a sale awaiting its payment's answer among them)
 * carry over as they are; the schema still checks them. Version 1 was never written by a screen (the wizard
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
  valuesSchema: z.partial(buyPlanValuesSchema),
  migrate: migrateBuyPlanFlow,
});
