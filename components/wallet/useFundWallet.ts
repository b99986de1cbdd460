import { useCallback } from 'react';
import { newIdempotencyKey } from '@/lib/flows/idempotencyKey';
import { useFindByKey, useSubmitOnce, type SubmitOutcome } from '@/lib/forms/submitOnce';
import { nairaToKobo } from '@/lib/validation/money';
import type { FundWalletFormValues } from './fundWalletFormValues';
import type { Funded, FundingFailure } from './fundWalletRequests';
import { clearFundWalletStore, useFundWalletStore } from '@/lib/flows/fundWalletFlow';

/** What a top-up attempt came to (lib/forms/submitOnce): `unanswered`, the card may or may not have been charged. */
export type FundingOutcome = SubmitOutcome<Funded, FundingFailure>;

/** What asking for a lost answer's outcome found: the top-up, no payment under its key, or no answer. */
export type FundingLookupOutcome = { kind: 'funded'; funded: Funded } | { kind: 'not-found' } | { kind: 'unanswered' };

/**
 * Funds the wallet by card, at most once whatever happens (lib/forms/submitOnce). The idempotency key is
 * made at the first submit and written to the persisted store (with the amount and `awaitingAnswer`)
 * before the request leaves: the retry link, a retry and a reload all send the same key, so the service
 * answers the first outcome instead of charging again. A known outcome (funded, or a refusal) clears the
 * store: the next top-up is a new payment. Unanswered (a 503 included), the key stays and awaits its answer.
 */
export function useFundWallet() {
  const { submitOnce, submitting: funding } = useSubmitOnce();
  const { findByKey, checking } = useFindByKey();

  /** The top-up made under the stored key, if any; the store is cleared once the outcome is known. */
  const lookUp = useCallback(async (): Promise<FundingLookupOutcome> => {
    await hydrated();
    const key = useFundWalletStore.getState().values.idempotencyKey;
    if (!key) return { kind: 'not-found' };
    const found = await findByKey(key, loadFundWalletRequests, (requests, sent) => requests.findFunding(sent));
    if (found.kind === 'found') {
      clearFundWalletStore();
      return { kind: 'funded', funded: found.done };
    }
    // Nothing was paid under the key (yet): the key stays, so trying again is still that one payment.
    if (found.kind === 'not-found') useFundWalletStore.getState().setValues({ awaitingAnswer: false });
    return found;
  }, [findByKey]);

  const fund = useCallback(
    async (values: FundWalletFormValues): Promise<FundingOutcome> => {
      const outcome = await submitOnce({
        load: async () => {
          // A key stored by an earlier page must be read before a new one could overwrite it.
          await hydrated();
          return loadFundWalletRequests();
        },
        start: () => {
          const amountKobo = nairaToKobo(values.amount);
          if (amountKobo === undefined) throw new Error('fund() is called with values the rules passed');
          const store = useFundWalletStore.getState();
          const idempotencyKey = store.values.idempotencyKey ?? newIdempotencyKey();
          store.setValues({ idempotencyKey, amountKobo, awaitingAnswer: true });
          return idempotencyKey;
        },
        send: (requests, key) => requests.requestFunding(values, key),
        find: (requests, key) => requests.findFunding(key),
      });
      if (outcome.kind === 'done' || outcome.kind === 'refused') clearFundWalletStore();
      return outcome;
    },
    [submitOnce],
  );

  return { fund, lookUp, funding, checking };
}

async function hydrated(): Promise<void> {
  if (!useFundWalletStore.getState().hydrated) await useFundWalletStore.persist.rehydrate();
}

const loadFundWalletRequests = () => import('./fundWalletRequests');
