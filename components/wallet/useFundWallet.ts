import { useCallback, useRef, useState } from 'react';
import { isServiceAvailabilityCode } from '@/lib/domain/errorCodes';
import { newIdempotencyKey } from '@/lib/flows/idempotencyKey';
import { nairaToKobo } from '@/lib/validation';
import type { FundWalletFormValues } from './fundWalletForm';
import type { Funded, FundingFailure } from './fundWalletRequests';
import { clearFundWalletStore, useFundWalletStore } from '@/lib/flows/fundWalletFlow';

/**
 * What a top-up attempt came to. `unanswered`: no answer came back, so the card may or may not have been
 * charged (the key is kept: trying again sends the same payment). `busy`: a request is already out.
 */
export type FundingOutcome = { kind: 'funded'; funded: Funded } | { kind: 'failed'; failure: FundingFailure } | { kind: 'unanswered' } | { kind: 'busy' };

/** What asking for a lost answer's outcome found: the top-up, no payment under its key, or no answer. */
export type FundingLookupOutcome = { kind: 'funded'; funded: Funded } | { kind: 'not-found' } | { kind: 'unanswered' };

/**
 * Funds the wallet by card, at most once whatever happens. The idempotency key is made at the first
 * submit and written to the persisted store (with the amount and `awaitingAnswer`) before the request
 * leaves: a double click is ignored while a request is out, and the retry link, a retry after a dropped
 * connection and a reload all send the same key, so the service answers the first outcome instead of
 * charging again. A definite refusal (a declined card, a rule) and a success clear the store: the next
 * top-up is a new payment; a service that could not serve it for now (503) keeps the key. The requests'
 * code (and the GraphQL client's) loads at the first submit or look-up (./fundWalletRequests); offline
 * before it arrives, nothing is sent and nothing is stored.
 */
export function useFundWallet() {
  const sending = useRef(false);
  const [funding, setFunding] = useState(false);
  const [checking, setChecking] = useState(false);

  /** The top-up made under the stored key, if any; the store is cleared once the outcome is known. */
  const lookUp = useCallback(async (): Promise<FundingLookupOutcome> => {
    await hydrated();
    const key = useFundWalletStore.getState().values.idempotencyKey;
    if (!key) return { kind: 'not-found' };
    setChecking(true);
    try {
      const requests = await loadFundWalletRequests();
      if (!requests) return { kind: 'unanswered' };
      const found = await requests.findFunding(key);
      if (found.kind === 'found') {
        clearFundWalletStore();
        return { kind: 'funded', funded: found.funded };
      }
      // Nothing was paid under the key (yet): the key stays, so trying again is still that one payment.
      if (found.kind === 'not-found') useFundWalletStore.getState().setValues({ awaitingAnswer: false });
      return found;
    } finally {
      setChecking(false);
    }
  }, []);

  const fund = useCallback(
    async (values: FundWalletFormValues): Promise<FundingOutcome> => {
      if (sending.current) return { kind: 'busy' };
      sending.current = true;
      setFunding(true);
      try {
        // A key stored by an earlier page must be read before a new one could overwrite it.
        await hydrated();
        const requests = await loadFundWalletRequests();
        if (!requests) return { kind: 'unanswered' };
        const amountKobo = nairaToKobo(values.amount);
        if (amountKobo === undefined) throw new Error('fund() is called with values the rules passed');
        const store = useFundWalletStore.getState();
        const idempotencyKey = store.values.idempotencyKey ?? newIdempotencyKey();
        store.setValues({ idempotencyKey, amountKobo, awaitingAnswer: true });
        const answer = await requests.requestFunding(values, idempotencyKey);
        if (answer.kind === 'funded') {
          clearFundWalletStore();
          return answer;
        }
        if (answer.kind === 'unanswered') return answer;
        // The service could not serve it for now (503): not a refusal. Had its database gone just as the top-up
        // committed, the card was charged: the key stays, so trying again is that one payment.
        if (isServiceAvailabilityCode(answer.failure.code)) {
          useFundWalletStore.getState().setValues({ awaitingAnswer: false });
          return { kind: 'failed', failure: answer.failure };
        }
        // The key went with another request that succeeded (an answer lost, then another amount or card): that top-up stands.
        if (answer.failure.code === 'idempotency-key-reused') {
          const found = await lookUp();
          if (found.kind !== 'not-found') return found;
        }
        clearFundWalletStore();
        return { kind: 'failed', failure: answer.failure };
      } finally {
        sending.current = false;
        setFunding(false);
      }
    },
    [lookUp],
  );

  return { fund, lookUp, funding, checking };
}

async function hydrated(): Promise<void> {
  if (!useFundWalletStore.getState().hydrated) await useFundWalletStore.persist.rehydrate();
}

const loadFundWalletRequests = () => import('./fundWalletRequests').catch(() => undefined);
