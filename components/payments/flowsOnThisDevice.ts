// What this browser's persisted flows say about a payment, read as plain JSON: the payment's page must not
// load the flows' code (zustand, their checks). The keys are the flows' (lib/flows), checked equal by
// PaymentView.test.tsx.

export const BUY_PLAN_STORAGE_KEY = 'dc-agent:buy-plan';
export const FUND_WALLET_STORAGE_KEY = 'dc-agent:fund-wallet';

function storedValues(key: string): Record<string, unknown> | undefined {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return undefined;
    const stored = JSON.parse(raw) as { state?: { values?: unknown } } | null;
    const values = stored?.state?.values;
    return typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the buy-plan wizard on this device waits on this payment (then "Continue" goes back into it). */
export function wizardWaitsOn(paymentId: string): boolean {
  const payment = storedValues(BUY_PLAN_STORAGE_KEY)?.payment;
  return typeof payment === 'object' && payment !== null && (payment as { paymentId?: unknown }).paymentId === paymentId;
}

/** Forgets a top-up sent to checkout once its payment is settled (the wallet no longer points at it). */
export function forgetSettledTopUp(paymentId: string): void {
  try {
    if (storedValues(FUND_WALLET_STORAGE_KEY)?.paymentId === paymentId) window.localStorage.removeItem(FUND_WALLET_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}
