import { z } from 'zod';
import { createPersistedFlowStore } from './createPersistedFlowStore';

export const BUY_PLAN_FLOW_KEY = 'dc-agent:buy-plan';
export const BUY_PLAN_STEPS = ['customer-device', 'plan', 'payment', 'done'] as const;
export type BuyPlanStep = (typeof BUY_PLAN_STEPS)[number];

export const buyPlanValuesSchema = z.object({
  customerId: z.string(),
  deviceId: z.string(),
  planId: z.string(),
  billing: z.enum(['PREPAID', 'POSTPAID']),
  paymentMethod: z.enum(['WALLET', 'CARD']),
  /** Sent with the order so a retried or repeated submit cannot buy the plan twice. */
  idempotencyKey: z.uuid(),
  orderId: z.string(),
});
export type BuyPlanValues = z.infer<typeof buyPlanValuesSchema>;

export const useBuyPlanFlow = createPersistedFlowStore<BuyPlanStep, BuyPlanValues>({
  name: BUY_PLAN_FLOW_KEY,
  steps: BUY_PLAN_STEPS,
  version: 1,
  valuesSchema: buyPlanValuesSchema.partial(),
});
