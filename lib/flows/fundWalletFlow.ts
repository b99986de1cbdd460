import { createPersistedFlowStore } from '@/lib/flows/createPersistedFlowStore';
import { boolean, integer, partialObject, uuid } from '@/lib/flows/storedValues';

/** The local-storage key (also peeked at by FundWalletSection, which must not load this module). */
export const FUND_WALLET_STORE_KEY = 'dc-agent:fund-wallet';
export const FUND_WALLET_STORE_VERSION = 1;

/**
 * A top-up whose answer is not known yet: its idempotency key and amount, and whether a request left
 * without an answer. Never the card: it lives in the form's memory only.
 */
export interface FundWalletValues {
  /** Made at the first "Fund wallet" and stored before the request leaves; sent again by every retry. */
  idempotencyKey: string;
  amountKobo: number;
  /** A request left and no answer came back yet: its outcome is looked up by the key after a reload. */
  awaitingAnswer: boolean;
}

/**
 * The persisted flow pattern with one step: hydrated after the first render, validated on write, corrupt
 * data replaced by an empty store. Empty (and its key removed) whenever no top-up awaits an answer.
 */
export const useFundWalletStore = createPersistedFlowStore<'fund', FundWalletValues>({
  name: FUND_WALLET_STORE_KEY,
  steps: ['fund'],
  version: FUND_WALLET_STORE_VERSION,
  checkValues: partialObject<FundWalletValues>({ idempotencyKey: uuid(), amountKobo: integer(1), awaitingAnswer: boolean() }),
});

/** Forgets the top-up, in memory and in local storage (after its outcome is known, and on logout). */
export function clearFundWalletStore(): void {
  useFundWalletStore.getState().reset();
  // After reset, whose write would otherwise leave an empty store under the key.
  useFundWalletStore.persist.clearStorage();
}
