import { createPersistedFlowStore } from '@/lib/flows/createPersistedFlowStore';
import { FUND_WALLET_STORE_KEY } from '@/lib/flows/flowKeys';
import { boolean, integer, partialObject, text, uuid } from '@/lib/flows/storedValues';

export { FUND_WALLET_STORE_KEY };
/** Version 2: the card is typed on the gateway's checkout page; the pending payment and its page are kept. */
export const FUND_WALLET_STORE_VERSION = 2;

/**
 * A top-up whose outcome is not known yet: its idempotency key and amount, whether a request left without
 * an answer, and once answered the pending payment and its checkout page. Never any card data.
 */
export interface FundWalletValues {
  /** Made at the first "Fund by card" and stored before the request leaves; sent again by every retry. */
  idempotencyKey: string;
  amountKobo: number;
  /** A request left and no answer came back yet: its outcome is looked up by the key after a reload. */
  awaitingAnswer: boolean;
  /** The pending payment `fund_wallet` answered with, stored before the browser goes to its checkout page. */
  paymentId: string;
  checkoutUrl: string;
}

const RETIRED_FIELDS = ['cardNumber', 'cardExpiry', 'cardCvv', 'card'];

/** Version 1 (the in-app card form) kept the key, amount and `awaitingAnswer`: carried over; anything card-like dropped. */
export function migrateFundWalletStore(persisted: unknown, fromVersion: number): unknown {
  if (fromVersion !== 1) return { currentStep: 'fund', completedSteps: [], values: {} };
  if (typeof persisted !== 'object' || persisted === null || !('values' in persisted)) return persisted;
  const { values } = persisted as { values: unknown };
  if (typeof values !== 'object' || values === null) return persisted;
  return { ...persisted, values: Object.fromEntries(Object.entries(values).filter(([field]) => !RETIRED_FIELDS.includes(field))) };
}

/**
 * The persisted flow pattern with one step: hydrated after the first render, validated on write, corrupt
 * data replaced by an empty store. Empty (and its key removed) whenever no top-up awaits an outcome.
 */
export const useFundWalletStore = createPersistedFlowStore<'fund', FundWalletValues>({
  name: FUND_WALLET_STORE_KEY,
  steps: ['fund'],
  version: FUND_WALLET_STORE_VERSION,
  checkValues: partialObject<FundWalletValues>({
    idempotencyKey: uuid(),
    amountKobo: integer(1),
    awaitingAnswer: boolean(),
    paymentId: uuid(),
    checkoutUrl: text(2000),
  }),
  migrate: migrateFundWalletStore,
});

/** Forgets the top-up, in memory and in local storage (after its outcome is known, and on logout). */
export function clearFundWalletStore(): void {
  useFundWalletStore.getState().reset();
  // After reset, whose write would otherwise leave an empty store under the key.
  useFundWalletStore.persist.clearStorage();
}
