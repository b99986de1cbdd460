import { useCallback } from 'react';
import { goToCheckout } from '@/components/payments/goToCheckout';
import { paymentUrl } from '@/components/payments/urls';
import { newIdempotencyKey } from '@/lib/flows/idempotencyKey';
import { useSubmitOnce, type SubmitOutcome } from '@/lib/forms/submitOnce';
import { nairaToKobo } from '@/lib/validation/money';
import type { FundWalletFormValues } from './fundWalletFormValues';
import type { FundingFailure, FundingStarted } from './fundWalletRequests';
import { clearFundWalletStore, useFundWalletStore } from '@/lib/flows/fundWalletFlow';

/** What a top-up attempt came to (lib/forms/submitOnce): `unanswered`, it is not known whether the payment was created. */
export type FundingOutcome = SubmitOutcome<FundingStarted, FundingFailure>;

/**
 * Funds the wallet by card on the gateway's checkout page, at most once whatever happens
 * (lib/forms/submitOnce). The idempotency key is made at the first submit and written to the persisted
 * store (with the amount and `awaitingAnswer`) before the request leaves: the retry link, a retry and a
 * reload (which replays the stored request) all send the same key, so the service answers the same pending
 * payment instead of a second one. Its id and checkout page are stored before the browser goes to that
 * page, and the gateway sends it back to the payment's own page. A refusal clears the store. A new top-up
 * after one was answered is a new payment (a new key).
 */
export function useFundWallet() {
  const { submitOnce, submitting: funding } = useSubmitOnce();

  const fund = useCallback(
    async (values: FundWalletFormValues, { openCheckout = true }: { openCheckout?: boolean } = {}): Promise<FundingOutcome> => {
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
          // A key whose request was answered belongs to that payment: a new top-up is a new payment.
          const answered = store.values.paymentId !== undefined;
          const idempotencyKey = (!answered && store.values.idempotencyKey) || newIdempotencyKey();
          store.setValues({ idempotencyKey, amountKobo, awaitingAnswer: true, paymentId: undefined, checkoutUrl: undefined });
          return idempotencyKey;
        },
        send: (requests, key) => requests.requestFunding(values, key),
        find: (requests, key) => requests.findFunding(key),
      });
      if (outcome.kind === 'refused') clearFundWalletStore();
      if (outcome.kind === 'done') {
        const { paymentId, checkoutUrl } = outcome.done;
        useFundWalletStore.getState().setValues({ awaitingAnswer: false, paymentId, ...(checkoutUrl ? { checkoutUrl } : {}) });
        if (openCheckout) goToCheckout(checkoutUrl ?? paymentUrl(paymentId));
      }
      return outcome;
    },
    [submitOnce],
  );

  return { fund, funding };
}

async function hydrated(): Promise<void> {
  if (!useFundWalletStore.getState().hydrated) await useFundWalletStore.persist.rehydrate();
}

const loadFundWalletRequests = () => import('./fundWalletRequests');
