// What this browser's persisted flows say about a payment, read as plain JSON: the payment's page must not
// load the flows' code (zustand, their checks).
import { BUY_PLAN_FLOW_KEY, FUND_WALLET_STORE_KEY } from '@/lib/flows/flowKeys';
import { storedFlowValues } from '@/lib/flows/storedFlowValues';

/** Whether the buy-plan wizard on this device waits on this payment (then "Continue" goes back into it). */
export function wizardWaitsOn(paymentId: string): boolean {
  const payment = storedFlowValues(BUY_PLAN_FLOW_KEY)?.payment;
  return typeof payment === 'object' && payment !== null && (payment as { paymentId?: unknown }).paymentId === paymentId;
}

/** Forgets a top-up sent to checkout once its payment is settled (the wallet no longer points at it). */
export function forgetSettledTopUp(paymentId: string): void {
  try {
    if (storedFlowValues(FUND_WALLET_STORE_KEY)?.paymentId === paymentId) window.localStorage.removeItem(FUND_WALLET_STORE_KEY);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}
