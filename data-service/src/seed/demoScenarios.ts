import type { ClaimStatus, ClaimType } from '@/lib/domain/claims';
import type { DemoAgentRole } from './demo';
import type { PlanCode } from './plans';

/**
 * What each seeded customer's story is, so every order and claim status (and the renewals screen's
 * "ending in the next 30 days" and "ended in the last 30 days") is present for every partner, whatever
 * the random draws. Names, phones, devices and exact days come from the seeded PRNG.
 */

/** When an order's cover runs, in days relative to the seed date (ranges are inclusive). */
export type OrderTiming =
  | { startedDaysAgo: [number, number] }
  | { endsInDays: [number, number] }
  | { endedDaysAgo: [number, number] };

export interface OrderScenario {
  /** ACTIVE or EXPIRED are decided by the dates (a timing near today may land on either side). */
  status: 'CURRENT' | 'CANCELLED' | 'PENDING_PAYMENT' | 'PAYMENT_FAILED';
  timing: OrderTiming;
  plan?: PlanCode;
  /** Postpaid where the partner allows it, else prepaid. */
  postpaid?: boolean;
  method?: 'WALLET' | 'CARD';
  /** A declined card attempt (its own PAYMENT_FAILED order) just before this one. */
  afterFailedCard?: boolean;
  failure?: 'DECLINED' | 'INSUFFICIENT_FUNDS';
  /** Monthly: the saved card declined the latest instalment on each of its tries (still in grace: the order screen's pay link). */
  instalmentDeclined?: boolean;
  claims?: { type: ClaimType; status: ClaimStatus }[];
}

export interface DeviceScenario {
  orders: OrderScenario[];
  /** Devices without orders: registered this many days ago. */
  addedDaysAgo?: [number, number];
  /** Bought more than 12 months ago (so no plan is offered). */
  tooOld?: boolean;
}

export interface CustomerScenario {
  key: string;
  agent: DemoAgentRole;
  devices: DeviceScenario[];
}

const current = (timing: OrderTiming, extra: Partial<OrderScenario> = {}): OrderScenario => ({ status: 'CURRENT', timing, ...extra });
const one = (order: OrderScenario): DeviceScenario[] => [{ orders: [order] }];

export const CUSTOMER_SCENARIOS: readonly CustomerScenario[] = [
  // The demo agent's 25 customers.
  { key: 'active-claim-completed', agent: 'demo', devices: one(current({ startedDaysAgo: [150, 300] }, { plan: 'SCREEN_GUARD', claims: [{ type: 'SCREEN', status: 'COMPLETED' }] })) },
  { key: 'active-claim-submitted', agent: 'demo', devices: one(current({ startedDaysAgo: [60, 200] }, { plan: 'TOTAL_CARE', claims: [{ type: 'LIQUID', status: 'SUBMITTED' }] })) },
  { key: 'active-claim-under-review', agent: 'demo', devices: one(current({ startedDaysAgo: [60, 200] }, { plan: 'TOTAL_CARE', claims: [{ type: 'HARDWARE', status: 'UNDER_REVIEW' }] })) },
  { key: 'active-claim-approved', agent: 'demo', devices: one(current({ startedDaysAgo: [90, 250] }, { plan: 'TOTAL_CARE_THEFT', claims: [{ type: 'SCREEN', status: 'APPROVED' }] })) },
  { key: 'active-claim-rejected', agent: 'demo', devices: one(current({ startedDaysAgo: [90, 250] }, { plan: 'TOTAL_CARE', claims: [{ type: 'LIQUID', status: 'REJECTED' }] })) },
  { key: 'active-claim-in-repair', agent: 'demo', devices: one(current({ startedDaysAgo: [90, 250] }, { plan: 'TOTAL_CARE', claims: [{ type: 'SCREEN', status: 'IN_REPAIR' }] })) },
  { key: 'active-claim-ready', agent: 'demo', devices: one(current({ startedDaysAgo: [90, 250] }, { plan: 'SCREEN_GUARD', claims: [{ type: 'SCREEN', status: 'READY_FOR_PICKUP' }] })) },
  { key: 'active-theft-completed', agent: 'demo', devices: one(current({ startedDaysAgo: [150, 300] }, { plan: 'TOTAL_CARE_THEFT', claims: [{ type: 'THEFT', status: 'COMPLETED' }] })) },
  { key: 'ending-soon', agent: 'demo', devices: one(current({ endsInDays: [3, 8] })) },
  { key: 'ending-soon-card', agent: 'demo', devices: one(current({ endsInDays: [12, 20] }, { method: 'CARD' })) },
  { key: 'ending-soon-postpaid', agent: 'demo', devices: one(current({ endsInDays: [22, 28] }, { postpaid: true })) },
  { key: 'expired-recently', agent: 'demo', devices: one(current({ endedDaysAgo: [3, 8] })) },
  { key: 'expired-with-claim', agent: 'demo', devices: one(current({ endedDaysAgo: [15, 25] }, { plan: 'TOTAL_CARE', claims: [{ type: 'SCREEN', status: 'COMPLETED' }] })) },
  { key: 'cancelled', agent: 'demo', devices: one({ status: 'CANCELLED', timing: { startedDaysAgo: [40, 120] } }) },
  { key: 'pending-payment', agent: 'demo', devices: one({ status: 'PENDING_PAYMENT', timing: { startedDaysAgo: [1, 3] } }) },
  { key: 'failed-then-active', agent: 'demo', devices: one(current({ startedDaysAgo: [20, 100] }, { afterFailedCard: true })) },
  { key: 'payment-failed', agent: 'demo', devices: one({ status: 'PAYMENT_FAILED', timing: { startedDaysAgo: [5, 60] }, failure: 'INSUFFICIENT_FUNDS' }) },
  // The second instalment fell due 5–12 days ago and the card was declined on all three tries: in grace, owing it.
  { key: 'postpaid-card-declined', agent: 'demo', devices: one(current({ startedDaysAgo: [36, 42] }, { postpaid: true, method: 'CARD', instalmentDeclined: true })) },
  { key: 'two-devices', agent: 'demo', devices: [{ orders: [current({ startedDaysAgo: [100, 250] })] }, { orders: [], addedDaysAgo: [5, 30] }] },
  { key: 'eligible-device', agent: 'demo', devices: [{ orders: [], addedDaysAgo: [2, 20] }] },
  { key: 'too-old-device', agent: 'demo', devices: [{ orders: [], addedDaysAgo: [10, 60], tooOld: true }] },
  { key: 'active-new', agent: 'demo', devices: one(current({ startedDaysAgo: [2, 10] }, { method: 'CARD' })) },
  { key: 'active-two-claims', agent: 'demo', devices: one(current({ startedDaysAgo: [200, 320] }, { plan: 'TOTAL_CARE', claims: [{ type: 'LIQUID', status: 'COMPLETED' }, { type: 'SCREEN', status: 'UNDER_REVIEW' }] })) },
  { key: 'expired-recently-2', agent: 'demo', devices: one(current({ endedDaysAgo: [10, 14] })) },
  { key: 'ends-today-or-so', agent: 'demo', devices: one(current({ endsInDays: [0, 2] })) },
  // The second agent's 5, to prove the demo agent never sees them.
  { key: 'second-active-claim', agent: 'second', devices: one(current({ startedDaysAgo: [90, 200] }, { plan: 'TOTAL_CARE', claims: [{ type: 'SCREEN', status: 'UNDER_REVIEW' }] })) },
  { key: 'second-ending-soon', agent: 'second', devices: one(current({ endsInDays: [5, 25] })) },
  { key: 'second-expired', agent: 'second', devices: one(current({ endedDaysAgo: [5, 25] })) },
  { key: 'second-pending', agent: 'second', devices: one({ status: 'PENDING_PAYMENT', timing: { startedDaysAgo: [1, 4] } }) },
  { key: 'second-eligible', agent: 'second', devices: [{ orders: [], addedDaysAgo: [3, 40] }] },
];
